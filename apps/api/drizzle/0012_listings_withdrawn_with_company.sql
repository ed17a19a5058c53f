-- A company an admin deactivates takes its active listings off the marketplace, marked so that reactivating
-- the company brings back those and only those. Companies deactivated before this migration: the same now.
ALTER TABLE "offers" ADD COLUMN "withdrawn_with_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "withdrawn_with_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "offers" SET "is_active" = false, "withdrawn_with_company" = true,
    "deactivation_reason" = 'Company deactivated: ' || coalesce(c."deactivation_reason", 'no reason given')
  FROM "companies" c
  WHERE c."id" = "offers"."company_id" AND NOT c."is_active" AND "offers"."is_active";--> statement-breakpoint
UPDATE "rfqs" SET "is_active" = false, "withdrawn_with_company" = true,
    "deactivation_reason" = 'Company deactivated: ' || coalesce(c."deactivation_reason", 'no reason given')
  FROM "companies" c
  WHERE c."id" = "rfqs"."company_id" AND NOT c."is_active" AND "rfqs"."is_active";
