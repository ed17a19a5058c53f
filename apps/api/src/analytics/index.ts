/** The analytics resource (the analytics dashboard's read model): its handlers, for the handler map of app.ts. */
export { analyticsHandlers } from './handlers';
