import type { Role } from '@petrobridge/domain';

/**
 * Title and subtitle of the generic dashboard by role. Client-spec §2 says only that they depend on
 * the role; the texts are ours.
 */
export function dashboardTitle(role: Role | undefined): { title: string; subtitle: string } {
  switch (role) {
    case 'broker':
      return {
        title: 'Broker Dashboard',
        subtitle: 'Your deals, commission, open RFQs and KYC reviews at a glance.',
      };
    case 'seller':
      return {
        title: 'Seller Overview',
        subtitle: 'Your sales and the activity around your offers.',
      };
    case 'buyer':
      return {
        title: 'Buyer Overview',
        subtitle: 'Your purchases and the activity around your RFQs.',
      };
    case 'admin':
      return {
        title: 'Admin Dashboard',
        subtitle: 'Platform activity across every deal, RFQ and company.',
      };
    case 'super_admin':
      return {
        title: 'Super Admin Dashboard',
        subtitle: 'Platform activity across every deal, RFQ and company.',
      };
    default:
      return { title: 'Dashboard', subtitle: 'Welcome to Petrobridge.' };
  }
}
