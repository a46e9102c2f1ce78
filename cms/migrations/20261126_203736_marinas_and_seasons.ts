import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_marinas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__marinas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__marinas_v_published_locale" AS ENUM('ru', 'en');
  CREATE TABLE "marinas_season_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "marinas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"season_opens" varchar,
  	"season_closes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_marinas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "marinas_locales" (
  	"name" varchar,
  	"season_source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_marinas_v_version_season_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_marinas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_season_opens" varchar,
  	"version_season_closes" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__marinas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__marinas_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_marinas_v_locales" (
  	"version_name" varchar,
  	"version_season_source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "yachts" ADD COLUMN "home_marina_id" integer;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_home_marina_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marinas_id" integer;
  ALTER TABLE "marinas_season_years" ADD CONSTRAINT "marinas_season_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marinas_locales" ADD CONSTRAINT "marinas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_marinas_v_version_season_years" ADD CONSTRAINT "_marinas_v_version_season_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marinas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_marinas_v" ADD CONSTRAINT "_marinas_v_parent_id_marinas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."marinas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_marinas_v_locales" ADD CONSTRAINT "_marinas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marinas_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "marinas_season_years_order_idx" ON "marinas_season_years" USING btree ("_order");
  CREATE INDEX "marinas_season_years_parent_id_idx" ON "marinas_season_years" USING btree ("_parent_id");
  CREATE INDEX "marinas_updated_at_idx" ON "marinas" USING btree ("updated_at");
  CREATE INDEX "marinas_created_at_idx" ON "marinas" USING btree ("created_at");
  CREATE INDEX "marinas__status_idx" ON "marinas" USING btree ("_status");
  CREATE UNIQUE INDEX "marinas_locales_locale_parent_id_unique" ON "marinas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_marinas_v_version_season_years_order_idx" ON "_marinas_v_version_season_years" USING btree ("_order");
  CREATE INDEX "_marinas_v_version_season_years_parent_id_idx" ON "_marinas_v_version_season_years" USING btree ("_parent_id");
  CREATE INDEX "_marinas_v_parent_idx" ON "_marinas_v" USING btree ("parent_id");
  CREATE INDEX "_marinas_v_version_version_updated_at_idx" ON "_marinas_v" USING btree ("version_updated_at");
  CREATE INDEX "_marinas_v_version_version_created_at_idx" ON "_marinas_v" USING btree ("version_created_at");
  CREATE INDEX "_marinas_v_version_version__status_idx" ON "_marinas_v" USING btree ("version__status");
  CREATE INDEX "_marinas_v_created_at_idx" ON "_marinas_v" USING btree ("created_at");
  CREATE INDEX "_marinas_v_updated_at_idx" ON "_marinas_v" USING btree ("updated_at");
  CREATE INDEX "_marinas_v_snapshot_idx" ON "_marinas_v" USING btree ("snapshot");
  CREATE INDEX "_marinas_v_published_locale_idx" ON "_marinas_v" USING btree ("published_locale");
  CREATE INDEX "_marinas_v_latest_idx" ON "_marinas_v" USING btree ("latest");
  CREATE INDEX "_marinas_v_autosave_idx" ON "_marinas_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_marinas_v_locales_locale_parent_id_unique" ON "_marinas_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_home_marina_id_marinas_id_fk" FOREIGN KEY ("home_marina_id") REFERENCES "public"."marinas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_home_marina_id_marinas_id_fk" FOREIGN KEY ("version_home_marina_id") REFERENCES "public"."marinas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marinas_fk" FOREIGN KEY ("marinas_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "yachts_home_marina_idx" ON "yachts" USING btree ("home_marina_id");
  CREATE INDEX "_yachts_v_version_version_home_marina_idx" ON "_yachts_v" USING btree ("version_home_marina_id");
  CREATE INDEX "payload_locked_documents_rels_marinas_id_idx" ON "payload_locked_documents_rels" USING btree ("marinas_id");
  -- Each home marina the yachts named in text becomes a marina, with the first coordinates a yacht
  -- gave for it and the southern lake's typical season (05-25 to 10-31) until an editor sets its own.
  DO $$
  DECLARE
    named record;
    marina integer;
  BEGIN
    FOR named IN
      SELECT DISTINCT ON (ru.home_marina) ru.home_marina AS ru_name, coalesce(en.home_marina, ru.home_marina) AS en_name,
             y.marina_latitude AS latitude, y.marina_longitude AS longitude
        FROM yachts y
        JOIN yachts_locales ru ON ru._parent_id = y.id AND ru._locale = 'ru'
        LEFT JOIN yachts_locales en ON en._parent_id = y.id AND en._locale = 'en'
       WHERE ru.home_marina IS NOT NULL
       ORDER BY ru.home_marina, y.marina_latitude IS NULL, y.id
    LOOP
      INSERT INTO marinas (latitude, longitude, season_opens, season_closes, _status)
           VALUES (named.latitude, named.longitude, '05-25', '10-31', 'published') RETURNING id INTO marina;
      INSERT INTO marinas_locales (name, season_source, _locale, _parent_id)
           VALUES (named.ru_name, 'Типичные даты южного Байкала, заданы при переносе: уточните.', 'ru', marina),
                  (named.en_name, 'The southern lake’s typical dates, set when marinas were introduced: check them.', 'en', marina);
      UPDATE yachts y SET home_marina_id = marina
        FROM yachts_locales l WHERE l._parent_id = y.id AND l._locale = 'ru' AND l.home_marina = named.ru_name;
      UPDATE _yachts_v v SET version_home_marina_id = marina
        FROM _yachts_v_locales l WHERE l._parent_id = v.id AND l._locale = 'ru' AND l.version_home_marina = named.ru_name;
    END LOOP;
  END $$;
  ALTER TABLE "yachts" DROP COLUMN "marina_latitude";
  ALTER TABLE "yachts" DROP COLUMN "marina_longitude";
  ALTER TABLE "yachts_locales" DROP COLUMN "home_marina";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_marina_latitude";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_marina_longitude";
  ALTER TABLE "_yachts_v_locales" DROP COLUMN "version_home_marina";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "yachts" ADD COLUMN "marina_latitude" numeric;
  ALTER TABLE "yachts" ADD COLUMN "marina_longitude" numeric;
  ALTER TABLE "yachts_locales" ADD COLUMN "home_marina" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_marina_latitude" numeric;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_marina_longitude" numeric;
  ALTER TABLE "_yachts_v_locales" ADD COLUMN "version_home_marina" varchar;
  -- The yachts keep their marina's name and place as text again. (Dropping the marinas' tables
  -- below takes the foreign keys to them along: hence IF EXISTS when the constraints are dropped.)
  UPDATE yachts y SET marina_latitude = m.latitude, marina_longitude = m.longitude FROM marinas m WHERE m.id = y.home_marina_id;
  UPDATE yachts_locales l SET home_marina = ml.name
    FROM yachts y JOIN marinas_locales ml ON ml._parent_id = y.home_marina_id
   WHERE l._parent_id = y.id AND ml._locale = l._locale;
  UPDATE _yachts_v v SET version_marina_latitude = m.latitude, version_marina_longitude = m.longitude FROM marinas m WHERE m.id = v.version_home_marina_id;
  UPDATE _yachts_v_locales l SET version_home_marina = ml.name
    FROM _yachts_v v JOIN marinas_locales ml ON ml._parent_id = v.version_home_marina_id
   WHERE l._parent_id = v.id AND ml._locale = l._locale;
   ALTER TABLE "marinas_season_years" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marinas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marinas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_marinas_v_version_season_years" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_marinas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_marinas_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "marinas_season_years" CASCADE;
  DROP TABLE "marinas" CASCADE;
  DROP TABLE "marinas_locales" CASCADE;
  DROP TABLE "_marinas_v_version_season_years" CASCADE;
  DROP TABLE "_marinas_v" CASCADE;
  DROP TABLE "_marinas_v_locales" CASCADE;
  ALTER TABLE "yachts" DROP CONSTRAINT IF EXISTS "yachts_home_marina_id_marinas_id_fk";
  
  ALTER TABLE "_yachts_v" DROP CONSTRAINT IF EXISTS "_yachts_v_version_home_marina_id_marinas_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_marinas_fk";
  
  DROP INDEX "yachts_home_marina_idx";
  DROP INDEX "_yachts_v_version_version_home_marina_idx";
  DROP INDEX "payload_locked_documents_rels_marinas_id_idx";
  ALTER TABLE "yachts" DROP COLUMN "home_marina_id";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_home_marina_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marinas_id";
  DROP TYPE "public"."enum_marinas_status";
  DROP TYPE "public"."enum__marinas_v_version_status";
  DROP TYPE "public"."enum__marinas_v_published_locale";`)
}
