import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_provider" AS ENUM('test-gateway', 'stripe');
  CREATE TYPE "public"."enum_payments_currency" AS ENUM('RUB', 'USD');
  CREATE TYPE "public"."enum_payments_state" AS ENUM('initiated', 'requires-action', 'succeeded', 'failed', 'refunded', 'partially-refunded');
  CREATE TYPE "public"."enum_gateway_charges_currency" AS ENUM('RUB', 'USD');
  CREATE TYPE "public"."enum_gateway_charges_state" AS ENUM('open', 'requires-action', 'succeeded', 'failed', 'refunded', 'partially-refunded');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellCustomer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellCustomer';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer,
  	"customer_id" integer,
  	"provider" "enum_payments_provider" NOT NULL,
  	"reference" varchar,
  	"provider_payment_id" varchar,
  	"amount" numeric NOT NULL,
  	"currency" "enum_payments_currency" NOT NULL,
  	"refunded_amount" numeric DEFAULT 0 NOT NULL,
  	"state" "enum_payments_state" DEFAULT 'initiated' NOT NULL,
  	"paid_booking" boolean DEFAULT false,
  	"failure_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gateway_charges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_gateway_charges_currency" NOT NULL,
  	"refunded_amount" numeric DEFAULT 0 NOT NULL,
  	"description" varchar,
  	"merchant_reference" varchar,
  	"state" "enum_gateway_charges_state" DEFAULT 'open' NOT NULL,
  	"payer_id" integer,
  	"client_secret" varchar NOT NULL,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"failure_code" varchar,
  	"webhook_url" varchar NOT NULL,
  	"deliveries" jsonb,
  	"refunds" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "refunded_amount" numeric;
  ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gateway_charges_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gateway_charges" ADD CONSTRAINT "gateway_charges_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");
  CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "gateway_charges_merchant_reference_idx" ON "gateway_charges" USING btree ("merchant_reference");
  CREATE INDEX "gateway_charges_payer_idx" ON "gateway_charges" USING btree ("payer_id");
  CREATE INDEX "gateway_charges_updated_at_idx" ON "gateway_charges" USING btree ("updated_at");
  CREATE INDEX "gateway_charges_created_at_idx" ON "gateway_charges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gateway_charges_fk" FOREIGN KEY ("gateway_charges_id") REFERENCES "public"."gateway_charges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_gateway_charges_id_idx" ON "payload_locked_documents_rels" USING btree ("gateway_charges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gateway_charges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "gateway_charges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gateway_charges_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_gateway_charges_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "refunded_amount";
  ALTER TABLE "email_outbox" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gateway_charges_id";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_payments_currency";
  DROP TYPE "public"."enum_payments_state";
  DROP TYPE "public"."enum_gateway_charges_currency";
  DROP TYPE "public"."enum_gateway_charges_state";`)
}
