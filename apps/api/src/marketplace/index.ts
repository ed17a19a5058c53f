/** The marketplace resource (offers and RFQs): its handlers, for the handler map of app.ts. */
export { marketplaceHandlers } from './handlers';
