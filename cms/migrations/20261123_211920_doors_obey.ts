import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts" ADD COLUMN "review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_review_requested_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "public_profile" boolean DEFAULT false;
  -- Written by hand: codes sent before this migration are bound to the address the account had.
  ALTER TABLE "auth_codes" ADD COLUMN "email" varchar;
  UPDATE "auth_codes" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "auth_codes"."user_id";
  DELETE FROM "auth_codes" WHERE "email" IS NULL;
  ALTER TABLE "auth_codes" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "yachts" DROP COLUMN "review_requested_at";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_review_requested_at";
  ALTER TABLE "users" DROP COLUMN "public_profile";
  ALTER TABLE "auth_codes" DROP COLUMN "email";`)
}
