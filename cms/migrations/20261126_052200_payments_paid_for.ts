import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand: the generator offers a drop and an add for a renamed field, which would lose
// every payment's flag. A rename keeps it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "payments" RENAME COLUMN "paid_booking" TO "paid_for";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "payments" RENAME COLUMN "paid_for" TO "paid_booking";`)
}
