import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_yachts_price_periods_season" AS ENUM('high', 'shoulder', 'low', 'special');
  CREATE TYPE "public"."enum__yachts_v_version_price_periods_season" AS ENUM('high', 'shoulder', 'low', 'special');
  CREATE TABLE "yachts_price_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"season" "enum_yachts_price_periods_season" DEFAULT 'high',
  	"from" varchar,
  	"to" varchar,
  	"price_per_day" numeric,
  	"weekend_price_per_day" numeric,
  	"minimum_days" numeric
  );
  
  CREATE TABLE "_yachts_v_version_price_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"season" "enum__yachts_v_version_price_periods_season" DEFAULT 'high',
  	"from" varchar,
  	"to" varchar,
  	"price_per_day" numeric,
  	"weekend_price_per_day" numeric,
  	"minimum_days" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "yachts_price_periods" ADD CONSTRAINT "yachts_price_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_price_periods" ADD CONSTRAINT "_yachts_v_version_price_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "yachts_price_periods_order_idx" ON "yachts_price_periods" USING btree ("_order");
  CREATE INDEX "yachts_price_periods_parent_id_idx" ON "yachts_price_periods" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_price_periods_order_idx" ON "_yachts_v_version_price_periods" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_price_periods_parent_id_idx" ON "_yachts_v_version_price_periods" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "yachts_price_periods" CASCADE;
  DROP TABLE "_yachts_v_version_price_periods" CASCADE;
  DROP TYPE "public"."enum_yachts_price_periods_season";
  DROP TYPE "public"."enum__yachts_v_version_price_periods_season";`)
}
