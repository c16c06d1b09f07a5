CREATE TABLE "scheduled_announcements" (
	"published_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);
