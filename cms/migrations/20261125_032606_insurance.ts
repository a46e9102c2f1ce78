import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('pending', 'quoted', 'selected');
  CREATE TYPE "public"."enum_insurance_quotes_status" AS ENUM('offered', 'selected', 'void');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'quoteInsurance' BEFORE 'tellCustomer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'quoteInsurance' BEFORE 'tellCustomer';
  CREATE TABLE "insurers_experience_discounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_years" numeric NOT NULL,
  	"percent" numeric NOT NULL
  );
  
  CREATE TABLE "insurers_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "insurers_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "insurers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"base_rate_per_day" numeric NOT NULL,
  	"per_passenger_per_day" numeric NOT NULL,
  	"coverage_rate_percent" numeric NOT NULL,
  	"no_crew_loading_percent" numeric NOT NULL,
  	"minimum_premium" numeric NOT NULL,
  	"deductible" numeric NOT NULL,
  	"inspection_above_coverage" numeric,
  	"inspection_without_crew" boolean DEFAULT false,
  	"validity_days" numeric DEFAULT 14 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"location" varchar NOT NULL,
  	"passengers" numeric NOT NULL,
  	"coverage_amount" numeric NOT NULL,
  	"captain_experience_years" numeric NOT NULL,
  	"professional_crew" boolean DEFAULT false NOT NULL,
  	"notes" varchar,
  	"requester_id" integer,
  	"language" "enum_quote_requests_language" DEFAULT 'ru' NOT NULL,
  	"status" "enum_quote_requests_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"insurers_id" integer
  );
  
  CREATE TABLE "insurance_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"insurer_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"total_premium" numeric NOT NULL,
  	"deductible" numeric NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"requires_inspection" boolean DEFAULT false NOT NULL,
  	"features" jsonb,
  	"status" "enum_insurance_quotes_status" DEFAULT 'offered' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insurers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insurance_quotes_id" integer;
  ALTER TABLE "insurers_experience_discounts" ADD CONSTRAINT "insurers_experience_discounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "insurers_features" ADD CONSTRAINT "insurers_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "insurers_features_locales" ADD CONSTRAINT "insurers_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."insurers_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_rels" ADD CONSTRAINT "quote_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_rels" ADD CONSTRAINT "quote_requests_rels_insurers_fk" FOREIGN KEY ("insurers_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "insurance_quotes" ADD CONSTRAINT "insurance_quotes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurance_quotes" ADD CONSTRAINT "insurance_quotes_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "insurers_experience_discounts_order_idx" ON "insurers_experience_discounts" USING btree ("_order");
  CREATE INDEX "insurers_experience_discounts_parent_id_idx" ON "insurers_experience_discounts" USING btree ("_parent_id");
  CREATE INDEX "insurers_features_order_idx" ON "insurers_features" USING btree ("_order");
  CREATE INDEX "insurers_features_parent_id_idx" ON "insurers_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "insurers_features_locales_locale_parent_id_unique" ON "insurers_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "insurers_name_idx" ON "insurers" USING btree ("name");
  CREATE INDEX "insurers_active_idx" ON "insurers" USING btree ("active");
  CREATE INDEX "insurers_updated_at_idx" ON "insurers" USING btree ("updated_at");
  CREATE INDEX "insurers_created_at_idx" ON "insurers" USING btree ("created_at");
  CREATE INDEX "quote_requests_requester_idx" ON "quote_requests" USING btree ("requester_id");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "quote_requests_rels_order_idx" ON "quote_requests_rels" USING btree ("order");
  CREATE INDEX "quote_requests_rels_parent_idx" ON "quote_requests_rels" USING btree ("parent_id");
  CREATE INDEX "quote_requests_rels_path_idx" ON "quote_requests_rels" USING btree ("path");
  CREATE INDEX "quote_requests_rels_insurers_id_idx" ON "quote_requests_rels" USING btree ("insurers_id");
  CREATE INDEX "insurance_quotes_request_idx" ON "insurance_quotes" USING btree ("request_id");
  -- Written by hand: one quote per insurer and request (a retried job cannot quote twice), and one selected quote per request.
  CREATE UNIQUE INDEX "insurance_quotes_request_insurer_unique" ON "insurance_quotes" USING btree ("request_id", "insurer_id");
  CREATE UNIQUE INDEX "insurance_quotes_one_selected" ON "insurance_quotes" USING btree ("request_id") WHERE "status" = 'selected';
  CREATE INDEX "insurance_quotes_insurer_idx" ON "insurance_quotes" USING btree ("insurer_id");
  CREATE UNIQUE INDEX "insurance_quotes_reference_idx" ON "insurance_quotes" USING btree ("reference");
  CREATE INDEX "insurance_quotes_status_idx" ON "insurance_quotes" USING btree ("status");
  CREATE INDEX "insurance_quotes_updated_at_idx" ON "insurance_quotes" USING btree ("updated_at");
  CREATE INDEX "insurance_quotes_created_at_idx" ON "insurance_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insurers_fk" FOREIGN KEY ("insurers_id") REFERENCES "public"."insurers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insurance_quotes_fk" FOREIGN KEY ("insurance_quotes_id") REFERENCES "public"."insurance_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_insurers_id_idx" ON "payload_locked_documents_rels" USING btree ("insurers_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_insurance_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("insurance_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "insurers_experience_discounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurers_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurers_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurance_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "insurers_experience_discounts" CASCADE;
  DROP TABLE "insurers_features" CASCADE;
  DROP TABLE "insurers_features_locales" CASCADE;
  DROP TABLE "insurers" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "quote_requests_rels" CASCADE;
  DROP TABLE "insurance_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insurers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insurance_quotes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'expireRegistrationHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'expireRegistrationHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_insurers_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_insurance_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insurers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insurance_quotes_id";
  DROP TYPE "public"."enum_quote_requests_language";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_insurance_quotes_status";`)
}
