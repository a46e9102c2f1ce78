import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('kept', 'sending', 'sent', 'failed');
  ALTER TABLE "email_outbox" ADD COLUMN "status" "enum_email_outbox_status" DEFAULT 'kept' NOT NULL;
  ALTER TABLE "email_outbox" ADD COLUMN "provider" varchar;
  ALTER TABLE "email_outbox" ADD COLUMN "provider_id" varchar;
  ALTER TABLE "email_outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "email_outbox" ADD COLUMN "sent_at" timestamp(3) with time zone;
  ALTER TABLE "email_outbox" ADD COLUMN "error" varchar;
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_outbox_status_idx";
  ALTER TABLE "email_outbox" DROP COLUMN "status";
  ALTER TABLE "email_outbox" DROP COLUMN "provider";
  ALTER TABLE "email_outbox" DROP COLUMN "provider_id";
  ALTER TABLE "email_outbox" DROP COLUMN "attempts";
  ALTER TABLE "email_outbox" DROP COLUMN "sent_at";
  ALTER TABLE "email_outbox" DROP COLUMN "error";
  DROP TYPE "public"."enum_email_outbox_status";`)
}
