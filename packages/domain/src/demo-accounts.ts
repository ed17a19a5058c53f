/**
 * The demo accounts: one list that the server's seed, the end-to-end tests and the story fixtures all
 * read, so the names a designer sees in Storybook are the names a user sees after `npm start`.
 * Demo data only: the server refuses to seed it in production unless forced (docs/security.md).
 */
import type { Role } from './enums';

/** The password of every demo account (public on purpose: it is printed in the README). */
export const DEMO_PASSWORD = 'petrobridge-demo';

export interface DemoAccount {
  readonly email: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
}

const account = (email: string, role: Role, firstName: string, lastName: string): DemoAccount => ({
  email,
  role,
  firstName,
  lastName,
});

/** The five accounts of the README's table, one per role. */
export const demoAccounts = {
  superAdmin: account('superadmin@petrobridge.test', 'super_admin', 'Grace', 'Mensah'),
  admin: account('admin@petrobridge.test', 'admin', 'Daniel', 'Keller'),
  broker: account('broker@petrobridge.test', 'broker', 'Amara', 'Okafor'),
  seller: account('seller@petrobridge.test', 'seller', 'Chinedu', 'Eze'),
  buyer: account('buyer@petrobridge.test', 'buyer', 'Emily', 'Carter'),
} as const satisfies Record<string, DemoAccount>;

/**
 * The owners of the other demo companies, a second broker, and a broker who registered recently and
 * awaits an admin's approval (docs/security.md, broker approval).
 */
export const demoOtherAccounts = {
  broker2: account('broker2@petrobridge.test', 'broker', 'Lars', 'Jensen'),
  brokerPending: account('broker.pending@petrobridge.test', 'broker', 'Ifeoma', 'Nwosu'),
  sellerAngola: account('seller.angola@petrobridge.test', 'seller', 'Joana', 'Silva'),
  sellerGhana: account('seller.ghana@petrobridge.test', 'seller', 'Kwame', 'Asante'),
  sellerLagos: account('seller.lagos@petrobridge.test', 'seller', 'Tunde', 'Bakare'),
  sellerLuanda: account('seller.luanda@petrobridge.test', 'seller', 'Mateus', 'Neto'),
  buyerRotterdam: account('buyer.rotterdam@petrobridge.test', 'buyer', 'Sanne', 'de Vries'),
  buyerHamburg: account('buyer.hamburg@petrobridge.test', 'buyer', 'Jonas', 'Weber'),
  buyerLondon: account('buyer.london@petrobridge.test', 'buyer', 'Oliver', 'Hughes'),
  buyerMarseille: account('buyer.marseille@petrobridge.test', 'buyer', 'Camille', 'Laurent'),
} as const satisfies Record<string, DemoAccount>;

/** The README account of each role. */
export const demoAccountByRole: Record<Role, DemoAccount> = {
  super_admin: demoAccounts.superAdmin,
  admin: demoAccounts.admin,
  broker: demoAccounts.broker,
  seller: demoAccounts.seller,
  buyer: demoAccounts.buyer,
};
