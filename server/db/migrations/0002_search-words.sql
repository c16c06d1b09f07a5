ALTER TABLE "articles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || regexp_replace(f_unaccent(lower(coalesce(titre, '') || ' ' || coalesce(extrait, '') || ' ' || coalesce(nom_auteur, '') || ' ' || coalesce(seo_titre, ''))), '[^a-z0-9]+', ' ', 'g') || ' ') STORED;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || regexp_replace(f_unaccent(lower(coalesce(titre, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(description_courte, ''))), '[^a-z0-9]+', ' ', 'g') || ' ') STORED;--> statement-breakpoint
CREATE INDEX "articles_search_text_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
