import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_builds" ADD COLUMN "live" boolean DEFAULT false;
  ALTER TABLE "site_builds" ADD COLUMN "build_id" varchar;`)
  // Written by hand: one live build at most, and a live build names its folder (issue #28, item 2).
  await db.execute(sql`
  CREATE UNIQUE INDEX "site_builds_one_live" ON "site_builds" ("live") WHERE "live";
  ALTER TABLE "site_builds" ADD CONSTRAINT "site_builds_live_has_folder" CHECK (NOT "live" OR "build_id" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_builds_one_live";
  ALTER TABLE "site_builds" DROP CONSTRAINT "site_builds_live_has_folder";
  ALTER TABLE "site_builds" DROP COLUMN "live";
  ALTER TABLE "site_builds" DROP COLUMN "build_id";`)
}
