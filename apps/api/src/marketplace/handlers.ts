/** Offers and RFQs: browse (anonymised), read one, create, edit or deactivate one's own. */
import type { FastifyReply } from 'fastify';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import type { UserRow } from '../db/rows';
import { userOf } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import { toOffer, toRfq } from '../http/serialize';
import { tradingCompany } from '../lib/companies';
import { today } from '../lib/read-models';
import { offerKind, rfqKind, type ListingKind, type ListingRow } from './kinds';
import {
  identitiesFor,
  insertOffer,
  insertRfq,
  listingById,
  listingPage,
  listingWithIdentity,
  overseeListing,
  patchListing,
} from './queries';
import {
  checkRanges,
  definedFields,
  fullyCommittedMessage,
  notOwned,
  ownIdentity,
  visible,
  type ListQuery,
} from './rules';

export function marketplaceHandlers(services: Services) {
  const { db } = services.database;
  const day = () => today(services.now());

  /** The listing if the user may see it, else 404. */
  function found<Row extends ListingRow>(
    kind: ListingKind<Row, unknown>,
    user: UserRow,
    row: Row | undefined,
  ): Row {
    if (!row || !visible(user, kind.ownerOf(row), row.isActive)) throw notFound(kind.notFound);
    return row;
  }

  /** Listings matching every given filter (active ones by default), in the given order; with the total. */
  async function list<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    user: UserRow,
    q: ListQuery,
    reply: FastifyReply,
  ): Promise<Out[]> {
    checkRanges(q);
    const { rows, total } = await listingPage(services.database, kind, user, q);
    const key = (r: Row) => ({ ownerId: kind.ownerOf(r), companyId: r.companyId });
    const identity = await identitiesFor(db, user, rows.map(key));
    reply.header('x-total-count', String(total));
    const date = day();
    return rows.map((r) => kind.serialize(r, identity(key(r)), user, date));
  }

  /** One listing: 404 unless the user may see it. */
  async function get<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    user: UserRow,
    id: string,
  ): Promise<Out> {
    const listing = found(kind, user, await listingById(services.database, kind, id));
    const key = { ownerId: kind.ownerOf(listing), companyId: listing.companyId };
    const identity = (await identitiesFor(db, user, [key]))(key);
    return kind.serialize(listing, identity, user, day());
  }

  /** The owner's edit: 404 unless visible, 403 unless their own, then the patch. */
  async function update<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    user: UserRow,
    id: string,
    body: Partial<Row>,
  ): Promise<Out> {
    const row = await listingWithIdentity(db, kind, id);
    const listing = found(kind, user, row?.listing);
    if (kind.ownerOf(listing) !== user.id) throw forbidden(kind.forbidden);
    const patch = definedFields(body);
    if (patch.isActive === true && listing.deactivationReason)
      throw conflict(
        `An administrator took this ${kind.label} down: ${listing.deactivationReason}. Contact support to have it reinstated.`,
      );
    if (patch.isActive === true && 'fullyCommitted' in listing && listing.fullyCommitted)
      throw conflict(fullyCommittedMessage);
    kind.checkPatch?.(listing, patch);
    const updated = await patchListing(db, kind, id, patch, services.now());
    return kind.serialize(updated, row!, user, day());
  }

  /** An admin's take-down (`reason`) or reinstatement (null) of a listing. */
  async function oversee<Row extends ListingRow, Out>(
    kind: ListingKind<Row, Out>,
    admin: UserRow,
    id: string,
    reason: string | null,
  ): Promise<Out> {
    const { listing, identity } = await overseeListing(
      services.database,
      kind,
      admin,
      id,
      reason,
      services.now(),
    );
    return kind.serialize(listing, identity, admin, day());
  }

  return {
    deactivateOffer: (request) =>
      oversee(offerKind, userOf(request), request.params.id, request.body.reason),
    reactivateOffer: (request) => oversee(offerKind, userOf(request), request.params.id, null),
    deactivateRfq: (request) =>
      oversee(rfqKind, userOf(request), request.params.id, request.body.reason),
    reactivateRfq: (request) => oversee(rfqKind, userOf(request), request.params.id, null),
    listOffers: (request, reply) => list(offerKind, userOf(request), request.query, reply),
    listRfqs: (request, reply) => list(rfqKind, userOf(request), request.query, reply),
    getOffer: (request) => get(offerKind, userOf(request), request.params.id),
    getRfq: (request) => get(rfqKind, userOf(request), request.params.id),
    updateOffer: (request) => update(offerKind, userOf(request), request.params.id, request.body),
    updateRfq: (request) => update(rfqKind, userOf(request), request.params.id, request.body),

    async createOffer(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const company = await tradingCompany(services.database, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const created = await insertOffer(services.database, user, company, body, services.now());
      return reply.status(201).send(toOffer(created, ownIdentity(company, user), user, day()));
    },

    async createRfq(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const company = await tradingCompany(services.database, user, body.companyId);
      if (company === 'not-owned') throw notOwned();
      const created = await insertRfq(db, user, company, body, services.now());
      return reply.status(201).send(toRfq(created, ownIdentity(company, user), user));
    },
  } satisfies Partial<Handlers>;
}
