import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rebuildSiteOnNewDay' BEFORE 'expireBookingHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rebuildSiteOnNewDay' BEFORE 'expireBookingHolds';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'completeCharters', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellOfUnreadMessage', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'completeCharters', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellOfUnreadMessage', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
