-- Sales contracts (issue 13): the PDF generated at the lock (deal_contracts, its SHA-256) and the parties'
-- electronic signatures (deal_signatures, one per side), with their event kinds.
CREATE TYPE "public"."contract_side" AS ENUM('seller', 'buyer');--> statement-breakpoint
ALTER TYPE "public"."deal_event_kind" ADD VALUE 'contract_generated';--> statement-breakpoint
ALTER TYPE "public"."deal_event_kind" ADD VALUE 'contract_signed';--> statement-breakpoint
CREATE TABLE "deal_contracts" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" varchar(512) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_size" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"side" "contract_side" NOT NULL,
	"user_id" uuid,
	"full_name" varchar(255) NOT NULL,
	"consent_text" text NOT NULL,
	"document_hash" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_contracts" ADD CONSTRAINT "deal_contracts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_id_deal_contracts_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal_contracts"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_signatures_deal_side_idx" ON "deal_signatures" USING btree ("deal_id","side");