-- Issue 29 (decision 0043): translations of console-edited content per entity, row and language; the booking's
-- language; search keywords per language.
CREATE TABLE "content_translations" (
	"partner_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "content_translations_partner_id_entity_entity_id_language_pk" PRIMARY KEY("partner_id","entity","entity_id","language"),
	CONSTRAINT "content_translations_language_check" CHECK ("content_translations"."language" in ('en', 'ja', 'zh-CN', 'zh-TW'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_keywords" ADD COLUMN "language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The new table carries partner_id: clinic_app sees one clinic's rows (ENABLE + FORCE, tenant_isolation).
SELECT apply_tenant_isolation();
--> statement-breakpoint
-- A published translation changes what the storefront shows: announced like 0004's tables (TABLE_AREAS maps it).
-- Drafts live in content_drafts, which announces nothing.
CREATE TRIGGER content_translations_notify_insert AFTER INSERT ON content_translations
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER content_translations_notify_update AFTER UPDATE ON content_translations
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER content_translations_notify_delete AFTER DELETE ON content_translations
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
