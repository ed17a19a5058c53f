/** Every route of client-spec §2, in one place. */
export const paths = {
  home: '/',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  dashboard: '/dashboard',
  sellerDashboard: '/seller-dashboard/:tab?',
  buyerDashboard: '/buyer-dashboard/:tab?',
  superAdmin: '/super-admin/:tab?',
  companies: '/companies',
  marketplace: '/marketplace',
  deals: '/deals',
  analytics: '/analytics',
  kycWorkflow: '/kyc-workflow',
} as const;

/**
 * Paths whose screens exist. The shell shows menu and header entries for every other path as
 * disabled, 'Coming soon'; add a path here when its feature lands.
 */
export const availablePaths: readonly string[] = [paths.home, paths.dashboard];
