import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_conversations_kind" AS ENUM('question', 'booking');
  CREATE TYPE "public"."enum_conversation_reads_language" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellOfUnreadMessage' BEFORE 'tellCrew';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellOfUnreadMessage' BEFORE 'tellCrew';
  CREATE TABLE "conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_conversations_kind" DEFAULT 'question' NOT NULL,
  	"yacht_id" integer,
  	"booking_id" integer,
  	"guest_id" integer,
  	"last_message_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"author_id" integer,
  	"author_name" varchar,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversation_reads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"read_at" timestamp(3) with time zone,
  	"emailed_at" timestamp(3) with time zone,
  	"language" "enum_conversation_reads_language",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversation_reads_id" integer;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "conversations_yacht_idx" ON "conversations" USING btree ("yacht_id");
  CREATE UNIQUE INDEX "conversations_booking_idx" ON "conversations" USING btree ("booking_id");
  CREATE INDEX "conversations_guest_idx" ON "conversations" USING btree ("guest_id");
  CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");
  CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at");
  CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");
  CREATE INDEX "guest_yacht_kind_idx" ON "conversations" USING btree ("guest_id","yacht_id","kind");
  CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id");
  CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "conversation_reads_conversation_idx" ON "conversation_reads" USING btree ("conversation_id");
  CREATE INDEX "conversation_reads_member_idx" ON "conversation_reads" USING btree ("member_id");
  CREATE INDEX "conversation_reads_updated_at_idx" ON "conversation_reads" USING btree ("updated_at");
  CREATE INDEX "conversation_reads_created_at_idx" ON "conversation_reads" USING btree ("created_at");
  -- One question thread per guest and yacht (flows/conversations.ts askOwner posts into the one that won a race).
  CREATE UNIQUE INDEX "conversations_one_question_idx" ON "conversations" USING btree ("guest_id", "yacht_id") WHERE "kind" = 'question';
  CREATE UNIQUE INDEX "conversation_member_idx" ON "conversation_reads" USING btree ("conversation_id","member_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversation_reads_fk" FOREIGN KEY ("conversation_reads_id") REFERENCES "public"."conversation_reads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_conversation_reads_id_idx" ON "payload_locked_documents_rels" USING btree ("conversation_reads_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversation_reads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "conversation_reads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_conversations_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_messages_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_conversation_reads_fk";
  -- The older types lack the unread notice's task: its jobs go.
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'tellOfUnreadMessage';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'tellOfUnreadMessage';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'completeCharters', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'renewSubscriptions', 'tellSubscriber', 'expireRegistrationHolds', 'tellRegistrant', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'importYachtCalendars', 'completeCharters', 'refundPayment', 'thankDonor', 'quoteInsurance', 'tellQuotesReady', 'tellQuoteSelected', 'pruneRecords', 'tellSubmitter', 'tellCrew', 'tellServiceTaken', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_conversations_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_messages_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_conversation_reads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversation_reads_id";
  DROP TYPE "public"."enum_conversations_kind";
  DROP TYPE "public"."enum_conversation_reads_language";`)
}
