-- Accent-insensitive French search: unaccent + trigram indexes, on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE wrapper.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS product_reference_seq;
