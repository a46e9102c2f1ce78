import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: analytics with consent (cms/analytics/analyticsCounts.ts), outside Payload's
 * collections like the security counts. Events are counted per day, type and page; a day's session
 * ids are kept for the unique-session count. No address, account or raw event is stored.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "analytics_daily" (
  	"day" date NOT NULL,
  	"event_type" varchar(20) NOT NULL,
  	"path" varchar(200) NOT NULL,
  	"count" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("day", "event_type", "path")
  );
  CREATE TABLE "analytics_sessions" (
  	"day" date NOT NULL,
  	"session_id" varchar(64) NOT NULL,
  	PRIMARY KEY ("day", "session_id")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "analytics_sessions"; DROP TABLE "analytics_daily";`)
}
