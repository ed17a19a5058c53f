/**
 * Deals: Deal Management (/deals) and the deal page (/deals/:id). Create New Deal is the shared deal-form's dialog, loaded on first use.
 */
export { DealsPage } from './components/DealsPage';
export { DealPage } from './components/DealPage';
export { DealActions, canMoveDeal } from './components/DealActions';
