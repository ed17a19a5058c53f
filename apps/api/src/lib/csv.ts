/** CSV for the exports (RFC 4180): one cell, one row — the rule lives in packages/domain. */
export { csvCell, csvRow } from '@petrobridge/domain';
