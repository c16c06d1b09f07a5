CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"department" text,
	"message" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"traite" boolean DEFAULT false NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"traite_le" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_requests_inbox_idx" ON "contact_requests" USING btree ("traite","urgent" DESC NULLS LAST,"cree_le" DESC NULLS LAST,"id" DESC NULLS LAST);