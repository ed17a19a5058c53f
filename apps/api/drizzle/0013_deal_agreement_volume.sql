-- Agreement before binding (issue 27): each principal's acceptance of a proposal, the proposal a deal's
-- terms come from, and each offer's volume committed to locked deals.
ALTER TABLE "deal_proposals" ADD COLUMN "on_behalf_of" "contract_side";--> statement-breakpoint
ALTER TABLE "deal_proposals" ADD COLUMN "seller_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_proposals" ADD COLUMN "buyer_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "agreed_proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "committed_volume" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "fully_committed" boolean DEFAULT false NOT NULL;;--> statement-breakpoint
-- Under the old rule an accepted proposal had been accepted by the side that did not make it: both sides.
UPDATE "deal_proposals" SET "seller_accepted_at" = coalesce("responded_at", "created_at"),
    "buyer_accepted_at" = coalesce("responded_at", "created_at")
  WHERE "status" = 'accepted';--> statement-breakpoint
-- An open or countered proposal of a principal counts as accepted by its author's side.
UPDATE "deal_proposals" SET "seller_accepted_at" = "created_at"
  WHERE "status" <> 'accepted' AND "author_role" = 'seller';--> statement-breakpoint
UPDATE "deal_proposals" SET "buyer_accepted_at" = "created_at"
  WHERE "status" <> 'accepted' AND "author_role" = 'buyer';--> statement-breakpoint
-- A deal's agreed terms: its latest accepted proposal.
UPDATE "deals" d SET "agreed_proposal_id" = p."id", "terms_agreed_at" = p."seller_accepted_at"
  FROM (SELECT DISTINCT ON ("deal_id") "deal_id", "id", "seller_accepted_at" FROM "deal_proposals"
        WHERE "status" = 'accepted' ORDER BY "deal_id", "created_at" DESC, "seq" DESC) p
  WHERE p."deal_id" = d."id";--> statement-breakpoint
-- Deals locked before this migration were bound by their lock.
UPDATE "deals" SET "terms_agreed_at" = coalesce("locked_at", "updated_at")
  WHERE "terms_agreed_at" IS NULL AND "status" NOT IN ('negotiation', 'cancelled');--> statement-breakpoint
UPDATE "offers" o SET "committed_volume" = least(o."volume", c."committed")
  FROM (SELECT "offer_id", sum("volume")::int AS "committed" FROM "deals"
        WHERE "offer_id" IS NOT NULL AND "status" NOT IN ('negotiation', 'cancelled')
        GROUP BY "offer_id") c
  WHERE c."offer_id" = o."id";
