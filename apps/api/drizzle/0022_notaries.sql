CREATE TABLE "notaries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"name" text NOT NULL,
	"district_code" text NOT NULL,
	"address" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notaries_number_idx" ON "notaries" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "notaries_district_idx" ON "notaries" USING btree ("district_code","name");