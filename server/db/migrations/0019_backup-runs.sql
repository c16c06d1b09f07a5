CREATE TABLE "backup_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot" bigint,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"duration_ms" integer,
	"error" text,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot"),
	CONSTRAINT "backup_runs_trigger" CHECK ("backup_runs"."trigger" IN ('schedule', 'manual')),
	CONSTRAINT "backup_runs_status" CHECK ("backup_runs"."status" IN ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");