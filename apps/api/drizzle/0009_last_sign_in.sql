-- The last successful sign-in of each account (issue 16: the admins' user list shows it).
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;