-- Issue 36 §8: a status (nouvelle, en cours, traitée), an internal note and a colleague in charge.
-- `traite` becomes derived from the status; rows handled before keep their state (traite → traitée).
ALTER TABLE "contact_requests" ADD COLUMN "statut" text DEFAULT 'nouvelle' NOT NULL;--> statement-breakpoint
UPDATE "contact_requests" SET "statut" = 'traitee' WHERE "traite";--> statement-breakpoint
DROP INDEX "contact_requests_inbox_idx";--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "traite";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "traite" boolean GENERATED ALWAYS AS (statut = 'traitee') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_inbox_idx" ON "contact_requests" USING btree ("traite","urgent" DESC NULLS LAST,"cree_le" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "assigne_a" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assigne_a_admin_users_id_fk" FOREIGN KEY ("assigne_a") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_statut_valid" CHECK ("contact_requests"."statut" IN ('nouvelle', 'en_cours', 'traitee'));
