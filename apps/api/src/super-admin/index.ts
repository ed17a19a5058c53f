/** The super-admin resource (the super admin's overview and actions): its handlers, for the handler map of app.ts. */
export { superAdminHandlers } from './handlers';
