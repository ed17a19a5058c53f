ALTER TABLE "kyc_documents" ADD COLUMN "reupload_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "reupload_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "reupload_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reupload_requested_by_users_id_fk" FOREIGN KEY ("reupload_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;