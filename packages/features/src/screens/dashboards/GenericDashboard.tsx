import { useEffect } from 'react';
import { Shield } from 'lucide-react';
import { ButtonLink, Grid, Heading, Inline, Stack, Text } from '@petrobridge/ui';
import { isAdminRole } from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { LOGIN_PATH, useBrowserNavigation } from '../../kit/navigation';
import { getHref } from '../../kit/routes';
import { LOGIN_REDIRECT_DELAY_MS } from '../../kit/unauthorized';
import { AiInsights, hasAiInsights } from './AiInsights';
import { DashboardMetrics } from './DashboardMetrics';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RecentDeals } from '../../widgets/recent-deals/RecentDeals';
import { dashboardTitle } from './titles';

/**
 * The generic dashboard (docs/product.md#screens): title by role, metric cards, Recent Deals, the broker's
 * Quick Actions, Recent Activity, AI Insights (not for admins: no endpoint computes theirs), the Super
 * Admin Panel button for admins; signed out, it sends the browser to /api/login after 500 ms.
 */
export function GenericDashboard() {
  const { user, isLoading, isAuthenticated } = useSession();
  const navigation = useBrowserNavigation();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (!signedOut) return undefined;
    const timer = setTimeout(() => navigation.assign(LOGIN_PATH), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigation]);

  if (!user) {
    return signedOut ? <Text role="status">You are signed out. Taking you to sign in…</Text> : null;
  }

  const role = user.role;
  const { title, subtitle } = dashboardTitle(role);
  const isAdmin = isAdminRole(role);
  return (
    <Stack gap="6">
      <Inline justify="between" align="center" gap="4">
        <Stack gap="1">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{subtitle}</Text>
        </Stack>
        {isAdmin ? (
          <ButtonLink
            href={getHref('superAdmin', { tab: 'payments' })}
            icon={Shield}
            variant="secondary"
          >
            Super Admin Panel
          </ButtonLink>
        ) : null}
      </Inline>
      <DashboardMetrics role={role} />
      <RecentDeals count={3} />
      <Grid
        columns={{ mobile: 1, desktop: role === 'broker' ? 3 : hasAiInsights(role) ? 2 : 1 }}
        gap="6"
      >
        {role === 'broker' ? <QuickActions /> : null}
        <RecentActivity />
        {hasAiInsights(role) ? <AiInsights role={role} /> : null}
      </Grid>
    </Stack>
  );
}
