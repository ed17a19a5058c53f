/** The matching resource (matching offers and RFQs): its handlers, for the handler map of app.ts. */
export { matchingHandlers } from './handlers';
