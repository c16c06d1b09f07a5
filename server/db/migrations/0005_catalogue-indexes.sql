CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_categorie_idx";--> statement-breakpoint
DROP INDEX "products_titre_idx";--> statement-breakpoint
DROP INDEX "products_prix_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "est_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "categorie_racine_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "titre_tri" text GENERATED ALWAYS AS (f_unaccent(lower(titre))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "titre_mots" text GENERATED ALWAYS AS (' ' || regexp_replace(f_unaccent(lower(titre)), '[^a-z0-9]+', ' ', 'g') || ' ') STORED;--> statement-breakpoint
CREATE INDEX "products_titre_tri_idx" ON "products" USING btree ("titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_prix_asc_idx" ON "products" USING btree ("prix","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_prix_desc_idx" ON "products" USING btree ("prix" DESC NULLS LAST,"titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_cree_le_asc_idx" ON "products" USING btree ("cree_le","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_cree_le_desc_idx" ON "products" USING btree ("cree_le" DESC NULLS LAST,"titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_modifie_le_asc_idx" ON "products" USING btree ("modifie_le","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_modifie_le_desc_idx" ON "products" USING btree ("modifie_le" DESC NULLS LAST,"titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_racine_titre_idx" ON "products" USING btree ("categorie_racine_id","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_racine_prix_asc_idx" ON "products" USING btree ("categorie_racine_id","prix","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_racine_prix_desc_idx" ON "products" USING btree ("categorie_racine_id","prix" DESC NULLS LAST,"titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_categorie_titre_idx" ON "products" USING btree ("categorie_id","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_categorie_prix_asc_idx" ON "products" USING btree ("categorie_id","prix","titre_tri","id");--> statement-breakpoint
CREATE INDEX "products_categorie_prix_desc_idx" ON "products" USING btree ("categorie_id","prix" DESC NULLS LAST,"titre_tri","id");--> statement-breakpoint
-- est_visible and categorie_racine_id follow the product's category (docs/decisions/012).
CREATE OR REPLACE FUNCTION products_placement() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  placed record;
BEGIN
  SELECT coalesce(parent.id, category.id) AS racine,
         category.est_active AND coalesce(parent.est_active, true) AS online
    INTO placed
    FROM categories category LEFT JOIN categories parent ON parent.id = category.parent_id
   WHERE category.id = NEW.categorie_id;
  NEW.categorie_racine_id := placed.racine;
  NEW.est_visible := NEW.est_actif AND coalesce(placed.online, true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_placement BEFORE INSERT OR UPDATE OF est_actif, categorie_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_placement();--> statement-breakpoint
-- A category taken offline, back online or moved: its products and its sub-categories' follow.
CREATE OR REPLACE FUNCTION categories_placement() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.est_active IS DISTINCT FROM OLD.est_active OR NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    UPDATE products SET categorie_id = categorie_id
     WHERE categorie_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_placement AFTER UPDATE OF est_active, parent_id ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_placement();--> statement-breakpoint
UPDATE products SET categorie_id = categorie_id;--> statement-breakpoint
-- Cached list totals are keyed by this version, bumped by any write to the rows they count.
INSERT INTO list_versions (name, version) VALUES ('products', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_products_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE name = 'products';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_products_version();--> statement-breakpoint
CREATE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_products_version();
