import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "_yachts_v_parent_updated_at_idx" ON "_yachts_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_destinations_v_parent_updated_at_idx" ON "_destinations_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_activities_v_parent_updated_at_idx" ON "_activities_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_trip_packages_v_parent_updated_at_idx" ON "_trip_packages_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_services_v_parent_updated_at_idx" ON "_services_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_testimonials_v_parent_updated_at_idx" ON "_testimonials_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_marinas_v_parent_updated_at_idx" ON "_marinas_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_yacht_listings_v_parent_updated_at_idx" ON "_yacht_listings_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_special_events_v_parent_updated_at_idx" ON "_special_events_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_plans_v_parent_updated_at_idx" ON "_plans_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_events_v_parent_updated_at_idx" ON "_events_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_wiki_articles_v_parent_updated_at_idx" ON "_wiki_articles_v" USING btree ("parent_id","updated_at");
  CREATE INDEX "_pages_v_parent_updated_at_idx" ON "_pages_v" USING btree ("parent_id","updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_yachts_v_parent_updated_at_idx";
  DROP INDEX "_destinations_v_parent_updated_at_idx";
  DROP INDEX "_activities_v_parent_updated_at_idx";
  DROP INDEX "_trip_packages_v_parent_updated_at_idx";
  DROP INDEX "_services_v_parent_updated_at_idx";
  DROP INDEX "_testimonials_v_parent_updated_at_idx";
  DROP INDEX "_marinas_v_parent_updated_at_idx";
  DROP INDEX "_yacht_listings_v_parent_updated_at_idx";
  DROP INDEX "_special_events_v_parent_updated_at_idx";
  DROP INDEX "_plans_v_parent_updated_at_idx";
  DROP INDEX "_events_v_parent_updated_at_idx";
  DROP INDEX "_wiki_articles_v_parent_updated_at_idx";
  DROP INDEX "_pages_v_parent_updated_at_idx";`)
}
