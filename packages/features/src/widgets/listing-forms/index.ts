/**
 * The offer and RFQ forms (docs/product.md#my-offers, #rfq-requests), shared by the marketplace's
 * screens and the seller and buyer dashboards. Import the dialogs lazily: they carry zod and
 * react-hook-form.
 */
export { OfferFormDialog, type OfferFormDialogProps } from './OfferFormDialog';
export { RfqFormDialog, type RfqFormDialogProps } from './RfqFormDialog';
export { ProposeOnOfferDialog, RespondToRfqDialog } from './ProposalDialogs';
export { ProofOfProductDialog, type ProofOfProductDialogProps } from './ProofOfProductDialog';
