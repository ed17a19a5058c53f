/**
 * The broker's Create New Deal form, shared by every screen that starts a deal (the dashboard's quick
 * action, the deal desk, the marketplace's Facilitate Deal and RFQ matching). Import it lazily
 * (`import('@petrobridge/features/widgets/deal-form')` or a relative dynamic import): it brings zod,
 * react-hook-form and the date fields, which a screen's first load should not carry.
 */
export {
  CreateDealDialog,
  type CreateDealDialogProps,
  type CreateDealFormInput,
} from './CreateDealDialog';
