DROP INDEX "products_titre_tri_idx";--> statement-breakpoint
DROP INDEX "products_prix_asc_idx";--> statement-breakpoint
DROP INDEX "products_prix_desc_idx";--> statement-breakpoint
DROP INDEX "products_cree_le_asc_idx";--> statement-breakpoint
DROP INDEX "products_cree_le_desc_idx";--> statement-breakpoint
DROP INDEX "products_modifie_le_asc_idx";--> statement-breakpoint
DROP INDEX "products_modifie_le_desc_idx";--> statement-breakpoint
DROP INDEX "products_racine_titre_idx";--> statement-breakpoint
DROP INDEX "products_racine_prix_asc_idx";--> statement-breakpoint
DROP INDEX "products_racine_prix_desc_idx";--> statement-breakpoint
DROP INDEX "products_categorie_titre_idx";--> statement-breakpoint
DROP INDEX "products_categorie_prix_asc_idx";--> statement-breakpoint
DROP INDEX "products_categorie_prix_desc_idx";--> statement-breakpoint
CREATE INDEX "products_titre_tri_idx" ON "products" USING btree ("titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_prix_asc_idx" ON "products" USING btree ("prix","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_prix_desc_idx" ON "products" USING btree ("prix" DESC NULLS LAST,"titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_cree_le_asc_idx" ON "products" USING btree ("cree_le","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_cree_le_desc_idx" ON "products" USING btree ("cree_le" DESC NULLS LAST,"titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_modifie_le_asc_idx" ON "products" USING btree ("modifie_le","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_modifie_le_desc_idx" ON "products" USING btree ("modifie_le" DESC NULLS LAST,"titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_racine_titre_idx" ON "products" USING btree ("categorie_racine_id","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_racine_prix_asc_idx" ON "products" USING btree ("categorie_racine_id","prix","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_racine_prix_desc_idx" ON "products" USING btree ("categorie_racine_id","prix" DESC NULLS LAST,"titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_categorie_titre_idx" ON "products" USING btree ("categorie_id","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_categorie_prix_asc_idx" ON "products" USING btree ("categorie_id","prix","titre_tri","id","est_visible","est_actif");--> statement-breakpoint
CREATE INDEX "products_categorie_prix_desc_idx" ON "products" USING btree ("categorie_id","prix" DESC NULLS LAST,"titre_tri","id","est_visible","est_actif");