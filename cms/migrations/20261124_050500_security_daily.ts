import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the admin dashboard's security counts per day (cms/auth/securityCounts.ts),
 * outside Payload's collections like the rate limits: one upsert per event, a row per day and
 * kind, so a year of them is a few thousand rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "security_daily" (
  	"day" date NOT NULL,
  	"kind" varchar(40) NOT NULL,
  	"detail" varchar(40) DEFAULT '' NOT NULL,
  	"count" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("day", "kind", "detail")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "security_daily";`)
}
