-- The owner of a KYC document is told once, ahead of time, that it expires (issue 14).
ALTER TABLE "kyc_documents" ADD COLUMN "expiry_notice_at" timestamp with time zone;