CREATE TABLE "office_slot_settings" (
	"sro_code" text PRIMARY KEY NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"slots_per_day" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
