/**
 * The row types of the tables, declared once: what a `select()` returns (`…Row`) and what an `insert()`
 * takes (`New…`). Every module imports them from here rather than inferring its own.
 */
import type {
  authFlows,
  companies,
  customerSubscriptions,
  dealEvents,
  dealProposals,
  deals,
  kycDocuments,
  notifications,
  offerDocuments,
  offers,
  paymentLinks,
  paymentTransactions,
  rfqs,
  subscriptionPlans,
  uploads,
  users,
} from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthFlowRow = typeof authFlows.$inferSelect;
export type NewAuthFlow = typeof authFlows.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OfferDocumentRow = typeof offerDocuments.$inferSelect;
export type RfqRow = typeof rfqs.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type NewDeal = typeof deals.$inferInsert;
export type DealEventRow = typeof dealEvents.$inferSelect;
export type DealProposalRow = typeof dealProposals.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type LinkRow = typeof paymentLinks.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type SubscriptionRow = typeof customerSubscriptions.$inferSelect;
