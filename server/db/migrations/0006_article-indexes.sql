DROP INDEX "articles_statut_publie_idx";--> statement-breakpoint
DROP INDEX "articles_cree_le_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "titre_tri" text GENERATED ALWAYS AS (f_unaccent(lower(titre))) STORED;--> statement-breakpoint
CREATE INDEX "articles_publies_idx" ON "articles" USING btree ("statut","publie_le" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_publie_le_asc_idx" ON "articles" USING btree ("publie_le","id");--> statement-breakpoint
CREATE INDEX "articles_publie_le_desc_idx" ON "articles" USING btree ("publie_le" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_cree_le_desc_idx" ON "articles" USING btree ("cree_le" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_modifie_le_asc_idx" ON "articles" USING btree ("modifie_le","id");--> statement-breakpoint
CREATE INDEX "articles_modifie_le_desc_idx" ON "articles" USING btree ("modifie_le" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_titre_tri_idx" ON "articles" USING btree ("titre_tri","id");--> statement-breakpoint
CREATE INDEX "articles_titre_tri_desc_idx" ON "articles" USING btree ("titre_tri" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_cree_le_idx" ON "articles" USING btree ("cree_le","id");