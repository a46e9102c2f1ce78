import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_weather_call_off" AS ENUM('awaiting', 'rescheduled', 'refunded');
  ALTER TABLE "bookings" ADD COLUMN "weather_call_off" "enum_bookings_weather_call_off";
  ALTER TABLE "bookings" ADD COLUMN "called_off_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp(3) with time zone;
  CREATE INDEX "bookings_weather_call_off_idx" ON "bookings" USING btree ("weather_call_off");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_weather_call_off_idx";
  ALTER TABLE "bookings" DROP COLUMN "weather_call_off";
  ALTER TABLE "bookings" DROP COLUMN "called_off_at";
  ALTER TABLE "bookings" DROP COLUMN "answer_by";
  DROP TYPE "public"."enum_bookings_weather_call_off";`)
}
