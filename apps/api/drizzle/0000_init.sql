CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_groups" (
	"list" text NOT NULL,
	"group_key" text NOT NULL,
	"position" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_te" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"group_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_en" text NOT NULL,
	"title_te" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_te" text DEFAULT '' NOT NULL,
	"reference_number" text,
	"item_date" date,
	"closing_date" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(title_en || ' ' || title_te || ' ' || summary_en || ' ' || summary_te || ' ' || coalesce(reference_number, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_te" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"section_key" text NOT NULL,
	"position" integer NOT NULL,
	"heading_en" text NOT NULL,
	"heading_te" text NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_table" jsonb,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frame_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_te" text NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaders" (
	"role" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"title_en" text NOT NULL,
	"title_te" text NOT NULL,
	"portrait_file_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_file_id_content_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sections" ADD CONSTRAINT "content_sections_page_content_pages_page_fk" FOREIGN KEY ("page") REFERENCES "public"."content_pages"("page") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_notifications" ADD CONSTRAINT "frame_notifications_file_id_content_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaders" ADD CONSTRAINT "leaders_portrait_file_id_content_files_id_fk" FOREIGN KEY ("portrait_file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_groups_list_idx" ON "content_groups" USING btree ("list","position");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("list","group_key","item_date");--> statement-breakpoint
CREATE INDEX "content_sections_page_idx" ON "content_sections" USING btree ("page","position");