ALTER TABLE "articles" ADD COLUMN "images_details" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images_details" jsonb DEFAULT '[]'::jsonb NOT NULL;