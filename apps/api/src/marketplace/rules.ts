/** The marketplace's rules without a database: who sees a listing, the list's ranges, the refusals. */
import {
  isStaffRole,
  productTypes,
  productTypesMatching,
  toScaled,
  type ProductType,
} from '@petrobridge/domain';
import type { CompanyRow, UserRow } from '../db/rows';
import { badRequest } from '../http/errors';
import type { QueryParams } from '../http/handlers';
import type { ListingIdentity } from '../http/serialize';

/** The query of the listing feeds (offers' and RFQs' are the same). */
export type ListQuery = QueryParams<'listOffers'>;
export type ListingSort = NonNullable<ListQuery['sort']>;

/** `%text%` for ILIKE with the wildcards in the text escaped. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const notOwned = () =>
  badRequest('Invalid request', [{ path: 'companyId', message: 'Choose one of your companies' }]);

export const totalTooLarge = () =>
  badRequest('Invalid request', [
    { path: 'pricePerUnit', message: 'Total value must be below 10,000,000,000,000' },
  ]);

/** An offer whose whole volume locked deals committed stays off the market until one is cancelled. */
export const fullyCommittedMessage =
  'This offer is fully committed to locked deals: it comes back on the market only if one of them is cancelled';

/** The identity shown on a listing its owner has just posted through `company`. */
export const ownIdentity = (company: CompanyRow, user: UserRow): ListingIdentity => ({
  companyName: company.name,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

/** Whether the user may see a listing: active ones everyone, inactive ones their owner and staff. */
export const visible = (user: UserRow, ownerId: string, isActive: boolean) =>
  isActive || isStaffRole(user.role) || user.id === ownerId;

/** 400 when a range is upside down: the client sent two bounds that no listing can meet. */
export function checkRanges(q: ListQuery) {
  const errors = [];
  if (q.minPrice && q.maxPrice && toScaled(q.minPrice, 2) > toScaled(q.maxPrice, 2))
    errors.push({
      path: 'minPrice',
      message: 'The minimum price must not exceed the maximum price',
    });
  if (q.deliveryFrom && q.deliveryTo && q.deliveryFrom > q.deliveryTo)
    errors.push({
      path: 'deliveryFrom',
      message: 'The delivery window must not start after it ends',
    });
  if (errors.length) throw badRequest('Invalid request', errors);
}

/**
 * The products whose name or code holds the search text, worked out here rather than by an ILIKE on
 * the enum's text, so that every branch of the search's OR has an index (the trigram ones of 0007).
 */
export function productsMatching(text: string): ProductType[] {
  const lower = text.toLowerCase();
  return [
    ...new Set([...productTypesMatching(text), ...productTypes.filter((p) => p.includes(lower))]),
  ];
}

/** The fields of an edit that were given (an absent field leaves the listing's value alone). */
export function definedFields<T extends object>(value: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) out[key] = value[key];
  return out;
}
