/** The broker resource (the broker desk's read model): its handlers, for the handler map of app.ts. */
export { brokerHandlers } from './handlers';
