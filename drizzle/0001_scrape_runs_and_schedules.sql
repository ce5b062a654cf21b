CREATE TABLE "scrape_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"schedule_id" integer,
	"slot" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone NOT NULL,
	"provinces_total" integer DEFAULT 0 NOT NULL,
	"provinces_done" integer DEFAULT 0 NOT NULL,
	"inserted_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "scraping_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "duty_rotation" text DEFAULT '08:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_schedule_id_scraping_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scraping_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scrape_runs_schedule_slot_key" ON "scrape_runs" USING btree ("schedule_id","slot");--> statement-breakpoint
CREATE INDEX "scrape_runs_started_idx" ON "scrape_runs" USING btree ("started_at");--> statement-breakpoint
-- A fresh install gets one daily scrape after the morning rotation (08:30 by default); see the README.
-- The default schedule is written by the application with its own clock (app/db/seeds.server.ts).
