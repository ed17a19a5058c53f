/** KYC Document Verification (/kyc-workflow): upload, replace and review (docs/product.md#screens). */
export { KycWorkflowPage } from './components/KycWorkflowPage';
export { DocumentsPage } from './components/DocumentsPage';
