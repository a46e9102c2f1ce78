import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_kind" AS ENUM('concierge');
  CREATE TYPE "public"."enum_leads_service" AS ENUM('transfer', 'accommodation', 'guide', 'permits', 'restaurant', 'celebration', 'other');
  CREATE TYPE "public"."enum_leads_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" DEFAULT 'concierge' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"service" "enum_leads_service" NOT NULL,
  	"from_date" timestamp(3) with time zone NOT NULL,
  	"to_date" timestamp(3) with time zone NOT NULL,
  	"guests" numeric NOT NULL,
  	"budget" numeric,
  	"message" varchar,
  	"language" "enum_leads_language" DEFAULT 'ru' NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"admin_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_service";
  DROP TYPE "public"."enum_leads_language";
  DROP TYPE "public"."enum_leads_status";`)
}
