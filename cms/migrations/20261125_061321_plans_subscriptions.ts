import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_kind" AS ENUM('member', 'business');
  CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_kind" AS ENUM('member', 'business');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_published_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_subscriptions_kind" AS ENUM('member', 'business');
  CREATE TYPE "public"."enum_subscriptions_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_subscriptions_currency" AS ENUM('RUB');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('pending', 'active', 'lapsed');
  CREATE TYPE "public"."enum_subscriptions_language" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renewSubscriptions' BEFORE 'quoteInsurance';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renewSubscriptions' BEFORE 'quoteInsurance';
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_plans_kind" DEFAULT 'member',
  	"monthly_price" numeric,
  	"yearly_price" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"booking_discount_percent" numeric DEFAULT 0,
  	"max_yachts" numeric,
  	"featured_placement" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "plans_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__plans_v_version_kind" DEFAULT 'member',
  	"version_monthly_price" numeric,
  	"version_yearly_price" numeric,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_booking_discount_percent" numeric DEFAULT 0,
  	"version_max_yachts" numeric,
  	"version_featured_placement" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__plans_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_plans_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"plan_id" integer NOT NULL,
  	"kind" "enum_subscriptions_kind" NOT NULL,
  	"period" "enum_subscriptions_period" NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_subscriptions_currency" DEFAULT 'RUB' NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"cancel_at_period_end" boolean DEFAULT false,
  	"current_period_start" timestamp(3) with time zone,
  	"current_period_end" timestamp(3) with time zone,
  	"provider" varchar,
  	"saved_card" varchar,
  	"renewal_payment_id" integer,
  	"renewal_attempted_at" timestamp(3) with time zone,
  	"lapsed_at" timestamp(3) with time zone,
  	"language" "enum_subscriptions_language" DEFAULT 'ru' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payments" ADD COLUMN "subscription_id" integer;
  ALTER TABLE "gateway_charges" ADD COLUMN "save_card" boolean DEFAULT false;
  ALTER TABLE "gateway_charges" ADD COLUMN "saved_card" varchar;
  ALTER TABLE "gateway_charges" ADD COLUMN "saved_card_declines" boolean DEFAULT false;
  ALTER TABLE "gateway_charges" ADD COLUMN "charged_saved_card" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features_locales" ADD CONSTRAINT "plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_locales" ADD CONSTRAINT "plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features_locales" ADD CONSTRAINT "_plans_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v_locales" ADD CONSTRAINT "_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_payment_id_payments_id_fk" FOREIGN KEY ("renewal_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_features_locales_locale_parent_id_unique" ON "plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "plans_kind_idx" ON "plans" USING btree ("kind");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE UNIQUE INDEX "plans_locales_locale_parent_id_unique" ON "plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_plans_v_version_features_locales_locale_parent_id_unique" ON "_plans_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_kind_idx" ON "_plans_v" USING btree ("version_kind");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_snapshot_idx" ON "_plans_v" USING btree ("snapshot");
  CREATE INDEX "_plans_v_published_locale_idx" ON "_plans_v" USING btree ("published_locale");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_plans_v_locales_locale_parent_id_unique" ON "_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "subscriptions_subscriber_idx" ON "subscriptions" USING btree ("subscriber_id");
  CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_current_period_end_idx" ON "subscriptions" USING btree ("current_period_end");
  CREATE INDEX "subscriptions_renewal_payment_idx" ON "subscriptions" USING btree ("renewal_payment_id");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");
  CREATE UNIQUE INDEX "gateway_charges_saved_card_idx" ON "gateway_charges" USING btree ("saved_card");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");`)
  // Written by hand: one active subscription per member and kind of plan, however many first
  // payments settle at once; an active one always has the period it is active for.
  await db.execute(sql`
  CREATE UNIQUE INDEX "subscriptions_one_active_per_kind" ON "subscriptions" ("subscriber_id", "kind") WHERE "status" = 'active';
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_active_has_period" CHECK ("status" <> 'active' OR ("current_period_start" IS NOT NULL AND "current_period_end" IS NOT NULL));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans_features_locales" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_locales" CASCADE;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v_version_features_locales" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "_plans_v_locales" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_subscription_id_subscriptions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'expireRegistrationHolds', 'quoteInsurance', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'expireRegistrationHolds', 'quoteInsurance', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant', 'tellCrew', 'tellServiceTaken', 'importYachtCalendars');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payments_subscription_idx";
  DROP INDEX "gateway_charges_saved_card_idx";
  DROP INDEX "payload_locked_documents_rels_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  ALTER TABLE "payments" DROP COLUMN "subscription_id";
  ALTER TABLE "gateway_charges" DROP COLUMN "save_card";
  ALTER TABLE "gateway_charges" DROP COLUMN "saved_card";
  ALTER TABLE "gateway_charges" DROP COLUMN "saved_card_declines";
  ALTER TABLE "gateway_charges" DROP COLUMN "charged_saved_card";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  DROP TYPE "public"."enum_plans_kind";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_kind";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum__plans_v_published_locale";
  DROP TYPE "public"."enum_subscriptions_kind";
  DROP TYPE "public"."enum_subscriptions_period";
  DROP TYPE "public"."enum_subscriptions_currency";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_subscriptions_language";`)
}
