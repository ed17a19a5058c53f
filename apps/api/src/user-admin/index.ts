/** The user-admin resource (user administration and broker approval): its handlers, for the handler map of app.ts. */
export { userAdminHandlers } from './handlers';
