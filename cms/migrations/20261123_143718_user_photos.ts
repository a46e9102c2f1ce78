import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "user_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
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
  	"sizes_avatar_url" varchar,
  	"sizes_avatar_width" numeric,
  	"sizes_avatar_height" numeric,
  	"sizes_avatar_mime_type" varchar,
  	"sizes_avatar_filesize" numeric,
  	"sizes_avatar_filename" varchar
  );
  
 ALTER TABLE "users" DROP CONSTRAINT "users_photo_id_media_id_fk";
  -- Written by hand: profile photos move from the media library to their own collection, so a
  -- photo chosen from the library before is let go (the picture stays in the library).
  UPDATE "users" SET "photo_id" = NULL;
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_photos_id" integer;
  ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "user_photos_owner_idx" ON "user_photos" USING btree ("owner_id");
  CREATE INDEX "user_photos_updated_at_idx" ON "user_photos" USING btree ("updated_at");
  CREATE INDEX "user_photos_created_at_idx" ON "user_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_photos_filename_idx" ON "user_photos" USING btree ("filename");
  CREATE INDEX "user_photos_sizes_avatar_sizes_avatar_filename_idx" ON "user_photos" USING btree ("sizes_avatar_filename");
  ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_user_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."user_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_photos_fk" FOREIGN KEY ("user_photos_id") REFERENCES "public"."user_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_user_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("user_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // IF EXISTS (by hand): dropping the table with CASCADE already drops the constraints onto it.
  await db.execute(sql`
   ALTER TABLE "user_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "user_photos" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_photo_id_user_photos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_user_photos_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_user_photos_id_idx";
  -- Written by hand: the photos' table is gone, so no account can keep pointing at one.
  UPDATE "users" SET "photo_id" = NULL;
  ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_photos_id";`)
}
