/** The offer-documents resource (offers' documents and their review): its handlers, for the handler map of app.ts. */
export { offerDocumentHandlers } from './handlers';
