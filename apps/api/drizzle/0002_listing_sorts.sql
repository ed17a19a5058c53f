-- The marketplace sorts of GET /api/offers and /api/rfqs (price, volume, delivery): one partial index of the
-- active listings per order, each ending in the newest-first tie-breaker, so a deep page walks an index.
CREATE INDEX "offers_price_asc_idx" ON "offers" USING btree ("price_per_unit","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_price_desc_idx" ON "offers" USING btree ("price_per_unit" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_volume_asc_idx" ON "offers" USING btree ("volume","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_volume_desc_idx" ON "offers" USING btree ("volume" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_delivery_asc_idx" ON "offers" USING btree ("delivery_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_price_asc_idx" ON "rfqs" USING btree ("max_price_per_unit","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_price_desc_idx" ON "rfqs" USING btree ("max_price_per_unit" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_volume_asc_idx" ON "rfqs" USING btree ("volume","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_volume_desc_idx" ON "rfqs" USING btree ("volume" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_delivery_asc_idx" ON "rfqs" USING btree ("required_delivery_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";