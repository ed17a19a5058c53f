/** The oversight resource (account and company deactivation, the audit log): its handlers, for the handler map of app.ts. */
export { oversightHandlers } from './handlers';
