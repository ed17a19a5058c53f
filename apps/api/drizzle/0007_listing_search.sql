-- The marketplace's free-text search (issue 12): pg_trgm's trigram indexes on the delivery place and the
-- terms / specifications of active listings, which serve ILIKE '%text%'. pg_trgm is a trusted extension
-- (PostgreSQL 13+): a database owner may create it; PGlite loads it (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "offers_location_trgm_idx" ON "offers" USING gin ("delivery_location" gin_trgm_ops) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_terms_trgm_idx" ON "offers" USING gin ("terms" gin_trgm_ops) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_location_trgm_idx" ON "rfqs" USING gin ("delivery_location" gin_trgm_ops) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_specifications_trgm_idx" ON "rfqs" USING gin ("specifications" gin_trgm_ops) WHERE "rfqs"."is_active";