-- Issue 25 (media library and audit log).
-- A banner's focal point: where the storefront keeps the picture when it crops it (CSS object-position, in % of
-- the image from the left and from the top). 50/50 is the centre, what object-fit: cover did before.
ALTER TABLE "banners" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_focal_check" CHECK ("banners"."focal_x" between 0 and 100 and "banners"."focal_y" between 0 and 100);--> statement-breakpoint
-- Who made an audited change, by name and role as they were then: the operator's account has no clinic, so a
-- clinic's tenant cannot read it back, and a renamed or removed account still shows who it was.
ALTER TABLE "audit_events" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "staff_role" text;--> statement-breakpoint
CREATE INDEX "audit_events_partner_action_idx" ON "audit_events" USING btree ("partner_id","action");
