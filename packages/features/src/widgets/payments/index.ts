/**
 * Payment components shared by the super admin panel's Payments tab and /crypto-exchange: the payment
 * links and transactions tables, the Create Payment Link and Create Plan dialogs, and the Simulator's
 * notice, rates and panel (no real payment provider is connected). Imports no feature.
 */
export { CreatePaymentLinkDialog } from './PaymentLinkDialog';
export { CreatePlanDialog } from './PlanDialog';
export { PaymentLinksTable, TransactionsTable } from './PaymentTables';
export { SimulatorNotice, SimulatedRates, SimulatorPanel, SIMULATOR_NOTICE } from './Simulator';
export { linkStatusTones, countsText, shortId } from './format';
