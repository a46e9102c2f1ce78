import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_yachts_booking_mode" AS ENUM('instant', 'request');
  CREATE TYPE "public"."enum_yachts_cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');
  CREATE TYPE "public"."enum__yachts_v_version_booking_mode" AS ENUM('instant', 'request');
  CREATE TYPE "public"."enum__yachts_v_version_cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');
  CREATE TYPE "public"."enum_bookings_services" AS ENUM('catering', 'water-equipment');
  CREATE TYPE "public"."enum_bookings_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed');
  CREATE TYPE "public"."enum_bookings_payment_status" AS ENUM('unpaid', 'paid', 'refunded', 'partially-refunded');
  CREATE TYPE "public"."enum_bookings_currency" AS ENUM('RUB', 'USD');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireBookingHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireBookingHolds';
  CREATE TABLE "bookings_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_bookings_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"yacht_id" integer,
  	"trip_package_id" integer,
  	"customer_id" integer,
  	"start_date" varchar,
  	"end_date" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"guests" numeric NOT NULL,
  	"captain" boolean DEFAULT false,
  	"special_requests" varchar,
  	"language" "enum_bookings_language" DEFAULT 'ru',
  	"contact_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'pending' NOT NULL,
  	"awaiting_owner" boolean DEFAULT false,
  	"payment_status" "enum_bookings_payment_status" DEFAULT 'unpaid' NOT NULL,
  	"payment_method" varchar,
  	"hold_expires_at" timestamp(3) with time zone,
  	"blocks_calendar" boolean DEFAULT false,
  	"currency" "enum_bookings_currency",
  	"total_price" numeric,
  	"price_breakdown" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "yachts" ADD COLUMN "booking_mode" "enum_yachts_booking_mode" DEFAULT 'instant';
  ALTER TABLE "yachts" ADD COLUMN "minimum_days" numeric DEFAULT 1;
  ALTER TABLE "yachts" ADD COLUMN "cancellation_policy" "enum_yachts_cancellation_policy" DEFAULT 'moderate';
  ALTER TABLE "yachts" ADD COLUMN "captain_price_per_day" numeric;
  ALTER TABLE "yachts" ADD COLUMN "water_equipment_price_per_day" numeric;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_booking_mode" "enum__yachts_v_version_booking_mode" DEFAULT 'instant';
  ALTER TABLE "_yachts_v" ADD COLUMN "version_minimum_days" numeric DEFAULT 1;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_cancellation_policy" "enum__yachts_v_version_cancellation_policy" DEFAULT 'moderate';
  ALTER TABLE "_yachts_v" ADD COLUMN "version_captain_price_per_day" numeric;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_water_equipment_price_per_day" numeric;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "bookings_services" ADD CONSTRAINT "bookings_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_package_id_trip_packages_id_fk" FOREIGN KEY ("trip_package_id") REFERENCES "public"."trip_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_services_order_idx" ON "bookings_services" USING btree ("order");
  CREATE INDEX "bookings_services_parent_idx" ON "bookings_services" USING btree ("parent_id");
  CREATE INDEX "bookings_yacht_idx" ON "bookings" USING btree ("yacht_id");
  CREATE INDEX "bookings_trip_package_idx" ON "bookings" USING btree ("trip_package_id");
  CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_blocks_calendar_idx" ON "bookings" USING btree ("blocks_calendar");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  -- Written by hand: no two bookings that hold a yacht's days overlap, however many arrive at once.
  -- A booking holds its days while it is confirmed or its hold is live (blocks_calendar; the
  -- booking flow and the expiry job clear it when a hold lapses). Half-open: one charter may end
  -- the morning the next begins.
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
    EXCLUDE USING gist ("yacht_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("blocks_calendar");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_services" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "yachts" DROP COLUMN "booking_mode";
  ALTER TABLE "yachts" DROP COLUMN "minimum_days";
  ALTER TABLE "yachts" DROP COLUMN "cancellation_policy";
  ALTER TABLE "yachts" DROP COLUMN "captain_price_per_day";
  ALTER TABLE "yachts" DROP COLUMN "water_equipment_price_per_day";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_booking_mode";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_minimum_days";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_cancellation_policy";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_captain_price_per_day";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_water_equipment_price_per_day";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  DROP TYPE "public"."enum_yachts_booking_mode";
  DROP TYPE "public"."enum_yachts_cancellation_policy";
  DROP TYPE "public"."enum__yachts_v_version_booking_mode";
  DROP TYPE "public"."enum__yachts_v_version_cancellation_policy";
  DROP TYPE "public"."enum_bookings_services";
  DROP TYPE "public"."enum_bookings_language";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_payment_status";
  DROP TYPE "public"."enum_bookings_currency";`)
}
