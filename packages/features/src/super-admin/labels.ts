import type { Schema } from '@petrobridge/api-client';

/** Roles as the panel names them. */
export const roleNames: Record<Schema<'Role'>, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  broker: 'Broker',
  seller: 'Seller',
  buyer: 'Buyer',
};
