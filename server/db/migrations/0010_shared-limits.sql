CREATE TABLE "limit_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" bigint[] NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"locked_until" bigint DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "limit_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expires_at_idx" ON "limit_counters" USING btree ("expires_at");