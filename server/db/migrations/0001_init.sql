CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"titre" text NOT NULL,
	"slug" text NOT NULL,
	"nom_auteur" text,
	"image_miniature" text,
	"galerie_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extrait" text,
	"contenu_html" text DEFAULT '' NOT NULL,
	"statut" text DEFAULT 'brouillon' NOT NULL,
	"publie_le" timestamp with time zone,
	"seo_titre" text,
	"seo_description" text,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(titre, '') || ' ' || coalesce(extrait, '') || ' ' || coalesce(nom_auteur, '') || ' ' || coalesce(seo_titre, '')))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(titre, ''))), 'A') || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(extrait, '') || ' ' || regexp_replace(coalesce(contenu_html, ''), '<[^>]*>', ' ', 'g'))), 'B')) STORED,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_statut_valid" CHECK ("articles"."statut" IN ('brouillon', 'publie', 'archive'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"est_active" boolean DEFAULT true NOT NULL,
	"parent_id" integer,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"titre" text NOT NULL,
	"slug" text NOT NULL,
	"reference" text DEFAULT ('REF-' || lpad(nextval('product_reference_seq')::text, 6, '0')) NOT NULL,
	"description" text,
	"description_html" text,
	"seo_description" text,
	"description_courte" text,
	"categorie_id" integer,
	"prix" numeric(12, 2),
	"devise" text DEFAULT 'EUR' NOT NULL,
	"image" text,
	"image_miniature" text,
	"galerie_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"est_actif" boolean DEFAULT true NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(titre, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(description_courte, '') || ' ' || coalesce(description, '')))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(titre, ''))), 'A') || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(reference, '') || ' ' || coalesce(description_courte, '') || ' ' || coalesce(description, '') || ' ' || regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g'))), 'B')) STORED,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_reference_unique" UNIQUE("reference"),
	CONSTRAINT "products_prix_not_negative" CHECK ("products"."prix" IS NULL OR "products"."prix" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categorie_id_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_statut_publie_idx" ON "articles" USING btree ("statut","publie_le");--> statement-breakpoint
CREATE INDEX "articles_cree_le_idx" ON "articles" USING btree ("cree_le");--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_search_text_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_categorie_idx" ON "products" USING btree ("categorie_id");--> statement-breakpoint
CREATE INDEX "products_titre_idx" ON "products" USING btree ("titre","id");--> statement-breakpoint
CREATE INDEX "products_prix_idx" ON "products" USING btree ("prix","id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");