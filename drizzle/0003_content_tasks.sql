CREATE TABLE "scheduled_content_fetches" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"schedule_time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_execution_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"slot" text,
	"execution_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"error_message" text,
	"records_cleared" integer DEFAULT 0 NOT NULL,
	"records_inserted" integer DEFAULT 0 NOT NULL,
	"execution_duration_ms" integer
);
--> statement-breakpoint
ALTER TABLE "task_execution_logs" ADD CONSTRAINT "task_execution_logs_task_id_scheduled_content_fetches_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."scheduled_content_fetches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_execution_logs_task_slot_key" ON "task_execution_logs" USING btree ("task_id","slot");--> statement-breakpoint
CREATE INDEX "task_execution_logs_time_idx" ON "task_execution_logs" USING btree ("execution_time");