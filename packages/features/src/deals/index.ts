/**
 * Deals: Deal Management (/deals). Create New Deal is the shared deal-form's dialog, loaded on first use.
 */
export { DealsPage } from './components/DealsPage';
export { DealActions, canMoveDeal } from './components/DealActions';
