/** KYC Document Verification (/kyc-workflow): upload, replace and review (docs/product.md#screens). */
export { KycWorkflowPage } from './KycWorkflowPage';
export { DocumentsPage } from './DocumentsPage';
