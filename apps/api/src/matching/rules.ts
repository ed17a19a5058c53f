/** The matching's rules without a database: the default length, a listing's identity, the ranking. */
import type { MatchResult } from '@petrobridge/domain';
import type { ListingIdentity } from '../http/serialize';

export const DEFAULT_LIMIT = 20;

/** The identity a candidate carries. */
export const identity = (row: ListingIdentity): ListingIdentity => ({
  companyName: row.companyName,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** Best score first; the rows come newest first, and the sort is stable. */
export const ranked = <T extends MatchResult>(items: T[], limit: number) =>
  items
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
