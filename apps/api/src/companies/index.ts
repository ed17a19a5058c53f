/** The companies resource (companies and their KYC review): its handlers, for the handler map of app.ts. */
export { companyHandlers } from './handlers';
