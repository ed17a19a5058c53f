/** The commission resource (the commission ledger and its export): its handlers, for the handler map of app.ts. */
export { commissionHandlers } from './handlers';
