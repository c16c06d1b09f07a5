CREATE TABLE "product_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"genre" text NOT NULL,
	"termes" text[] NOT NULL,
	"cibles" text[] DEFAULT '{}'::text[] NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_genre" CHECK ("search_synonyms"."genre" IN ('equivalents', 'expansion'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "caracteristiques" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_history_product_idx" ON "product_slug_history" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_synonyms_modifie_le_idx" ON "search_synonyms" USING btree ("modifie_le");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_caracteristiques_array" CHECK (jsonb_typeof("caracteristiques") = 'array');--> statement-breakpoint
-- A product's former slugs answer 301 (issue 37 §1); a slug a product holds again leaves the history.
CREATE OR REPLACE FUNCTION products_slug_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO product_slug_history (slug, product_id) VALUES (OLD.slug, NEW.id)
      ON CONFLICT (slug) DO UPDATE SET product_id = EXCLUDED.product_id, cree_le = now();
  END IF;
  DELETE FROM product_slug_history WHERE slug = NEW.slug;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_slug_history AFTER INSERT OR UPDATE OF slug ON products
  FOR EACH ROW EXECUTE FUNCTION products_slug_history();--> statement-breakpoint
-- A synonym taught changes what searches find: cached rankings and answers are keyed by this version.
CREATE TRIGGER search_synonyms_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION bump_products_version();
