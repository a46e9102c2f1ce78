import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_provided_services" AS ENUM('catering', 'water-equipment');
  CREATE TYPE "public"."enum_service_orders_service" AS ENUM('catering', 'water-equipment');
  CREATE TYPE "public"."enum_service_orders_status" AS ENUM('open', 'accepted', 'done');
  CREATE TABLE "users_provided_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_provided_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "service_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"service" "enum_service_orders_service" NOT NULL,
  	"status" "enum_service_orders_status" DEFAULT 'open' NOT NULL,
  	"provider_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_orders_id" integer;
  ALTER TABLE "users_provided_services" ADD CONSTRAINT "users_provided_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_provided_services_order_idx" ON "users_provided_services" USING btree ("order");
  CREATE INDEX "users_provided_services_parent_idx" ON "users_provided_services" USING btree ("parent_id");
  CREATE INDEX "service_orders_booking_idx" ON "service_orders" USING btree ("booking_id");
  CREATE INDEX "service_orders_status_idx" ON "service_orders" USING btree ("status");
  CREATE INDEX "service_orders_provider_idx" ON "service_orders" USING btree ("provider_id");
  CREATE INDEX "service_orders_updated_at_idx" ON "service_orders" USING btree ("updated_at");
  CREATE INDEX "service_orders_created_at_idx" ON "service_orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "booking_service_idx" ON "service_orders" USING btree ("booking_id","service");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_orders_fk" FOREIGN KEY ("service_orders_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("service_orders_id");`)

  // By hand: an order goes with its booking (above, cascade), and the bookings made before
  // orders existed get theirs.
  await db.execute(sql`
  INSERT INTO "service_orders" ("booking_id", "service", "status")
    SELECT "parent_id", "value"::text::"enum_service_orders_service", 'open' FROM "bookings_services" WHERE "value" IS NOT NULL
    ON CONFLICT ("booking_id", "service") DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_provided_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_provided_services" CASCADE;
  DROP TABLE "service_orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_orders_id";
  DROP TYPE "public"."enum_users_provided_services";
  DROP TYPE "public"."enum_service_orders_service";
  DROP TYPE "public"."enum_service_orders_status";`)
}
