CREATE TABLE "alert_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"province_id" smallint,
	"source" text,
	"text" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "source_health" (
	"province_id" smallint NOT NULL,
	"source" text NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_records" integer,
	"last_error" text,
	"last_error_kind" text,
	"failure_streak" integer DEFAULT 0 NOT NULL,
	"last_agreement" jsonb,
	CONSTRAINT "source_health_province_id_source_pk" PRIMARY KEY("province_id","source")
);
--> statement-breakpoint
CREATE TABLE "source_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" smallint,
	"source" text NOT NULL,
	"enabled" boolean,
	"position" integer,
	"base_url" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "source_settings_scope_key" UNIQUE NULLS NOT DISTINCT("province_id","source")
);
--> statement-breakpoint
ALTER TABLE "duty_rosters" ADD COLUMN "checked_against" text;--> statement-breakpoint
ALTER TABLE "duty_rosters" ADD COLUMN "agreement" jsonb;--> statement-breakpoint
ALTER TABLE "alert_problems" ADD CONSTRAINT "alert_problems_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_health" ADD CONSTRAINT "source_health_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_settings" ADD CONSTRAINT "source_settings_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_settings" ADD CONSTRAINT "source_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_problems_open_key" ON "alert_problems" USING btree ("key") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "alert_problems_opened_idx" ON "alert_problems" USING btree ("opened_at");