import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "yachts_amenities_locales_parent_id_idx" ON "yachts_amenities_locales" USING btree ("_parent_id");
  CREATE INDEX "yachts_locales_parent_id_idx" ON "yachts_locales" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_amenities_locales_parent_id_idx" ON "_yachts_v_version_amenities_locales" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_locales_parent_id_idx" ON "_yachts_v_locales" USING btree ("_parent_id");
  CREATE INDEX "destinations_highlights_locales_parent_id_idx" ON "destinations_highlights_locales" USING btree ("_parent_id");
  CREATE INDEX "destinations_locales_parent_id_idx" ON "destinations_locales" USING btree ("_parent_id");
  CREATE INDEX "_destinations_v_version_highlights_locales_parent_id_idx" ON "_destinations_v_version_highlights_locales" USING btree ("_parent_id");
  CREATE INDEX "_destinations_v_locales_parent_id_idx" ON "_destinations_v_locales" USING btree ("_parent_id");
  CREATE INDEX "activities_locales_parent_id_idx" ON "activities_locales" USING btree ("_parent_id");
  CREATE INDEX "_activities_v_locales_parent_id_idx" ON "_activities_v_locales" USING btree ("_parent_id");
  CREATE INDEX "trip_packages_includes_locales_parent_id_idx" ON "trip_packages_includes_locales" USING btree ("_parent_id");
  CREATE INDEX "trip_packages_locales_parent_id_idx" ON "trip_packages_locales" USING btree ("_parent_id");
  CREATE INDEX "_trip_packages_v_version_includes_locales_parent_id_idx" ON "_trip_packages_v_version_includes_locales" USING btree ("_parent_id");
  CREATE INDEX "_trip_packages_v_locales_parent_id_idx" ON "_trip_packages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "services_features_locales_parent_id_idx" ON "services_features_locales" USING btree ("_parent_id");
  CREATE INDEX "services_benefits_locales_parent_id_idx" ON "services_benefits_locales" USING btree ("_parent_id");
  CREATE INDEX "services_locales_parent_id_idx" ON "services_locales" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_features_locales_parent_id_idx" ON "_services_v_version_features_locales" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_benefits_locales_parent_id_idx" ON "_services_v_version_benefits_locales" USING btree ("_parent_id");
  CREATE INDEX "_services_v_locales_parent_id_idx" ON "_services_v_locales" USING btree ("_parent_id");
  CREATE INDEX "testimonials_locales_parent_id_idx" ON "testimonials_locales" USING btree ("_parent_id");
  CREATE INDEX "_testimonials_v_locales_parent_id_idx" ON "_testimonials_v_locales" USING btree ("_parent_id");
  CREATE INDEX "marinas_locales_parent_id_idx" ON "marinas_locales" USING btree ("_parent_id");
  CREATE INDEX "_marinas_v_locales_parent_id_idx" ON "_marinas_v_locales" USING btree ("_parent_id");
  CREATE INDEX "yacht_listings_highlights_locales_parent_id_idx" ON "yacht_listings_highlights_locales" USING btree ("_parent_id");
  CREATE INDEX "yacht_listings_locales_parent_id_idx" ON "yacht_listings_locales" USING btree ("_parent_id");
  CREATE INDEX "_yacht_listings_v_version_highlights_locales_parent_id_idx" ON "_yacht_listings_v_version_highlights_locales" USING btree ("_parent_id");
  CREATE INDEX "_yacht_listings_v_locales_parent_id_idx" ON "_yacht_listings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "special_events_includes_locales_parent_id_idx" ON "special_events_includes_locales" USING btree ("_parent_id");
  CREATE INDEX "special_events_locales_parent_id_idx" ON "special_events_locales" USING btree ("_parent_id");
  CREATE INDEX "_special_events_v_version_includes_locales_parent_id_idx" ON "_special_events_v_version_includes_locales" USING btree ("_parent_id");
  CREATE INDEX "_special_events_v_locales_parent_id_idx" ON "_special_events_v_locales" USING btree ("_parent_id");
  CREATE INDEX "plans_features_locales_parent_id_idx" ON "plans_features_locales" USING btree ("_parent_id");
  CREATE INDEX "plans_locales_parent_id_idx" ON "plans_locales" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_version_features_locales_parent_id_idx" ON "_plans_v_version_features_locales" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_locales_parent_id_idx" ON "_plans_v_locales" USING btree ("_parent_id");
  CREATE INDEX "events_locales_parent_id_idx" ON "events_locales" USING btree ("_parent_id");
  CREATE INDEX "_events_v_locales_parent_id_idx" ON "_events_v_locales" USING btree ("_parent_id");
  CREATE INDEX "wiki_articles_locales_parent_id_idx" ON "wiki_articles_locales" USING btree ("_parent_id");
  CREATE INDEX "_wiki_articles_v_locales_parent_id_idx" ON "_wiki_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "insurers_features_locales_parent_id_idx" ON "insurers_features_locales" USING btree ("_parent_id");
  CREATE INDEX "home_hero_slides_locales_parent_id_idx" ON "home_hero_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "home_locales_parent_id_idx" ON "home_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_hero_slides_locales_parent_id_idx" ON "_home_v_version_hero_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_v_locales_parent_id_idx" ON "_home_v_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_id_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "yachts_amenities_locales_parent_id_idx";
  DROP INDEX "yachts_locales_parent_id_idx";
  DROP INDEX "_yachts_v_version_amenities_locales_parent_id_idx";
  DROP INDEX "_yachts_v_locales_parent_id_idx";
  DROP INDEX "destinations_highlights_locales_parent_id_idx";
  DROP INDEX "destinations_locales_parent_id_idx";
  DROP INDEX "_destinations_v_version_highlights_locales_parent_id_idx";
  DROP INDEX "_destinations_v_locales_parent_id_idx";
  DROP INDEX "activities_locales_parent_id_idx";
  DROP INDEX "_activities_v_locales_parent_id_idx";
  DROP INDEX "trip_packages_includes_locales_parent_id_idx";
  DROP INDEX "trip_packages_locales_parent_id_idx";
  DROP INDEX "_trip_packages_v_version_includes_locales_parent_id_idx";
  DROP INDEX "_trip_packages_v_locales_parent_id_idx";
  DROP INDEX "services_features_locales_parent_id_idx";
  DROP INDEX "services_benefits_locales_parent_id_idx";
  DROP INDEX "services_locales_parent_id_idx";
  DROP INDEX "_services_v_version_features_locales_parent_id_idx";
  DROP INDEX "_services_v_version_benefits_locales_parent_id_idx";
  DROP INDEX "_services_v_locales_parent_id_idx";
  DROP INDEX "testimonials_locales_parent_id_idx";
  DROP INDEX "_testimonials_v_locales_parent_id_idx";
  DROP INDEX "marinas_locales_parent_id_idx";
  DROP INDEX "_marinas_v_locales_parent_id_idx";
  DROP INDEX "yacht_listings_highlights_locales_parent_id_idx";
  DROP INDEX "yacht_listings_locales_parent_id_idx";
  DROP INDEX "_yacht_listings_v_version_highlights_locales_parent_id_idx";
  DROP INDEX "_yacht_listings_v_locales_parent_id_idx";
  DROP INDEX "special_events_includes_locales_parent_id_idx";
  DROP INDEX "special_events_locales_parent_id_idx";
  DROP INDEX "_special_events_v_version_includes_locales_parent_id_idx";
  DROP INDEX "_special_events_v_locales_parent_id_idx";
  DROP INDEX "plans_features_locales_parent_id_idx";
  DROP INDEX "plans_locales_parent_id_idx";
  DROP INDEX "_plans_v_version_features_locales_parent_id_idx";
  DROP INDEX "_plans_v_locales_parent_id_idx";
  DROP INDEX "events_locales_parent_id_idx";
  DROP INDEX "_events_v_locales_parent_id_idx";
  DROP INDEX "wiki_articles_locales_parent_id_idx";
  DROP INDEX "_wiki_articles_v_locales_parent_id_idx";
  DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "insurers_features_locales_parent_id_idx";
  DROP INDEX "home_hero_slides_locales_parent_id_idx";
  DROP INDEX "home_locales_parent_id_idx";
  DROP INDEX "_home_v_version_hero_slides_locales_parent_id_idx";
  DROP INDEX "_home_v_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";
  DROP INDEX "_site_settings_v_locales_parent_id_idx";`)
}
