-- Proof-of-product documents on offers (issue 12): offer_documents, reviewed by admins, and offers.verified_supply
-- (an approved inspection_report and storage_receipt), kept by reviewOfferDocument. Every existing offer has no
-- documents yet, so the default (false) is its true value.
CREATE TYPE "public"."offer_document_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."offer_document_type" AS ENUM('storage_receipt', 'inspection_report', 'q88', 'other');--> statement-breakpoint
CREATE TABLE "offer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"document_type" "offer_document_type" NOT NULL,
	"original_file_name" varchar(255) NOT NULL,
	"file_path" varchar(512) NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" varchar(255) NOT NULL,
	"status" "offer_document_status" DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "verified_supply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_documents_offer_idx" ON "offer_documents" USING btree ("offer_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "offer_documents_queue_idx" ON "offer_documents" USING btree ("status","uploaded_at","id");