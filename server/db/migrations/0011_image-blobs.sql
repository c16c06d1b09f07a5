CREATE TABLE "image_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_blobs_sha256_hex" CHECK ("image_blobs"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "image_blobs_size_not_negative" CHECK ("image_blobs"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "image_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"blob_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"blob_sha256" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_blob_sha256_width_pk" PRIMARY KEY("blob_sha256","width"),
	CONSTRAINT "image_variants_width_positive" CHECK ("image_variants"."width" > 0)
);
--> statement-breakpoint
ALTER TABLE "image_paths" ADD CONSTRAINT "image_paths_blob_sha256_image_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."image_blobs"("sha256") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_blob_sha256_image_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."image_blobs"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_paths_blob_idx" ON "image_paths" USING btree ("blob_sha256");--> statement-breakpoint
-- Stored images are WebP/JPEG/PNG: already compressed, so TOAST keeps them out of line without
-- trying pglz on them (docs/decisions/017).
ALTER TABLE "image_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "image_variants" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
