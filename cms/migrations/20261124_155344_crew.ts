import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crew_profiles_languages" AS ENUM('ru', 'en', 'zh', 'de', 'fr', 'es', 'it', 'ja', 'ko', 'mn');
  CREATE TYPE "public"."enum_crew_requests_wanted" AS ENUM('captain', 'crew');
  CREATE TYPE "public"."enum_crew_requests_yacht_type" AS ENUM('motor-yacht', 'sail-yacht', 'catamaran', 'speedboat');
  CREATE TYPE "public"."enum_crew_requests_region" AS ENUM('south', 'smallSea', 'chivyrkuy', 'north', 'east', 'anywhere');
  CREATE TYPE "public"."enum_crew_requests_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_crew_requests_status" AS ENUM('open', 'filled', 'cancelled');
  CREATE TYPE "public"."enum_crew_answers_language" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_crew_answers_status" AS ENUM('pending', 'accepted', 'declined');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellCrew';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellCrew';
  CREATE TABLE "crew_profiles_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_crew_profiles_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "crew_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"listed" boolean DEFAULT false,
  	"experience_years" numeric NOT NULL,
  	"bio" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crew_profiles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "crew_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"requester_id" integer NOT NULL,
  	"wanted" "enum_crew_requests_wanted" NOT NULL,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"yacht_type" "enum_crew_requests_yacht_type" NOT NULL,
  	"region" "enum_crew_requests_region" NOT NULL,
  	"message" varchar NOT NULL,
  	"language" "enum_crew_requests_language" DEFAULT 'ru' NOT NULL,
  	"status" "enum_crew_requests_status" DEFAULT 'open' NOT NULL,
  	"accepted_answer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crew_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"responder_id" integer NOT NULL,
  	"message" varchar NOT NULL,
  	"language" "enum_crew_answers_language" DEFAULT 'ru' NOT NULL,
  	"status" "enum_crew_answers_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crew_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crew_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crew_answers_id" integer;
  ALTER TABLE "crew_profiles_languages" ADD CONSTRAINT "crew_profiles_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_profiles" ADD CONSTRAINT "crew_profiles_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_profiles_texts" ADD CONSTRAINT "crew_profiles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_requests" ADD CONSTRAINT "crew_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_requests" ADD CONSTRAINT "crew_requests_accepted_answer_id_crew_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."crew_answers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_answers" ADD CONSTRAINT "crew_answers_request_id_crew_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."crew_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_answers" ADD CONSTRAINT "crew_answers_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crew_profiles_languages_order_idx" ON "crew_profiles_languages" USING btree ("order");
  CREATE INDEX "crew_profiles_languages_parent_idx" ON "crew_profiles_languages" USING btree ("parent_id");
  CREATE INDEX "crew_profiles_member_idx" ON "crew_profiles" USING btree ("member_id");
  CREATE INDEX "crew_profiles_listed_idx" ON "crew_profiles" USING btree ("listed");
  CREATE INDEX "crew_profiles_updated_at_idx" ON "crew_profiles" USING btree ("updated_at");
  CREATE INDEX "crew_profiles_created_at_idx" ON "crew_profiles" USING btree ("created_at");
  CREATE INDEX "crew_profiles_texts_order_parent" ON "crew_profiles_texts" USING btree ("order","parent_id");
  CREATE INDEX "crew_requests_requester_idx" ON "crew_requests" USING btree ("requester_id");
  CREATE INDEX "crew_requests_wanted_idx" ON "crew_requests" USING btree ("wanted");
  CREATE INDEX "crew_requests_start_date_idx" ON "crew_requests" USING btree ("start_date");
  CREATE INDEX "crew_requests_status_idx" ON "crew_requests" USING btree ("status");
  CREATE INDEX "crew_requests_accepted_answer_idx" ON "crew_requests" USING btree ("accepted_answer_id");
  CREATE INDEX "crew_requests_updated_at_idx" ON "crew_requests" USING btree ("updated_at");
  CREATE INDEX "crew_requests_created_at_idx" ON "crew_requests" USING btree ("created_at");
  CREATE INDEX "crew_answers_request_idx" ON "crew_answers" USING btree ("request_id");
  CREATE INDEX "crew_answers_responder_idx" ON "crew_answers" USING btree ("responder_id");
  CREATE INDEX "crew_answers_status_idx" ON "crew_answers" USING btree ("status");
  CREATE INDEX "crew_answers_updated_at_idx" ON "crew_answers" USING btree ("updated_at");
  CREATE INDEX "crew_answers_created_at_idx" ON "crew_answers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_profiles_fk" FOREIGN KEY ("crew_profiles_id") REFERENCES "public"."crew_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_requests_fk" FOREIGN KEY ("crew_requests_id") REFERENCES "public"."crew_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_answers_fk" FOREIGN KEY ("crew_answers_id") REFERENCES "public"."crew_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crew_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_crew_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_requests_id");
  CREATE INDEX "payload_locked_documents_rels_crew_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_answers_id");`)
  // Written by hand: one profile per member and one answer per crew member and request, whatever
  // the door and however many requests arrive at once; at most one accepted answer per request;
  // and profiles, requests and answers go with their accounts, answers with their request.
  await db.execute(sql`
  CREATE UNIQUE INDEX "crew_profiles_one_per_member" ON "crew_profiles" ("member_id");
  CREATE UNIQUE INDEX "crew_answers_one_per_responder" ON "crew_answers" ("request_id", "responder_id");
  CREATE UNIQUE INDEX "crew_answers_one_accepted" ON "crew_answers" ("request_id") WHERE "status" = 'accepted';
  ALTER TABLE "crew_profiles" DROP CONSTRAINT "crew_profiles_member_id_users_id_fk";
  ALTER TABLE "crew_profiles" ADD CONSTRAINT "crew_profiles_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_requests" DROP CONSTRAINT "crew_requests_requester_id_users_id_fk";
  ALTER TABLE "crew_requests" ADD CONSTRAINT "crew_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_answers" DROP CONSTRAINT "crew_answers_request_id_crew_requests_id_fk";
  ALTER TABLE "crew_answers" ADD CONSTRAINT "crew_answers_request_id_crew_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."crew_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_answers" DROP CONSTRAINT "crew_answers_responder_id_users_id_fk";
  ALTER TABLE "crew_answers" ADD CONSTRAINT "crew_answers_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crew_profiles_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_profiles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crew_profiles_languages" CASCADE;
  DROP TABLE "crew_profiles" CASCADE;
  DROP TABLE "crew_profiles_texts" CASCADE;
  DROP TABLE "crew_requests" CASCADE;
  DROP TABLE "crew_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crew_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crew_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crew_answers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords', 'tellSubmitter', 'tellRegistrant');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_crew_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_crew_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_crew_answers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crew_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crew_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crew_answers_id";
  DROP TYPE "public"."enum_crew_profiles_languages";
  DROP TYPE "public"."enum_crew_requests_wanted";
  DROP TYPE "public"."enum_crew_requests_yacht_type";
  DROP TYPE "public"."enum_crew_requests_region";
  DROP TYPE "public"."enum_crew_requests_language";
  DROP TYPE "public"."enum_crew_requests_status";
  DROP TYPE "public"."enum_crew_answers_language";
  DROP TYPE "public"."enum_crew_answers_status";`)
}
