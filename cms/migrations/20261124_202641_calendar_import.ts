import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importYachtCalendars';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importYachtCalendars';
  ALTER TABLE "yachts" ADD COLUMN "calendar_import_url" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_calendar_import_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "yachts" DROP COLUMN "calendar_import_url";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_calendar_import_url";`)
}
