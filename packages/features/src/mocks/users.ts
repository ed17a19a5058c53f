import type { Schema } from '@petrobridge/api-client';
import { demoAccountByRole, type Role } from '@petrobridge/domain';

type User = Schema<'User'>;

const base = {
  profileImageUrl: null,
  authProvider: 'local' as const,
  isEmailVerified: true,
  createdAt: '2024-03-01T09:00:00.000Z',
  updatedAt: '2024-03-01T09:00:00.000Z',
};

/** One fixture user per role: the demo accounts of the server's seed, by the same names. */
export const usersByRole: Record<Role, User> = {
  super_admin: {
    ...base,
    id: '00000000-0000-4000-8000-000000000001',
    email: demoAccountByRole.super_admin.email,
    firstName: demoAccountByRole.super_admin.firstName,
    lastName: demoAccountByRole.super_admin.lastName,
    role: 'super_admin',
  },
  admin: {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    email: demoAccountByRole.admin.email,
    firstName: demoAccountByRole.admin.firstName,
    lastName: demoAccountByRole.admin.lastName,
    role: 'admin',
  },
  broker: {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    email: demoAccountByRole.broker.email,
    firstName: demoAccountByRole.broker.firstName,
    lastName: demoAccountByRole.broker.lastName,
    role: 'broker',
  },
  seller: {
    ...base,
    id: '00000000-0000-4000-8000-000000000004',
    email: demoAccountByRole.seller.email,
    firstName: demoAccountByRole.seller.firstName,
    lastName: demoAccountByRole.seller.lastName,
    role: 'seller',
  },
  buyer: {
    ...base,
    id: '00000000-0000-4000-8000-000000000005',
    email: demoAccountByRole.buyer.email,
    firstName: demoAccountByRole.buyer.firstName,
    lastName: demoAccountByRole.buyer.lastName,
    role: 'buyer',
  },
};
