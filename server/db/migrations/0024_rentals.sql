CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "rental_references" (
	"annee" integer PRIMARY KEY NOT NULL,
	"dernier" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"rental_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unite" integer NOT NULL,
	"jours" daterange NOT NULL,
	CONSTRAINT "rental_units_rental_id_unite_pk" PRIMARY KEY("rental_id","unite"),
	CONSTRAINT "rental_units_unite_positive" CHECK ("rental_units"."unite" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"product_id" integer,
	"produit_titre" text NOT NULL,
	"quantite" integer DEFAULT 1 NOT NULL,
	"debut" date NOT NULL,
	"fin" date NOT NULL,
	"jours_tampon" integer DEFAULT 0 NOT NULL,
	"statut" text NOT NULL,
	"statut_precedent" text,
	"statut_change_le" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_le" timestamp with time zone,
	"source" text NOT NULL,
	"nom" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text,
	"retrait" text NOT NULL,
	"boutique" text,
	"adresse" text,
	"note" text,
	"prix_location" numeric(12, 3) NOT NULL,
	"detail_prix" jsonb NOT NULL,
	"caution" numeric(12, 3) NOT NULL,
	"frais_livraison" numeric(12, 3) DEFAULT 0 NOT NULL,
	"total" numeric(12, 3) NOT NULL,
	"origine" text,
	"rendu_le" date,
	"cree_par" integer,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "rentals_dates_order" CHECK ("rentals"."fin" >= "rentals"."debut"),
	CONSTRAINT "rentals_quantite_positive" CHECK ("rentals"."quantite" >= 1),
	CONSTRAINT "rentals_tampon_positive" CHECK ("rentals"."jours_tampon" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_debut_idx" ON "rentals" USING btree ("debut","id");--> statement-breakpoint
CREATE INDEX "rentals_fin_idx" ON "rentals" USING btree ("fin","id");--> statement-breakpoint
CREATE INDEX "rentals_statut_idx" ON "rentals" USING btree ("statut","debut");--> statement-breakpoint
CREATE INDEX "rentals_product_idx" ON "rentals" USING btree ("product_id","debut");--> statement-breakpoint
CREATE INDEX "rentals_telephone_idx" ON "rentals" USING btree ("telephone","debut");--> statement-breakpoint
CREATE INDEX "rentals_cree_le_idx" ON "rentals" USING btree ("cree_le","id");--> statement-breakpoint
CREATE INDEX "rentals_expire_idx" ON "rentals" USING btree ("expire_le") WHERE "rentals"."statut" = 'demande';--> statement-breakpoint
CREATE INDEX "rentals_origine_idx" ON "rentals" USING btree ("origine") WHERE "rentals"."statut" in ('demande', 'confirmee');--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_statut_valid" CHECK ("statut" IN ('demande', 'confirmee', 'en_cours', 'retournee', 'annulee', 'expiree'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_source_valid" CHECK ("source" IN ('site', 'bureau'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_retrait_valid" CHECK ("retrait" IN ('boutique', 'livraison'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_object" CHECK ("location" IS NULL OR (jsonb_typeof("location") = 'object' AND jsonb_typeof("location"->'unites') = 'number'));--> statement-breakpoint
CREATE INDEX "products_location_idx" ON "products" USING btree ("titre_tri", "id") WHERE "location" IS NOT NULL;--> statement-breakpoint
-- Issue 39, docs/decisions/037: no two reservations of one unit overlap, buffer days included.
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_no_overlap" EXCLUDE USING gist ("product_id" WITH =, "unite" WITH =, "jours" WITH &&);--> statement-breakpoint
-- A unit number is one of the product's units. FOR SHARE: a concurrent change of the product's
-- units waits for this reservation (and this one for it), so neither misses the other.
CREATE OR REPLACE FUNCTION rental_units_within_product() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  units integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.unite = OLD.unite AND NEW.product_id = OLD.product_id THEN
    RETURN NEW;
  END IF;
  SELECT ("location"->>'unites')::integer INTO units FROM products WHERE id = NEW.product_id FOR SHARE;
  IF units IS NULL OR NEW.unite > units THEN
    RAISE EXCEPTION 'unit % of product % is not one of its rental units', NEW.unite, NEW.product_id
      USING ERRCODE = '23514', CONSTRAINT = 'rental_units_within_product';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER rental_units_within_product BEFORE INSERT OR UPDATE ON rental_units
  FOR EACH ROW EXECUTE FUNCTION rental_units_within_product();--> statement-breakpoint
-- A product keeps at least the units reserved from today on, and stays rentable while it has any.
CREATE OR REPLACE FUNCTION products_rental_units_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM rental_units
    WHERE product_id = NEW.id
      AND upper(jours) > (now() AT TIME ZONE 'Africa/Tunis')::date
      AND (NEW."location" IS NULL OR unite > (NEW."location"->>'unites')::integer)
  ) THEN
    RAISE EXCEPTION 'product % has reservations beyond its rental units', NEW.id
      USING ERRCODE = '23514', CONSTRAINT = 'products_rental_units_kept';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_rental_units_kept BEFORE UPDATE OF "location" ON products
  FOR EACH ROW WHEN (OLD."location" IS DISTINCT FROM NEW."location")
  EXECUTE FUNCTION products_rental_units_kept();
--> statement-breakpoint
-- A product with units reserved from today on cannot be deleted (every path: form, bulk, API).
CREATE OR REPLACE FUNCTION products_rentals_kept_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM rental_units
    WHERE product_id = OLD.id AND upper(jours) > (now() AT TIME ZONE 'Africa/Tunis')::date
  ) THEN
    RAISE EXCEPTION 'product % has reservations from today on', OLD.id
      USING ERRCODE = '23514', CONSTRAINT = 'products_rentals_kept_on_delete';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER products_rentals_kept_on_delete BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_rentals_kept_on_delete();
