CREATE TABLE "stats_daily" (
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"label" text,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"pdf" integer DEFAULT 0 NOT NULL,
	"contact" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty_searches" integer DEFAULT 0 NOT NULL,
	"results" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_dim_day_key_detail_pk" PRIMARY KEY("dim","day","key","detail")
);
--> statement-breakpoint
CREATE TABLE "stats_drops" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"events" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_events" (
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"visitor" bigint NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"title" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text,
	"browser" text,
	"not_found" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"button" text,
	"term" text,
	"filters" text,
	"results" integer,
	CONSTRAINT "stats_events_kind" CHECK ("stats_events"."kind" IN ('view', 'open', 'whatsapp', 'phone', 'pdf', 'contact', 'search'))
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"pdf" integer DEFAULT 0 NOT NULL,
	"contact" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty_searches" integer DEFAULT 0 NOT NULL,
	"results" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_purges" (
	"day" date PRIMARY KEY NOT NULL,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"events" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"events" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stats_events_at_idx" ON "stats_events" USING btree ("at");