CREATE TYPE "public"."auth_provider" AS ENUM('local', 'oidc');--> statement-breakpoint
CREATE TYPE "public"."billing_interval" AS ENUM('monthly', 'yearly', 'one-time');--> statement-breakpoint
CREATE TYPE "public"."deal_event_kind" AS ENUM('created', 'status_changed', 'locked', 'commission_changed', 'proposal');--> statement-breakpoint
CREATE TYPE "public"."deal_status" AS ENUM('negotiation', 'lc_pending', 'lc_confirmed', 'shipped', 'delivered', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('business_license', 'tax_certificate', 'bank_statement', 'insurance_certificate', 'trade_license', 'other', 'company_registration', 'financial_statements', 'compliance_certificate');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('pending', 'under_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('success', 'info', 'warning');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'expired', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('crude_oil_wti', 'crude_oil_brent', 'natural_gas', 'diesel', 'gasoline', 'jet_fuel', 'heating_oil');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('super_admin', 'admin', 'broker', 'seller', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'expired', 'cancelled', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."volume_unit" AS ENUM('bbl', 'MMBtu', 'gal', 'MT');--> statement-breakpoint
CREATE SEQUENCE "public"."deal_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "auth_flows" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"state" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"role" "role",
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"registration_number" varchar(255),
	"address" varchar(1000),
	"country" varchar(255),
	"industry" varchar(255) DEFAULT 'oil_gas',
	"website" varchar(255),
	"owner_id" uuid NOT NULL,
	"kyc_status" "kyc_status" DEFAULT 'pending' NOT NULL,
	"kyc_notes" text,
	"kyc_reviewed_by" uuid,
	"kyc_reviewed_at" timestamp with time zone,
	"kyc_submitted_at" timestamp with time zone,
	"kyc_required_documents" jsonb DEFAULT '["business_license","tax_certificate","bank_statement","insurance_certificate"]'::jsonb NOT NULL,
	"kyc_completion_percentage" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" varchar(320) NOT NULL,
	"customer_name" varchar(255),
	"subscription_plan_id" uuid NOT NULL,
	"payment_link_id" uuid,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" "deal_event_kind" NOT NULL,
	"from_status" "deal_status",
	"to_status" "deal_status",
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_number" varchar(32) NOT NULL,
	"broker_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_company_id" uuid NOT NULL,
	"buyer_company_id" uuid NOT NULL,
	"offer_id" uuid,
	"rfq_id" uuid,
	"product_type" "product_type" NOT NULL,
	"volume" integer NOT NULL,
	"volume_unit" "volume_unit" NOT NULL,
	"price_per_unit" numeric(10, 2),
	"total_value" numeric(15, 2),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"commission_rate" numeric(5, 2) DEFAULT '2.50' NOT NULL,
	"commission_amount" numeric(15, 2),
	"status" "deal_status" DEFAULT 'negotiation' NOT NULL,
	"delivery_location" varchar(255),
	"delivery_date" date,
	"lc_details" jsonb,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"locked_at" timestamp with time zone,
	"locked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_deal_number_unique" UNIQUE("deal_number")
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_type" "document_type" NOT NULL,
	"original_file_name" varchar(255) NOT NULL,
	"file_path" varchar(512) NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" varchar(255) NOT NULL,
	"status" "kyc_status" DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by_id" uuid,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_counts" (
	"kind" varchar(8) NOT NULL,
	"product_type" "product_type" NOT NULL,
	"active_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_kind_product_type_pk" PRIMARY KEY("kind","product_type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"type" "notification_type" DEFAULT 'info' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"related_entity_type" varchar(32),
	"related_entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"product_type" "product_type" NOT NULL,
	"volume" integer NOT NULL,
	"volume_unit" "volume_unit" DEFAULT 'bbl' NOT NULL,
	"price_per_unit" numeric(10, 2),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"delivery_location" varchar(255),
	"delivery_date" date,
	"terms" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_anonymized" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"crypto_invoice_id" varchar(255),
	"payment_url" text,
	"qr_code_url" text,
	"subscription_plan_id" uuid,
	"created_by_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_crypto_invoice_id_unique" UNIQUE("crypto_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_transaction_id" varchar(255) NOT NULL,
	"payment_link_id" uuid,
	"customer_subscription_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"crypto_currency" varchar(16),
	"crypto_amount" numeric(18, 8),
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"customer_email" varchar(320),
	"customer_name" varchar(255),
	"tx_hash" varchar(255),
	"block_confirmations" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"webhook_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_provider_transaction_id_unique" UNIQUE("provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"product_type" "product_type" NOT NULL,
	"volume" integer NOT NULL,
	"volume_unit" "volume_unit" DEFAULT 'bbl' NOT NULL,
	"max_price_per_unit" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"delivery_location" varchar(255) NOT NULL,
	"required_delivery_date" date NOT NULL,
	"specifications" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"billing_interval" "billing_interval" DEFAULT 'monthly' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"storage_key" varchar(512),
	"file_size" integer,
	"mime_type" varchar(255),
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320) NOT NULL,
	"first_name" varchar(255),
	"last_name" varchar(255),
	"profile_image_url" text,
	"role" "role" DEFAULT 'buyer' NOT NULL,
	"password_hash" text,
	"auth_provider" "auth_provider" DEFAULT 'oidc' NOT NULL,
	"oidc_issuer" text,
	"oidc_subject" text,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kyc_reviewed_by_users_id_fk" FOREIGN KEY ("kyc_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_replaced_by_id_kyc_documents_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_flows_expires_at_idx" ON "auth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "companies_owner_id_idx" ON "companies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_kyc_queue_idx" ON "companies" USING btree ("kyc_status","kyc_submitted_at","created_at");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_email_idx" ON "customer_subscriptions" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_plan_idx" ON "customer_subscriptions" USING btree ("subscription_plan_id");--> statement-breakpoint
CREATE INDEX "deal_events_deal_created_idx" ON "deal_events" USING btree ("deal_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_broker_created_idx" ON "deals" USING btree ("broker_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_seller_created_idx" ON "deals" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_buyer_created_idx" ON "deals" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_status_idx" ON "deals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deals_offer_id_idx" ON "deals" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "deals_rfq_id_idx" ON "deals" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "deals_seller_company_idx" ON "deals" USING btree ("seller_company_id");--> statement-breakpoint
CREATE INDEX "deals_buyer_company_idx" ON "deals" USING btree ("buyer_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_current_unique" ON "kyc_documents" USING btree ("company_id","document_type") WHERE "kyc_documents"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "kyc_documents_company_type_idx" ON "kyc_documents" USING btree ("company_id","document_type","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "offers_feed_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_product_feed_idx" ON "offers" USING btree ("product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_seller_created_idx" ON "offers" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_company_id_idx" ON "offers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "payment_links_created_by_idx" ON "payment_links" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "payment_links_plan_idx" ON "payment_links" USING btree ("subscription_plan_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_link_idx" ON "payment_transactions" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_subscription_idx" ON "payment_transactions" USING btree ("customer_subscription_id");--> statement-breakpoint
CREATE INDEX "rfqs_feed_idx" ON "rfqs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_product_feed_idx" ON "rfqs" USING btree ("product_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "rfqs"."is_active";--> statement-breakpoint
CREATE INDEX "rfqs_buyer_created_idx" ON "rfqs" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rfqs_company_id_idx" ON "rfqs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_unique" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
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
