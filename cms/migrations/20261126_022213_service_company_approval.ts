import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'order-released';
  ALTER TABLE "users" ADD COLUMN "service_company_approved" boolean DEFAULT false;
  ALTER TABLE "service_orders" ADD COLUMN "accepted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('roles-changed', 'account-locked', 'account-unlocked', 'email-verified-changed', 'submission-approved', 'submission-rejected', 'comment-hidden', 'comment-shown');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "service_company_approved";
  ALTER TABLE "service_orders" DROP COLUMN "accepted_at";`)
}
