-- A marketplace search's exact total without checking each matching row (issue 12): active listings per
-- kind, product and delivery place ('' for none), kept by statement-level triggers with transition tables
-- like listing_counts (src/db/listing-counts.sql), filled here from the listings there are.
CREATE TABLE "listing_place_counts" (
	"kind" varchar(8) NOT NULL,
	"product_type" "product_type" NOT NULL,
	"delivery_location" varchar(255) NOT NULL,
	"active_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_place_counts_kind_product_type_delivery_location_pk" PRIMARY KEY("kind","product_type","delivery_location")
);--> statement-breakpoint
CREATE FUNCTION "listing_place_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_place_counts AS lc (kind, product_type, delivery_location, active_count)
      SELECT TG_ARGV[0], product_type, coalesce(delivery_location, ''), count(*)
        FROM new_rows WHERE is_active GROUP BY 2, 3
      ON CONFLICT (kind, product_type, delivery_location)
        DO UPDATE SET active_count = lc.active_count + excluded.active_count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE listing_place_counts lc SET active_count = lc.active_count - d.n
      FROM (SELECT product_type, coalesce(delivery_location, '') AS place, count(*) AS n
              FROM old_rows WHERE is_active GROUP BY 1, 2) d
      WHERE lc.kind = TG_ARGV[0] AND lc.product_type = d.product_type AND lc.delivery_location = d.place;
  ELSE
    INSERT INTO listing_place_counts AS lc (kind, product_type, delivery_location, active_count)
      SELECT TG_ARGV[0], product_type, place, sum(n) FROM (
        SELECT product_type, coalesce(delivery_location, '') AS place, count(*) AS n
          FROM new_rows WHERE is_active GROUP BY 1, 2
        UNION ALL
        SELECT product_type, coalesce(delivery_location, '') AS place, -count(*) AS n
          FROM old_rows WHERE is_active GROUP BY 1, 2
      ) AS x GROUP BY 2, 3 HAVING sum(n) <> 0
      ON CONFLICT (kind, product_type, delivery_location)
        DO UPDATE SET active_count = lc.active_count + excluded.active_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "offers_place_counts_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "offers_place_counts_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "offers_place_counts_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('offer');--> statement-breakpoint
CREATE TRIGGER "rfqs_place_counts_insert" AFTER INSERT ON "rfqs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('rfq');--> statement-breakpoint
CREATE TRIGGER "rfqs_place_counts_update" AFTER UPDATE ON "rfqs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('rfq');--> statement-breakpoint
CREATE TRIGGER "rfqs_place_counts_delete" AFTER DELETE ON "rfqs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_apply"('rfq');--> statement-breakpoint
INSERT INTO "listing_place_counts" ("kind", "product_type", "delivery_location", "active_count")
  SELECT 'offer', product_type, coalesce(delivery_location, ''), count(*) FROM offers WHERE is_active GROUP BY 2, 3
  UNION ALL
  SELECT 'rfq', product_type, coalesce(delivery_location, ''), count(*) FROM rfqs WHERE is_active GROUP BY 2, 3;
