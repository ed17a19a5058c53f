-- Exact counts of active listings per kind and product, kept by statement-level triggers with transition
-- tables (one counter update per statement, even for bulk inserts). See listingCounts in src/db/schema.ts.
-- Appended to the initial migration by scripts/generate-migration.mjs.
INSERT INTO "listing_counts" ("kind", "product_type")
  SELECT k, p FROM unnest(ARRAY['offer', 'rfq']) AS k CROSS JOIN unnest(enum_range(NULL::"product_type")) AS p;--> statement-breakpoint
CREATE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listing_counts lc SET active_count = lc.active_count + d.n
      FROM (SELECT product_type, count(*) AS n FROM new_rows WHERE is_active GROUP BY product_type) d
      WHERE lc.kind = TG_ARGV[0] AND lc.product_type = d.product_type;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_counts lc SET active_count = lc.active_count - d.n
      FROM (SELECT product_type, count(*) AS n FROM old_rows WHERE is_active GROUP BY product_type) d
      WHERE lc.kind = TG_ARGV[0] AND lc.product_type = d.product_type;
  ELSE
    UPDATE listing_counts lc SET active_count = lc.active_count + d.n
      FROM (
        SELECT product_type, sum(n) AS n FROM (
          SELECT product_type, count(*) AS n FROM new_rows WHERE is_active GROUP BY product_type
          UNION ALL
          SELECT product_type, -count(*) AS n FROM old_rows WHERE is_active GROUP BY product_type
        ) AS x GROUP BY product_type
      ) d
      WHERE lc.kind = TG_ARGV[0] AND lc.product_type = d.product_type AND d.n <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "offers_counts_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "offers_counts_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "offers_counts_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "rfqs_counts_insert" AFTER INSERT ON "rfqs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('rfq');--> statement-breakpoint
CREATE TRIGGER "rfqs_counts_update" AFTER UPDATE ON "rfqs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('rfq');--> statement-breakpoint
CREATE TRIGGER "rfqs_counts_delete" AFTER DELETE ON "rfqs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"('rfq');
