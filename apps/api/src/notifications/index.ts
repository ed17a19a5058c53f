/** The notifications resource (the signed-in user's notifications): its handlers, for the handler map of app.ts. */
export { notificationHandlers } from './handlers';
