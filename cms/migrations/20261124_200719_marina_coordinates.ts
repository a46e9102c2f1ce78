import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts" ADD COLUMN "marina_latitude" numeric;
  ALTER TABLE "yachts" ADD COLUMN "marina_longitude" numeric;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_marina_latitude" numeric;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_marina_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts" DROP COLUMN "marina_latitude";
  ALTER TABLE "yachts" DROP COLUMN "marina_longitude";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_marina_latitude";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_marina_longitude";`)
}
