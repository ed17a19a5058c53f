-- The deal desk (issue 13): negotiation proposals (deal_proposals), shipping details beside the letter of credit
-- (deals.shipping_details; lc_details becomes the structured LC of lcDetailsSchema) and their event kinds.
CREATE TYPE "public"."deal_proposal_status" AS ENUM('open', 'accepted', 'countered', 'closed');--> statement-breakpoint
ALTER TYPE "public"."deal_event_kind" ADD VALUE 'proposal_accepted';--> statement-breakpoint
ALTER TYPE "public"."deal_event_kind" ADD VALUE 'lc_recorded';--> statement-breakpoint
ALTER TYPE "public"."deal_event_kind" ADD VALUE 'shipping_recorded';--> statement-breakpoint
CREATE TABLE "deal_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" "role" NOT NULL,
	"price_per_unit" numeric(10, 2) NOT NULL,
	"volume" integer NOT NULL,
	"delivery_date" date,
	"notes" text,
	"status" "deal_proposal_status" DEFAULT 'open' NOT NULL,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "shipping_details" jsonb;--> statement-breakpoint
ALTER TABLE "deal_proposals" ADD CONSTRAINT "deal_proposals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_proposals" ADD CONSTRAINT "deal_proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_proposals" ADD CONSTRAINT "deal_proposals_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_proposals_deal_created_idx" ON "deal_proposals" USING btree ("deal_id","created_at","seq");