/** The system resource (the health and version operations): its handlers, for the handler map of app.ts. */
export { systemHandlers } from './handlers';
