import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "user_photos" ADD COLUMN "prefix" varchar DEFAULT 'user-photos';
  ALTER TABLE "user_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "submission_images" ADD COLUMN "prefix" varchar DEFAULT 'submission-images';
  ALTER TABLE "submission_images" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "user_photos" DROP COLUMN "prefix";
  ALTER TABLE "user_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "submission_images" DROP COLUMN "prefix";
  ALTER TABLE "submission_images" DROP COLUMN "_objectkey";`)
}
