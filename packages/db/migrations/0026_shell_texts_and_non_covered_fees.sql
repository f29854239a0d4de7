-- Issue 25 (decision 0032). Two things a clinic could not edit.
--
-- 1. Texts of the header and footer that were fixed in code: the footer's two headings, the header's top-bar text
--    and the mobile menu's chat prompt and phone label. Null keeps the built-in wording (or, for the consultation
--    text, a line derived from the clinic's opening hours), so existing clinics look the same until they change it.
ALTER TABLE site_settings
  ADD COLUMN footer_contact_title text,
  ADD COLUMN footer_hours_title text,
  ADD COLUMN header_top_text text,
  ADD COLUMN menu_chat_title text,
  ADD COLUMN menu_chat_text text,
  ADD COLUMN menu_phone_label text;
--> statement-breakpoint
-- 2. 비급여 진료비용 (non-covered fees), which Korean clinics must publish (의료법 제45조): one row per item, grouped on
--    the page by category in the order of each category's first item; the page row holds the notes under the table
--    and the date of the last change the page shows (최종 변경일).
CREATE TABLE non_covered_fees (
  id serial PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  category text NOT NULL,
  name text NOT NULL,
  price_min integer NOT NULL,
  price_max integer,
  unit text,
  note text,
  weight integer NOT NULL DEFAULT 0,
  CONSTRAINT non_covered_fees_price_min_check CHECK (price_min >= 0),
  CONSTRAINT non_covered_fees_price_range_check CHECK (price_max IS NULL OR price_max >= price_min)
);
--> statement-breakpoint
CREATE INDEX non_covered_fees_partner_id_idx ON non_covered_fees (partner_id, weight);
--> statement-breakpoint
CREATE TABLE non_covered_fee_pages (
  partner_id integer PRIMARY KEY REFERENCES partners(id) ON DELETE CASCADE,
  notes text,
  changed_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Row-level security as every tenant table: ENABLE + FORCE and the tenant_isolation policy (0012's function, which
-- also grants the tables and sequences to clinic_app).
SELECT apply_tenant_isolation();
--> statement-breakpoint
-- The storefront caches the page, so changes are announced like 0004's tables (TABLE_AREAS maps both to "fees").
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['non_covered_fees', 'non_covered_fee_pages'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()',
      t || '_notify_insert', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()',
      t || '_notify_update', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()',
      t || '_notify_delete', t);
  END LOOP;
END
$$;
