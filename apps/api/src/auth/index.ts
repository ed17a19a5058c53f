/** The auth resource (sign-in (password and OpenID Connect), registration, sessions): its handlers, for the handler map of app.ts. */
export { authHandlers } from './handlers';
