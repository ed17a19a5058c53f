-- An admin deactivating an account takes its owner's active listings off the marketplace, marked so that
-- reactivating the account brings back those and only those (as 0012 does for a company). A listing may be
-- withdrawn with both its company and its owner: it comes back when neither holds. Accounts deactivated
-- before this migration: the same now.
ALTER TABLE "offers" ADD COLUMN "withdrawn_with_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "withdrawn_with_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "offers" SET "withdrawn_with_owner" = true,
    "deactivation_reason" = CASE WHEN "offers"."is_active"
      THEN 'Account deactivated: ' || coalesce(u."deactivation_reason", 'no reason given')
      ELSE "offers"."deactivation_reason" END,
    "is_active" = false
  FROM "users" u
  WHERE u."id" = "offers"."seller_id" AND u."deactivated_at" IS NOT NULL
    AND ("offers"."is_active" OR "offers"."withdrawn_with_company");--> statement-breakpoint
UPDATE "rfqs" SET "withdrawn_with_owner" = true,
    "deactivation_reason" = CASE WHEN "rfqs"."is_active"
      THEN 'Account deactivated: ' || coalesce(u."deactivation_reason", 'no reason given')
      ELSE "rfqs"."deactivation_reason" END,
    "is_active" = false
  FROM "users" u
  WHERE u."id" = "rfqs"."buyer_id" AND u."deactivated_at" IS NOT NULL
    AND ("rfqs"."is_active" OR "rfqs"."withdrawn_with_company");
