import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { useSession } from '@petrobridge/features/session';
import { Landing } from '../boot/Landing';
import { availablePaths, paths } from './paths';

// Every screen is its own chunk, loaded on first use.
const PrivacyPolicyPage = lazy(() =>
  import('@petrobridge/features/landing/legal').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('@petrobridge/features/landing/legal').then((m) => ({ default: m.TermsOfServicePage })),
);
const NotFoundPage = lazy(() =>
  import('@petrobridge/features/shell').then((m) => ({ default: m.NotFoundPage })),
);
const AppShell = lazy(() =>
  import('@petrobridge/features/shell').then((m) => ({ default: m.AppShell })),
);
const ComingSoon = lazy(() =>
  import('@petrobridge/features/shell').then((m) => ({ default: m.ComingSoon })),
);
const GenericDashboard = lazy(() =>
  import('@petrobridge/features/dashboards').then((m) => ({ default: m.GenericDashboard })),
);

/** The signed-in frame around every signed-in route; the body loads on its own. */
function ShellLayout() {
  return (
    <AppShell availablePaths={availablePaths}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

/** Until their issues land, these routes show the shell with a clear 'coming soon' body. */
const comingSoon = (title: string, description: string): ReactNode => (
  <ComingSoon title={title} description={description} />
);
const sellerDashboard = comingSoon(
  'Seller Dashboard',
  'Your offers, deal pipeline, pricing insights and documents will appear here.',
);
const buyerDashboard = comingSoon(
  'Buyer Dashboard',
  'Your RFQs, matched offers, deals and documents will appear here.',
);
const superAdminPanel = comingSoon(
  'Super Admin Panel',
  'Full control over the platform with oversight of deals, commissions, and operations',
);

/** Client-spec §2: `/` when signed in shows the dashboard of the role. */
function HomeByRole() {
  const { user } = useSession();
  switch (user?.role) {
    case 'seller':
      return sellerDashboard;
    case 'buyer':
      return buyerDashboard;
    case 'admin':
      return superAdminPanel;
    default:
      return <GenericDashboard />;
  }
}

/** Client-spec §2 route table. Signed-in routes exist only when authenticated. */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useSession();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
        {isAuthenticated ? (
          <Route element={<ShellLayout />}>
            <Route path={paths.home} element={<HomeByRole />} />
            <Route path={paths.dashboard} element={<GenericDashboard />} />
            <Route path={paths.sellerDashboard} element={sellerDashboard} />
            <Route path={paths.buyerDashboard} element={buyerDashboard} />
            <Route path={paths.superAdmin} element={superAdminPanel} />
            <Route
              path={paths.companies}
              element={comingSoon(
                'Company Management',
                'Register companies and review their KYC here.',
              )}
            />
            <Route
              path={paths.marketplace}
              element={comingSoon('Marketplace', 'Browse offers and RFQs here.')}
            />
            <Route
              path={paths.deals}
              element={comingSoon('Deal Management', 'Track and move your deals here.')}
            />
            <Route
              path={paths.analytics}
              element={comingSoon('Analytics Dashboard', 'Your trading figures will appear here.')}
            />
            <Route
              path={paths.kycWorkflow}
              element={comingSoon(
                'KYC Document Verification',
                'Upload and review KYC documents here.',
              )}
            />
          </Route>
        ) : (
          <Route path={paths.home} element={<Landing />} />
        )}
        {/* While the current user loads, a signed-in path is not yet known to exist: show nothing. */}
        <Route path="*" element={isLoading ? null : <NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
