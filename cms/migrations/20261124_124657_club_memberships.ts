import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_club_memberships_category" AS ENUM('captains', 'voyagers', 'fans');
  CREATE TYPE "public"."enum_club_memberships_status" AS ENUM('pending', 'active');
  CREATE TABLE "club_memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"category" "enum_club_memberships_category" NOT NULL,
  	"status" "enum_club_memberships_status" DEFAULT 'active' NOT NULL,
  	"listed" boolean DEFAULT false,
  	"confirmed_by_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "club_memberships_id" integer;
  ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "club_memberships_member_idx" ON "club_memberships" USING btree ("member_id");
  CREATE INDEX "club_memberships_category_idx" ON "club_memberships" USING btree ("category");
  CREATE INDEX "club_memberships_status_idx" ON "club_memberships" USING btree ("status");
  CREATE INDEX "club_memberships_confirmed_by_idx" ON "club_memberships" USING btree ("confirmed_by_id");
  CREATE INDEX "club_memberships_updated_at_idx" ON "club_memberships" USING btree ("updated_at");
  CREATE INDEX "club_memberships_created_at_idx" ON "club_memberships" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_club_memberships_fk" FOREIGN KEY ("club_memberships_id") REFERENCES "public"."club_memberships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_club_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("club_memberships_id");`)
  // Written by hand: one membership per member, whatever the door and however many requests
  // arrive at once; and a membership goes with its member's account.
  await db.execute(sql`
  CREATE UNIQUE INDEX "club_memberships_one_per_member" ON "club_memberships" ("member_id");
  ALTER TABLE "club_memberships" DROP CONSTRAINT "club_memberships_member_id_users_id_fk";
  ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "club_memberships" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "club_memberships" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_club_memberships_fk";
  
  DROP INDEX "payload_locked_documents_rels_club_memberships_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "club_memberships_id";
  DROP TYPE "public"."enum_club_memberships_category";
  DROP TYPE "public"."enum_club_memberships_status";`)
}
