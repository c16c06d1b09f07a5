CREATE TABLE "trashed_items" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text NOT NULL,
	"fields" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"deleted_by_id" integer,
	"deleted_by_email" text,
	CONSTRAINT "trashed_items_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id"),
	CONSTRAINT "trashed_items_entity_type" CHECK ("trashed_items"."entity_type" IN ('article', 'produit'))
);
--> statement-breakpoint
CREATE INDEX "trashed_items_deleted_at_idx" ON "trashed_items" USING btree ("deleted_at");