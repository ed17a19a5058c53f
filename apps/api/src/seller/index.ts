/** The seller resource (the seller dashboard's read model): its handlers, for the handler map of app.ts. */
export { sellerHandlers } from './handlers';
