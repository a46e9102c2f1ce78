import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the analytics tab's rollups, kept by the track call beside the per-page day
 * counts, so a year's report reads a few thousand rows rather than every page of every day:
 * `analytics_totals` counts each event type, and new sessions, per day; `analytics_pages_monthly`
 * counts page views per page and calendar month. Filled from what is already counted.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "analytics_totals" (
  	"day" date NOT NULL,
  	"metric" varchar(20) NOT NULL,
  	"count" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("day", "metric")
  );
  CREATE TABLE "analytics_pages_monthly" (
  	"month" date NOT NULL,
  	"path" varchar(200) NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("month", "path")
  );
  INSERT INTO "analytics_totals" (day, metric, count) SELECT day, event_type, sum(count) FROM "analytics_daily" GROUP BY day, event_type;
  INSERT INTO "analytics_totals" (day, metric, count) SELECT day, 'session', count(*) FROM "analytics_sessions" GROUP BY day;
  INSERT INTO "analytics_pages_monthly" (month, path, views)
    SELECT date_trunc('month', day)::date, path, sum(count) FROM "analytics_daily" WHERE event_type = 'page_view' GROUP BY 1, 2;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "analytics_pages_monthly"; DROP TABLE "analytics_totals";`)
}
