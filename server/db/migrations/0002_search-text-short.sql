ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(titre, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(description_courte, '')))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
