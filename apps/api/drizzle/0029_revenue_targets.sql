CREATE TABLE "revenue_targets" (
	"sro_code" text NOT NULL,
	"month" text NOT NULL,
	"target_rupees" bigint NOT NULL,
	"reason" text NOT NULL,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revenue_targets" ADD CONSTRAINT "revenue_targets_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_targets_office_month_idx" ON "revenue_targets" USING btree ("sro_code","month");