import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_yachts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_destinations_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_activities_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_trip_packages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_testimonials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_yacht_listings_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_special_events_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_plans_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_wiki_articles_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_home_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_yachts_v_autosave_idx" ON "_yachts_v" USING btree ("autosave");
  CREATE INDEX "_destinations_v_autosave_idx" ON "_destinations_v" USING btree ("autosave");
  CREATE INDEX "_activities_v_autosave_idx" ON "_activities_v" USING btree ("autosave");
  CREATE INDEX "_trip_packages_v_autosave_idx" ON "_trip_packages_v" USING btree ("autosave");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_yacht_listings_v_autosave_idx" ON "_yacht_listings_v" USING btree ("autosave");
  CREATE INDEX "_special_events_v_autosave_idx" ON "_special_events_v" USING btree ("autosave");
  CREATE INDEX "_plans_v_autosave_idx" ON "_plans_v" USING btree ("autosave");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE INDEX "_wiki_articles_v_autosave_idx" ON "_wiki_articles_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_yachts_v_autosave_idx";
  DROP INDEX "_destinations_v_autosave_idx";
  DROP INDEX "_activities_v_autosave_idx";
  DROP INDEX "_trip_packages_v_autosave_idx";
  DROP INDEX "_services_v_autosave_idx";
  DROP INDEX "_testimonials_v_autosave_idx";
  DROP INDEX "_yacht_listings_v_autosave_idx";
  DROP INDEX "_special_events_v_autosave_idx";
  DROP INDEX "_plans_v_autosave_idx";
  DROP INDEX "_events_v_autosave_idx";
  DROP INDEX "_wiki_articles_v_autosave_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_home_v_autosave_idx";
  ALTER TABLE "_yachts_v" DROP COLUMN "autosave";
  ALTER TABLE "_destinations_v" DROP COLUMN "autosave";
  ALTER TABLE "_activities_v" DROP COLUMN "autosave";
  ALTER TABLE "_trip_packages_v" DROP COLUMN "autosave";
  ALTER TABLE "_services_v" DROP COLUMN "autosave";
  ALTER TABLE "_testimonials_v" DROP COLUMN "autosave";
  ALTER TABLE "_yacht_listings_v" DROP COLUMN "autosave";
  ALTER TABLE "_special_events_v" DROP COLUMN "autosave";
  ALTER TABLE "_plans_v" DROP COLUMN "autosave";
  ALTER TABLE "_events_v" DROP COLUMN "autosave";
  ALTER TABLE "_wiki_articles_v" DROP COLUMN "autosave";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_home_v" DROP COLUMN "autosave";`)
}
