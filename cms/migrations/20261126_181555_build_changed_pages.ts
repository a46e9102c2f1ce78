import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_builds" ADD COLUMN "changed_page_count" numeric;
  ALTER TABLE "site_builds" ADD COLUMN "changed_pages" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_builds" DROP COLUMN "changed_page_count";
  ALTER TABLE "site_builds" DROP COLUMN "changed_pages";`)
}
