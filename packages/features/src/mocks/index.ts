export { usersByRole } from './users';
export { navigationSpy, withNavigationSpy, resetNavigationSpy } from './navigation';
export {
  mockDb,
  resetMockDb,
  seedMockDb,
  companyIds,
  makeCompany,
  makeDeal,
  makeOffer,
  makeRfq,
  makeDocument,
  makeNotification,
  notificationsFor,
  type MockDb,
  type Notification,
} from './db';
export { setMockRole, mockRole, mockUser, asRole, type MockRole } from './role';
export {
  mockHandlers,
  allMockHandlers,
  mockOverrides,
  fail,
  failBare,
  signedOut,
  slow,
  neverAnswer,
  empty,
  answer,
  unauthorizedResponse,
  sampleSellerInsights,
  sampleBuyerInsights,
  sampleBrokerInsights,
} from './handlers';
export {
  withToasts,
  resetToasts,
  dropStaleAnnouncements,
  withUnauthorizedQueries,
  withSessionUser,
  withSession,
} from './decorators';
export { screenMeta } from './screen-meta';
export { simulatorProvider, simulatedRates, simulatorNotice } from './payments';
export {
  makePlan,
  makePaymentLink,
  makeTransaction,
  makeSubscription,
  paymentIds,
  seedPaymentTables,
} from './payments-data';
export { apiSettled, trackRequests } from './in-flight';
