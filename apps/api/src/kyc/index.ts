/** The KYC documents resource: its handlers and the upload target's content types, for app.ts. */
export { kycHandlers } from './handlers';
export { UPLOAD_CONTENT_TYPES } from './rules';
