import type { Schema } from '@petrobridge/api-client';

type User = Schema<'User'>;
type Role = User['role'];

const base = {
  profileImageUrl: null,
  authProvider: 'local' as const,
  isEmailVerified: true,
  createdAt: '2024-03-01T09:00:00.000Z',
  updatedAt: '2024-03-01T09:00:00.000Z',
};

/** One fixture user per role, matching the demo accounts of the server's seed. */
export const usersByRole: Record<Role, User> = {
  super_admin: {
    ...base,
    id: '00000000-0000-4000-8000-000000000001',
    email: 'superadmin@petrobridge.test',
    firstName: 'Ada',
    lastName: 'Okafor',
    role: 'super_admin',
  },
  admin: {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    email: 'admin@petrobridge.test',
    firstName: 'Lena',
    lastName: 'Fischer',
    role: 'admin',
  },
  broker: {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    email: 'broker@petrobridge.test',
    firstName: 'Marcus',
    lastName: 'Hale',
    role: 'broker',
  },
  seller: {
    ...base,
    id: '00000000-0000-4000-8000-000000000004',
    email: 'seller@petrobridge.test',
    firstName: 'Chinedu',
    lastName: 'Eze',
    role: 'seller',
  },
  buyer: {
    ...base,
    id: '00000000-0000-4000-8000-000000000005',
    email: 'buyer@petrobridge.test',
    firstName: 'Emily',
    lastName: 'Carter',
    role: 'buyer',
  },
};
