-- Issue 19: article list totals are cached per version, like product lists (decision 012);
-- a statement trigger bumps it in the same transaction as any write to articles.
INSERT INTO list_versions (name, version) VALUES ('articles', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_articles_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE name = 'articles';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_articles_version();
