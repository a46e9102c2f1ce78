import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_changes" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"collection" varchar,
  	"document_id" varchar,
  	"build_id" varchar,
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "site_changes_build_id_idx" ON "site_changes" USING btree ("build_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_changes" CASCADE;`)
}
