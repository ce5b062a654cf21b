CREATE TABLE "pharmacy_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"duty_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pharmacy_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"category" text NOT NULL,
	"note" text,
	"client_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "pharmacy_corrections" ADD CONSTRAINT "pharmacy_corrections_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_corrections" ADD CONSTRAINT "pharmacy_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_reports" ADD CONSTRAINT "pharmacy_reports_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_reports" ADD CONSTRAINT "pharmacy_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_corrections_pharmacy_idx" ON "pharmacy_corrections" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE INDEX "pharmacy_reports_status_idx" ON "pharmacy_reports" USING btree ("status","pharmacy_id");--> statement-breakpoint
CREATE INDEX "pharmacy_reports_client_idx" ON "pharmacy_reports" USING btree ("client_key","created_at");