import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_registrations_payment_status" AS ENUM('none', 'unpaid', 'paid', 'refunded');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireRegistrationHolds' BEFORE 'tellCustomer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireRegistrationHolds' BEFORE 'tellCustomer';
  ALTER TABLE "payments" ADD COLUMN "registration_id" integer;
  ALTER TABLE "event_registrations" ADD COLUMN "fee" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "event_registrations" ADD COLUMN "payment_status" "enum_event_registrations_payment_status" DEFAULT 'none' NOT NULL;
  ALTER TABLE "event_registrations" ADD COLUMN "hold_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("registration_id");
  CREATE INDEX "event_registrations_payment_status_idx" ON "event_registrations" USING btree ("payment_status");
  CREATE INDEX "event_registrations_hold_expires_at_idx" ON "event_registrations" USING btree ("hold_expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DROP CONSTRAINT "payments_registration_id_event_registrations_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payments_registration_idx";
  DROP INDEX "event_registrations_payment_status_idx";
  DROP INDEX "event_registrations_hold_expires_at_idx";
  ALTER TABLE "payments" DROP COLUMN "registration_id";
  ALTER TABLE "event_registrations" DROP COLUMN "fee";
  ALTER TABLE "event_registrations" DROP COLUMN "payment_status";
  ALTER TABLE "event_registrations" DROP COLUMN "hold_expires_at";
  DROP TYPE "public"."enum_event_registrations_payment_status";`)
}
