import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_content_submissions_kind" ADD VALUE 'wiki';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_submissions" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_content_submissions_kind";
  CREATE TYPE "public"."enum_content_submissions_kind" AS ENUM('destination', 'trip-package', 'event');
  ALTER TABLE "content_submissions" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_content_submissions_kind" USING "kind"::"public"."enum_content_submissions_kind";`)
}
