/**
 * The fake server: every resource's handlers, one module each (built with the contract-typed `http`
 * of ./http.ts), answering from the mock database (./db.ts) as the server does.
 */
import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { commissionHandlers } from './commission';
import { companyHandlers } from './companies';
import { dashboardHandlers } from './dashboards';
import { dealHandlers } from './deals';
import { kycHandlers } from './kyc';
import { marketplaceHandlers } from './marketplace';
import { matchingHandlers } from './matching';
import { notificationHandlers } from './notifications';
import { offerDocumentHandlers } from './offer-documents';
import { paymentHandlers } from './payments';
import { oversightHandlers, superAdminHandlers } from './super-admin';
import { traderDashboardHandlers } from './trader-dashboards';

export {
  answer,
  empty,
  fail,
  failBare,
  mockOverrides,
  neverAnswer,
  signedOut,
  slow,
} from './overrides';
export { unauthorizedResponse } from './http';
export { setProposals, setSignatures } from './deal-state';
export { sampleBrokerInsights, sampleBuyerInsights, sampleSellerInsights } from './dashboards';

/**
 * Every resource's handlers, keyed for Storybook's `parameters.msw.handlers`. `overrides` comes
 * first and is empty: a story puts the one case it shows there (see {@link mockOverrides}) and it
 * wins over the resource handlers, because MSW answers with the first matching handler.
 */
export const mockHandlers = {
  overrides: [] as HttpHandler[],
  auth: authHandlers,
  notifications: notificationHandlers,
  companies: companyHandlers,
  kyc: kycHandlers,
  offerDocuments: offerDocumentHandlers,
  deals: dealHandlers,
  commission: commissionHandlers,
  marketplace: marketplaceHandlers,
  matching: matchingHandlers,
  traders: traderDashboardHandlers,
  dashboards: dashboardHandlers,
  superAdmin: [...superAdminHandlers, ...oversightHandlers],
  payments: paymentHandlers,
};

/** The handlers as one list (MSW in Node tests: `setupServer(...allMockHandlers)`). */
export const allMockHandlers: HttpHandler[] = Object.values(mockHandlers).flat();
