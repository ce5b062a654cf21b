CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"roster_id" integer NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"position" integer NOT NULL,
	"duty_start" timestamp with time zone,
	"duty_end" timestamp with time zone,
	"duty_hours" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "duty_rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"duty_date" date NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"district_id" integer,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"address" text,
	"phone" text,
	"neighbourhood" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacies_identity_key" UNIQUE NULLS NOT DISTINCT("province_id","district_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "provinces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_entries" ADD CONSTRAINT "duty_entries_roster_id_duty_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."duty_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_entries" ADD CONSTRAINT "duty_entries_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_rosters" ADD CONSTRAINT "duty_rosters_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_province_slug_key" ON "districts" USING btree ("province_id","slug");--> statement-breakpoint
CREATE INDEX "duty_entries_roster_idx" ON "duty_entries" USING btree ("roster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duty_rosters_province_date_key" ON "duty_rosters" USING btree ("province_id","duty_date");--> statement-breakpoint
CREATE INDEX "duty_rosters_date_idx" ON "duty_rosters" USING btree ("duty_date");