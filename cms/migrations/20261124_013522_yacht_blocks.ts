import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_yacht_blocks_source" AS ENUM('owner', 'ical');
  CREATE TABLE "yacht_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"yacht_id" integer NOT NULL,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"source" "enum_yacht_blocks_source" DEFAULT 'owner' NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "yacht_blocks_id" integer;
  ALTER TABLE "yacht_blocks" ADD CONSTRAINT "yacht_blocks_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "yacht_blocks_yacht_idx" ON "yacht_blocks" USING btree ("yacht_id");
  CREATE INDEX "yacht_blocks_updated_at_idx" ON "yacht_blocks" USING btree ("updated_at");
  CREATE INDEX "yacht_blocks_created_at_idx" ON "yacht_blocks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_yacht_blocks_fk" FOREIGN KEY ("yacht_blocks_id") REFERENCES "public"."yacht_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_yacht_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("yacht_blocks_id");

  -- Written by hand: a yacht's blocked days never overlap each other, and blocked days and the
  -- days bookings hold never overlap either. The second spans two tables, which no constraint
  -- can: a trigger on each checks the other under a per-yacht transaction lock, so a booking and
  -- a block of the same yacht are decided one after the other. A refusal is the same SQLSTATE as
  -- the bookings' own exclusion constraint (23P01), which the booking flow answers with a 409.
  ALTER TABLE "yacht_blocks" ADD CONSTRAINT "yacht_blocks_no_overlap"
    EXCLUDE USING gist ("yacht_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
  CREATE FUNCTION "yacht_days_stay_apart"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.yacht_id IS NULL OR NEW.starts_at IS NULL OR NEW.ends_at IS NULL THEN RETURN NEW; END IF;
    IF TG_TABLE_NAME = 'bookings' THEN
      IF NOT NEW.blocks_calendar THEN RETURN NEW; END IF;
      PERFORM pg_advisory_xact_lock(738201, NEW.yacht_id);
      IF EXISTS (SELECT 1 FROM yacht_blocks b WHERE b.yacht_id = NEW.yacht_id
                   AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')) THEN
        RAISE EXCEPTION 'The yacht''s owner has blocked these days.' USING ERRCODE = '23P01', CONSTRAINT = 'bookings_no_double_booking';
      END IF;
    ELSE
      PERFORM pg_advisory_xact_lock(738201, NEW.yacht_id);
      IF EXISTS (SELECT 1 FROM bookings k WHERE k.yacht_id = NEW.yacht_id AND k.blocks_calendar
                   AND (k.status = 'confirmed' OR k.hold_expires_at > now())
                   AND tstzrange(k.starts_at, k.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')) THEN
        RAISE EXCEPTION 'These days are booked.' USING ERRCODE = '23P01', CONSTRAINT = 'yacht_blocks_no_overlap';
      END IF;
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "bookings_clear_of_blocks" BEFORE INSERT OR UPDATE OF "yacht_id", "starts_at", "ends_at", "blocks_calendar" ON "bookings"
    FOR EACH ROW EXECUTE FUNCTION "yacht_days_stay_apart"();
  CREATE TRIGGER "yacht_blocks_clear_of_bookings" BEFORE INSERT OR UPDATE OF "yacht_id", "starts_at", "ends_at" ON "yacht_blocks"
    FOR EACH ROW EXECUTE FUNCTION "yacht_days_stay_apart"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "bookings_clear_of_blocks" ON "bookings";
  DROP TRIGGER IF EXISTS "yacht_blocks_clear_of_bookings" ON "yacht_blocks";
  DROP FUNCTION IF EXISTS "yacht_days_stay_apart"();
  ALTER TABLE "yacht_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "yacht_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_yacht_blocks_fk";
  
  DROP INDEX "payload_locked_documents_rels_yacht_blocks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "yacht_blocks_id";
  DROP TYPE "public"."enum_yacht_blocks_source";`)
}
