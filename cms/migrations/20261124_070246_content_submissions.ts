import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_submissions_kind" AS ENUM('destination', 'trip-package');
  CREATE TYPE "public"."enum_content_submissions_status" AS ENUM('draft', 'in_review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_content_submissions_language" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'submission-approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'submission-rejected';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellSubmitter';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellSubmitter';
  CREATE TABLE "content_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_content_submissions_kind" NOT NULL,
  	"status" "enum_content_submissions_status" DEFAULT 'draft' NOT NULL,
  	"language" "enum_content_submissions_language" DEFAULT 'ru' NOT NULL,
  	"title" varchar,
  	"data" jsonb NOT NULL,
  	"image_id" integer,
  	"moderator_notes" varchar,
  	"submitted_by_id" integer,
  	"submitted_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"published_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submission_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_preview_url" varchar,
  	"sizes_preview_width" numeric,
  	"sizes_preview_height" numeric,
  	"sizes_preview_mime_type" varchar,
  	"sizes_preview_filesize" numeric,
  	"sizes_preview_filename" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_images_id" integer;
  ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_image_id_submission_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."submission_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submission_images" ADD CONSTRAINT "submission_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "content_submissions_kind_idx" ON "content_submissions" USING btree ("kind");
  CREATE INDEX "content_submissions_status_idx" ON "content_submissions" USING btree ("status");
  CREATE INDEX "content_submissions_image_idx" ON "content_submissions" USING btree ("image_id");
  CREATE INDEX "content_submissions_submitted_by_idx" ON "content_submissions" USING btree ("submitted_by_id");
  CREATE INDEX "content_submissions_submitted_at_idx" ON "content_submissions" USING btree ("submitted_at");
  CREATE INDEX "content_submissions_reviewed_by_idx" ON "content_submissions" USING btree ("reviewed_by_id");
  CREATE INDEX "content_submissions_updated_at_idx" ON "content_submissions" USING btree ("updated_at");
  CREATE INDEX "content_submissions_created_at_idx" ON "content_submissions" USING btree ("created_at");
  CREATE INDEX "submission_images_owner_idx" ON "submission_images" USING btree ("owner_id");
  CREATE INDEX "submission_images_updated_at_idx" ON "submission_images" USING btree ("updated_at");
  CREATE INDEX "submission_images_created_at_idx" ON "submission_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_images_filename_idx" ON "submission_images" USING btree ("filename");
  CREATE INDEX "submission_images_sizes_preview_sizes_preview_filename_idx" ON "submission_images" USING btree ("sizes_preview_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_submissions_fk" FOREIGN KEY ("content_submissions_id") REFERENCES "public"."content_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_images_fk" FOREIGN KEY ("submission_images_id") REFERENCES "public"."submission_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_content_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("content_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_submission_images_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_submissions" CASCADE;
  DROP TABLE "submission_images" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_images_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('roles-changed', 'account-locked', 'account-unlocked', 'email-verified-changed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildSite', 'expireBookingHolds', 'tellCustomer', 'refundPayment', 'pruneRecords');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_content_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_images_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_images_id";
  DROP TYPE "public"."enum_content_submissions_kind";
  DROP TYPE "public"."enum_content_submissions_status";
  DROP TYPE "public"."enum_content_submissions_language";`)
}
