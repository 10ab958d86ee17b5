ALTER TABLE "prohibited_properties" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD COLUMN "notified_by" uuid;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD COLUMN "denotify_order_number" text;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD COLUMN "denotify_reason" text;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD COLUMN "denotified_by" uuid;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD CONSTRAINT "prohibited_properties_notified_by_users_id_fk" FOREIGN KEY ("notified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prohibited_properties" ADD CONSTRAINT "prohibited_properties_denotified_by_users_id_fk" FOREIGN KEY ("denotified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;