/** The buyer resource (the buyer dashboard's read model): its handlers, for the handler map of app.ts. */
export { buyerHandlers } from './handlers';
