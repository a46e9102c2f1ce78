import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_comments_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_comment_reports_reason" AS ENUM('spam', 'abuse', 'offTopic', 'other');
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'comment' BEFORE 'system';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'comment-hidden';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'comment-shown';
  CREATE TABLE "comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"author_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"language" "enum_comments_language" DEFAULT 'ru' NOT NULL,
  	"edited_at" timestamp(3) with time zone,
  	"hidden" boolean DEFAULT false,
  	"hidden_at" timestamp(3) with time zone,
  	"hidden_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comment_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"comment_id" integer NOT NULL,
  	"reporter_id" integer NOT NULL,
  	"reason" "enum_comment_reports_reason" DEFAULT 'other' NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comment_reports_id" integer;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "comments_event_idx" ON "comments" USING btree ("event_id");
  CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");
  CREATE INDEX "comments_hidden_idx" ON "comments" USING btree ("hidden");
  CREATE INDEX "comments_hidden_by_idx" ON "comments" USING btree ("hidden_by_id");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "comment_reports_comment_idx" ON "comment_reports" USING btree ("comment_id");
  CREATE INDEX "comment_reports_reporter_idx" ON "comment_reports" USING btree ("reporter_id");
  CREATE INDEX "comment_reports_updated_at_idx" ON "comment_reports" USING btree ("updated_at");
  CREATE INDEX "comment_reports_created_at_idx" ON "comment_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comment_reports_fk" FOREIGN KEY ("comment_reports_id") REFERENCES "public"."comment_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");
  CREATE INDEX "payload_locked_documents_rels_comment_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("comment_reports_id");`)
  // Written by hand: one report per member and comment, whatever the door and however many
  // requests arrive at once; an event's discussion read oldest first from one index; and comments
  // go with their event or their author's account, reports with their comment or reporter.
  await db.execute(sql`
  CREATE UNIQUE INDEX "comment_reports_one_per_reporter" ON "comment_reports" ("comment_id", "reporter_id");
  CREATE INDEX "comments_discussion_idx" ON "comments" ("event_id", "created_at", "id");
  ALTER TABLE "comments" DROP CONSTRAINT "comments_event_id_events_id_fk";
  ALTER TABLE "comments" ADD CONSTRAINT "comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comments" DROP CONSTRAINT "comments_author_id_users_id_fk";
  ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comment_reports" DROP CONSTRAINT "comment_reports_comment_id_comments_id_fk";
  ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comment_reports" DROP CONSTRAINT "comment_reports_reporter_id_users_id_fk";
  ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comment_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "comment_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comment_reports_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('booking', 'payment', 'registration', 'submission', 'build', 'wiki', 'system', 'test');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('roles-changed', 'account-locked', 'account-unlocked', 'email-verified-changed', 'submission-approved', 'submission-rejected');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_comment_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comment_reports_id";
  DROP TYPE "public"."enum_comments_language";
  DROP TYPE "public"."enum_comment_reports_reason";`)
}
