import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_yacht_listings_sale_status" AS ENUM('for-sale', 'under-offer', 'sold');
  CREATE TYPE "public"."enum_yacht_listings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__yacht_listings_v_version_sale_status" AS ENUM('for-sale', 'under-offer', 'sold');
  CREATE TYPE "public"."enum__yacht_listings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__yacht_listings_v_published_locale" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'yacht-sale';
  CREATE TABLE "yacht_listings_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "yacht_listings_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yacht_listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"builder" varchar,
  	"year" numeric,
  	"length_meters" numeric,
  	"cabins" numeric,
  	"berths" numeric,
  	"asking_price" numeric,
  	"sale_status" "enum_yacht_listings_sale_status" DEFAULT 'for-sale',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_yacht_listings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "yacht_listings_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" varchar,
  	"engine" varchar,
  	"location" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "yacht_listings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_yacht_listings_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yacht_listings_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yacht_listings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_builder" varchar,
  	"version_year" numeric,
  	"version_length_meters" numeric,
  	"version_cabins" numeric,
  	"version_berths" numeric,
  	"version_asking_price" numeric,
  	"version_sale_status" "enum__yacht_listings_v_version_sale_status" DEFAULT 'for-sale',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__yacht_listings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__yacht_listings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_yacht_listings_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_engine" varchar,
  	"version_location" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yacht_listings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "leads" ALTER COLUMN "service" DROP NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "from_date" DROP NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "to_date" DROP NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "guests" DROP NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "listing_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "yacht_listings_id" integer;
  ALTER TABLE "yacht_listings_highlights" ADD CONSTRAINT "yacht_listings_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yacht_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yacht_listings_highlights_locales" ADD CONSTRAINT "yacht_listings_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yacht_listings_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yacht_listings_locales" ADD CONSTRAINT "yacht_listings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yacht_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yacht_listings_rels" ADD CONSTRAINT "yacht_listings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."yacht_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yacht_listings_rels" ADD CONSTRAINT "yacht_listings_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v_version_highlights" ADD CONSTRAINT "_yacht_listings_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yacht_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v_version_highlights_locales" ADD CONSTRAINT "_yacht_listings_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yacht_listings_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v" ADD CONSTRAINT "_yacht_listings_v_parent_id_yacht_listings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."yacht_listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v_locales" ADD CONSTRAINT "_yacht_listings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yacht_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v_rels" ADD CONSTRAINT "_yacht_listings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_yacht_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yacht_listings_v_rels" ADD CONSTRAINT "_yacht_listings_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "yacht_listings_highlights_order_idx" ON "yacht_listings_highlights" USING btree ("_order");
  CREATE INDEX "yacht_listings_highlights_parent_id_idx" ON "yacht_listings_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "yacht_listings_highlights_locales_locale_parent_id_unique" ON "yacht_listings_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "yacht_listings_slug_idx" ON "yacht_listings" USING btree ("slug");
  CREATE INDEX "yacht_listings_sale_status_idx" ON "yacht_listings" USING btree ("sale_status");
  CREATE INDEX "yacht_listings_updated_at_idx" ON "yacht_listings" USING btree ("updated_at");
  CREATE INDEX "yacht_listings_created_at_idx" ON "yacht_listings" USING btree ("created_at");
  CREATE INDEX "yacht_listings__status_idx" ON "yacht_listings" USING btree ("_status");
  CREATE UNIQUE INDEX "yacht_listings_locales_locale_parent_id_unique" ON "yacht_listings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "yacht_listings_rels_order_idx" ON "yacht_listings_rels" USING btree ("order");
  CREATE INDEX "yacht_listings_rels_parent_idx" ON "yacht_listings_rels" USING btree ("parent_id");
  CREATE INDEX "yacht_listings_rels_path_idx" ON "yacht_listings_rels" USING btree ("path");
  CREATE INDEX "yacht_listings_rels_media_id_idx" ON "yacht_listings_rels" USING btree ("media_id");
  CREATE INDEX "_yacht_listings_v_version_highlights_order_idx" ON "_yacht_listings_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_yacht_listings_v_version_highlights_parent_id_idx" ON "_yacht_listings_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_yacht_listings_v_version_highlights_locales_locale_parent_i" ON "_yacht_listings_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_yacht_listings_v_parent_idx" ON "_yacht_listings_v" USING btree ("parent_id");
  CREATE INDEX "_yacht_listings_v_version_version_slug_idx" ON "_yacht_listings_v" USING btree ("version_slug");
  CREATE INDEX "_yacht_listings_v_version_version_sale_status_idx" ON "_yacht_listings_v" USING btree ("version_sale_status");
  CREATE INDEX "_yacht_listings_v_version_version_updated_at_idx" ON "_yacht_listings_v" USING btree ("version_updated_at");
  CREATE INDEX "_yacht_listings_v_version_version_created_at_idx" ON "_yacht_listings_v" USING btree ("version_created_at");
  CREATE INDEX "_yacht_listings_v_version_version__status_idx" ON "_yacht_listings_v" USING btree ("version__status");
  CREATE INDEX "_yacht_listings_v_created_at_idx" ON "_yacht_listings_v" USING btree ("created_at");
  CREATE INDEX "_yacht_listings_v_updated_at_idx" ON "_yacht_listings_v" USING btree ("updated_at");
  CREATE INDEX "_yacht_listings_v_snapshot_idx" ON "_yacht_listings_v" USING btree ("snapshot");
  CREATE INDEX "_yacht_listings_v_published_locale_idx" ON "_yacht_listings_v" USING btree ("published_locale");
  CREATE INDEX "_yacht_listings_v_latest_idx" ON "_yacht_listings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_yacht_listings_v_locales_locale_parent_id_unique" ON "_yacht_listings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_yacht_listings_v_rels_order_idx" ON "_yacht_listings_v_rels" USING btree ("order");
  CREATE INDEX "_yacht_listings_v_rels_parent_idx" ON "_yacht_listings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_yacht_listings_v_rels_path_idx" ON "_yacht_listings_v_rels" USING btree ("path");
  CREATE INDEX "_yacht_listings_v_rels_media_id_idx" ON "_yacht_listings_v_rels" USING btree ("media_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_listing_id_yacht_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."yacht_listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_yacht_listings_fk" FOREIGN KEY ("yacht_listings_id") REFERENCES "public"."yacht_listings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_listing_idx" ON "leads" USING btree ("listing_id");
  -- Written by hand: a concierge inquiry is always complete, whichever door wrote it.
  ALTER TABLE "leads" ADD CONSTRAINT "leads_concierge_complete" CHECK ("kind" <> 'concierge' OR ("service" IS NOT NULL AND "from_date" IS NOT NULL AND "to_date" IS NOT NULL AND "guests" IS NOT NULL));
  CREATE INDEX "payload_locked_documents_rels_yacht_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("yacht_listings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yacht_listings_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yacht_listings_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yacht_listings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yacht_listings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yacht_listings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yacht_listings_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yacht_listings_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yacht_listings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yacht_listings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yacht_listings_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "yacht_listings_highlights" CASCADE;
  DROP TABLE "yacht_listings_highlights_locales" CASCADE;
  DROP TABLE "yacht_listings" CASCADE;
  DROP TABLE "yacht_listings_locales" CASCADE;
  DROP TABLE "yacht_listings_rels" CASCADE;
  DROP TABLE "_yacht_listings_v_version_highlights" CASCADE;
  DROP TABLE "_yacht_listings_v_version_highlights_locales" CASCADE;
  DROP TABLE "_yacht_listings_v" CASCADE;
  DROP TABLE "_yacht_listings_v_locales" CASCADE;
  DROP TABLE "_yacht_listings_v_rels" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_concierge_complete";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_listing_id_yacht_listings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_yacht_listings_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DEFAULT 'concierge'::text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('concierge');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DEFAULT 'concierge'::"public"."enum_leads_kind";
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  DROP INDEX "leads_listing_idx";
  DROP INDEX "payload_locked_documents_rels_yacht_listings_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "service" SET NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "from_date" SET NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "to_date" SET NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "guests" SET NOT NULL;
  ALTER TABLE "leads" DROP COLUMN "listing_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "yacht_listings_id";
  DROP TYPE "public"."enum_yacht_listings_sale_status";
  DROP TYPE "public"."enum_yacht_listings_status";
  DROP TYPE "public"."enum__yacht_listings_v_version_sale_status";
  DROP TYPE "public"."enum__yacht_listings_v_version_status";
  DROP TYPE "public"."enum__yacht_listings_v_published_locale";`)
}
