ALTER TABLE "notices" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;