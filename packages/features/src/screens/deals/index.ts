/**
 * Deals: Deal Management (/deals), the deal page (/deals/:id) and the broker's commission ledger
 * (/commission). Create New Deal is the shared deal-form's dialog, loaded on first use.
 */
export { DealsPage } from './DealsPage';
export { DealPage } from './DealPage';
export { CommissionPage } from './commission/CommissionPage';
export { DealActions, canMoveDeal } from './DealActions';
