import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_special_events_occasion" AS ENUM('corporate', 'wedding', 'birthday', 'proposal', 'photo-shoot', 'other');
  CREATE TYPE "public"."enum_special_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__special_events_v_version_occasion" AS ENUM('corporate', 'wedding', 'birthday', 'proposal', 'photo-shoot', 'other');
  CREATE TYPE "public"."enum__special_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__special_events_v_published_locale" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'special-event';
  CREATE TABLE "special_events_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "special_events_includes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "special_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"occasion" "enum_special_events_occasion",
  	"image_id" integer,
  	"price_from" numeric,
  	"max_guests" numeric,
  	"duration_hours" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_special_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "special_events_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_special_events_v_version_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_special_events_v_version_includes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_special_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_occasion" "enum__special_events_v_version_occasion",
  	"version_image_id" integer,
  	"version_price_from" numeric,
  	"version_max_guests" numeric,
  	"version_duration_hours" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__special_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__special_events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_special_events_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "special_event_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "special_events_id" integer;
  ALTER TABLE "special_events_includes" ADD CONSTRAINT "special_events_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."special_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "special_events_includes_locales" ADD CONSTRAINT "special_events_includes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."special_events_includes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "special_events" ADD CONSTRAINT "special_events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "special_events_locales" ADD CONSTRAINT "special_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."special_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_special_events_v_version_includes" ADD CONSTRAINT "_special_events_v_version_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_special_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_special_events_v_version_includes_locales" ADD CONSTRAINT "_special_events_v_version_includes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_special_events_v_version_includes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_special_events_v" ADD CONSTRAINT "_special_events_v_parent_id_special_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."special_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_special_events_v" ADD CONSTRAINT "_special_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_special_events_v_locales" ADD CONSTRAINT "_special_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_special_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "special_events_includes_order_idx" ON "special_events_includes" USING btree ("_order");
  CREATE INDEX "special_events_includes_parent_id_idx" ON "special_events_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "special_events_includes_locales_locale_parent_id_unique" ON "special_events_includes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "special_events_slug_idx" ON "special_events" USING btree ("slug");
  CREATE INDEX "special_events_image_idx" ON "special_events" USING btree ("image_id");
  CREATE INDEX "special_events_updated_at_idx" ON "special_events" USING btree ("updated_at");
  CREATE INDEX "special_events_created_at_idx" ON "special_events" USING btree ("created_at");
  CREATE INDEX "special_events__status_idx" ON "special_events" USING btree ("_status");
  CREATE UNIQUE INDEX "special_events_locales_locale_parent_id_unique" ON "special_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_special_events_v_version_includes_order_idx" ON "_special_events_v_version_includes" USING btree ("_order");
  CREATE INDEX "_special_events_v_version_includes_parent_id_idx" ON "_special_events_v_version_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_special_events_v_version_includes_locales_locale_parent_id_" ON "_special_events_v_version_includes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_special_events_v_parent_idx" ON "_special_events_v" USING btree ("parent_id");
  CREATE INDEX "_special_events_v_version_version_slug_idx" ON "_special_events_v" USING btree ("version_slug");
  CREATE INDEX "_special_events_v_version_version_image_idx" ON "_special_events_v" USING btree ("version_image_id");
  CREATE INDEX "_special_events_v_version_version_updated_at_idx" ON "_special_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_special_events_v_version_version_created_at_idx" ON "_special_events_v" USING btree ("version_created_at");
  CREATE INDEX "_special_events_v_version_version__status_idx" ON "_special_events_v" USING btree ("version__status");
  CREATE INDEX "_special_events_v_created_at_idx" ON "_special_events_v" USING btree ("created_at");
  CREATE INDEX "_special_events_v_updated_at_idx" ON "_special_events_v" USING btree ("updated_at");
  CREATE INDEX "_special_events_v_snapshot_idx" ON "_special_events_v" USING btree ("snapshot");
  CREATE INDEX "_special_events_v_published_locale_idx" ON "_special_events_v" USING btree ("published_locale");
  CREATE INDEX "_special_events_v_latest_idx" ON "_special_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_special_events_v_locales_locale_parent_id_unique" ON "_special_events_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_special_event_id_special_events_id_fk" FOREIGN KEY ("special_event_id") REFERENCES "public"."special_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_special_events_fk" FOREIGN KEY ("special_events_id") REFERENCES "public"."special_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_special_event_idx" ON "leads" USING btree ("special_event_id");
  -- Written by hand: a request for a special event always names its day and party size. The kind is
  -- compared as text: the enum's new value cannot be used in the transaction that adds it.
  ALTER TABLE "leads" ADD CONSTRAINT "leads_special_event_complete" CHECK ("kind"::text <> 'special-event' OR ("from_date" IS NOT NULL AND "guests" IS NOT NULL));
  CREATE INDEX "payload_locked_documents_rels_special_events_id_idx" ON "payload_locked_documents_rels" USING btree ("special_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "special_events_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "special_events_includes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "special_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "special_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_special_events_v_version_includes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_special_events_v_version_includes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_special_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_special_events_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "special_events_includes" CASCADE;
  DROP TABLE "special_events_includes_locales" CASCADE;
  DROP TABLE "special_events" CASCADE;
  DROP TABLE "special_events_locales" CASCADE;
  DROP TABLE "_special_events_v_version_includes" CASCADE;
  DROP TABLE "_special_events_v_version_includes_locales" CASCADE;
  DROP TABLE "_special_events_v" CASCADE;
  DROP TABLE "_special_events_v_locales" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_special_event_complete";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_special_event_id_special_events_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_special_events_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DEFAULT 'concierge'::text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('concierge', 'yacht-sale');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DEFAULT 'concierge'::"public"."enum_leads_kind";
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  DROP INDEX "leads_special_event_idx";
  DROP INDEX "payload_locked_documents_rels_special_events_id_idx";
  ALTER TABLE "leads" DROP COLUMN "special_event_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "special_events_id";
  DROP TYPE "public"."enum_special_events_occasion";
  DROP TYPE "public"."enum_special_events_status";
  DROP TYPE "public"."enum__special_events_v_version_occasion";
  DROP TYPE "public"."enum__special_events_v_version_status";
  DROP TYPE "public"."enum__special_events_v_published_locale";`)
}
