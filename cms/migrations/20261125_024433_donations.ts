import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_currency" AS ENUM('RUB');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'paid', 'refunded');
  CREATE TYPE "public"."enum_donations_language" AS ENUM('ru', 'en');
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_donations_currency" DEFAULT 'RUB' NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"donor_id" integer,
  	"listed" boolean DEFAULT false,
  	"message" varchar,
  	"language" "enum_donations_language" DEFAULT 'ru' NOT NULL,
  	"receipt_number" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "payments" ADD COLUMN "donation_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donations_id" integer;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_numbers" ADD CONSTRAINT "site_settings_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_numbers" ADD CONSTRAINT "_site_settings_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "donations_donor_idx" ON "donations" USING btree ("donor_id");
  CREATE UNIQUE INDEX "donations_receipt_number_idx" ON "donations" USING btree ("receipt_number");
  CREATE INDEX "donations_paid_at_idx" ON "donations" USING btree ("paid_at");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "site_settings_numbers_order_parent_idx" ON "site_settings_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_site_settings_v_numbers_order_parent_idx" ON "_site_settings_v_numbers" USING btree ("order","parent_id");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_donation_idx" ON "payments" USING btree ("donation_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "site_settings_numbers" CASCADE;
  DROP TABLE "_site_settings_v_numbers" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_donation_id_donations_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donations_fk";
  
  DROP INDEX "payments_donation_idx";
  DROP INDEX "payload_locked_documents_rels_donations_id_idx";
  ALTER TABLE "payments" DROP COLUMN "donation_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donations_id";
  DROP TYPE "public"."enum_donations_currency";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_language";`)
}
