import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "wind_warning_ms" numeric DEFAULT 10;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_wind_warning_ms" numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "wind_warning_ms";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_wind_warning_ms";`)
}
