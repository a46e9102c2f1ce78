import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_review_reports_reason" AS ENUM('spam', 'abuse', 'offTopic', 'other');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-hidden' BEFORE 'order-released';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-shown' BEFORE 'order-released';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'completeCharters' BEFORE 'refundPayment';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'completeCharters' BEFORE 'refundPayment';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"author_id" integer,
  	"author_name" varchar,
  	"yacht_id" integer,
  	"trip_package_id" integer,
  	"sailed_on" varchar,
  	"rating" numeric NOT NULL,
  	"yacht_rating" numeric,
  	"crew_rating" numeric,
  	"value_rating" numeric,
  	"body" varchar NOT NULL,
  	"language" "enum_reviews_language" DEFAULT 'ru' NOT NULL,
  	"edited_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"hidden" boolean DEFAULT false,
  	"hidden_at" timestamp(3) with time zone,
  	"hidden_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"reporter_id" integer NOT NULL,
  	"reason" "enum_review_reports_reason" DEFAULT 'other' NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_reports_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trip_package_id_trip_packages_id_fk" FOREIGN KEY ("trip_package_id") REFERENCES "public"."trip_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");
  CREATE INDEX "reviews_yacht_idx" ON "reviews" USING btree ("yacht_id");
  CREATE INDEX "reviews_trip_package_idx" ON "reviews" USING btree ("trip_package_id");
  CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden");
  CREATE INDEX "reviews_hidden_by_idx" ON "reviews" USING btree ("hidden_by_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");
  CREATE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("reporter_id");
  CREATE INDEX "review_reports_updated_at_idx" ON "review_reports" USING btree ("updated_at");
  CREATE INDEX "review_reports_created_at_idx" ON "review_reports" USING btree ("created_at");
  -- Stars are whole numbers from 1 to 5 whatever door a row comes through.
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_stars" CHECK ("rating" IN (1, 2, 3, 4, 5));
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_aspect_stars" CHECK (
    coalesce("yacht_rating", 1) IN (1, 2, 3, 4, 5) AND coalesce("crew_rating", 1) IN (1, 2, 3, 4, 5) AND coalesce("value_rating", 1) IN (1, 2, 3, 4, 5));
  CREATE UNIQUE INDEX "review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_reports_fk" FOREIGN KEY ("review_reports_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("review_reports_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_reports" CASCADE;
  -- Dropping the tables took the lock table's foreign keys and indexes with them.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reviews_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_review_reports_fk";
  -- The values the older types lack cannot be cast back: their rows go (entries about reviews, the completion job's runs).
  DELETE FROM "audit_log" WHERE "action" IN ('review-hidden', 'review-shown');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'completeCharters';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'completeCharters';
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('roles-changed', 'account-locked', 'account-unlocked', 'email-verified-changed', 'submission-approved', 'submission-rejected', 'comment-hidden', 'comment-shown', 'order-released');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_review_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_reports_id";
  DROP TYPE "public"."enum_reviews_language";
  DROP TYPE "public"."enum_review_reports_reason";`)
}
