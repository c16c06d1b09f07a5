CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"author_id" integer,
	"author_email" text,
	"fields" jsonb NOT NULL,
	CONSTRAINT "content_revisions_entity_type" CHECK ("content_revisions"."entity_type" IN ('article', 'produit'))
);
--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);