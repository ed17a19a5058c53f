/** The deals resource: its handlers, for the handler map of app.ts. */
export { dealHandlers } from './handlers';
