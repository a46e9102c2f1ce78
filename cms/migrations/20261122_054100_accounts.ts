import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_auth_codes_purpose" AS ENUM('password-reset', 'email-verification');
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"purpose" "enum_auth_codes_purpose" NOT NULL,
  	"secret_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_codes_id" integer;
  ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "auth_codes_user_idx" ON "auth_codes" USING btree ("user_id");
  CREATE INDEX "auth_codes_secret_hash_idx" ON "auth_codes" USING btree ("secret_hash");
  CREATE INDEX "auth_codes_updated_at_idx" ON "auth_codes" USING btree ("updated_at");
  CREATE INDEX "auth_codes_created_at_idx" ON "auth_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_codes_fk" FOREIGN KEY ("auth_codes_id") REFERENCES "public"."auth_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_auth_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_codes_id");`)

  // Accounts made before verification existed were made by admins: they count as verified.
  await db.execute(sql`UPDATE "users" SET "email_verified" = true;`)

  // Per-client request counters of the portal API (cms/auth/rateLimits.ts). Written with plain
  // SQL, outside Payload's collections: one upsert per request, never shown in the admin.
  await db.execute(sql`
  CREATE TABLE "portal_rate_limits" (
  	"bucket" varchar(40) NOT NULL,
  	"subject" varchar(320) NOT NULL,
  	"window_start" timestamp(0) with time zone NOT NULL,
  	"hits" integer DEFAULT 1 NOT NULL,
  	PRIMARY KEY ("bucket", "subject", "window_start")
  );
  CREATE INDEX "portal_rate_limits_window_start_idx" ON "portal_rate_limits" USING btree ("window_start");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "portal_rate_limits";`)
  await db.execute(sql`
   ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "auth_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_codes_id_idx";
  ALTER TABLE "users" DROP COLUMN "email_verified";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_codes_id";
  DROP TYPE "public"."enum_auth_codes_purpose";`)
}
