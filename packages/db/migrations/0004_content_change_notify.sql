-- Storefront pages cache public content per clinic (Next.js data cache, tagged site:{code}:{area}). Whatever changes a
-- clinic's content (the console, a script, psql), these triggers announce '{table}:{partner_id}' on the channel
-- content_changed once per statement and partner; the API listens and asks the web servers to drop those tags.
-- NOTIFY is transactional: nothing is announced for a rolled-back change, and duplicates within one transaction fold.
CREATE OR REPLACE FUNCTION notify_content_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pid int;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR pid IN SELECT DISTINCT partner_id FROM new_rows LOOP
      PERFORM pg_notify('content_changed', TG_TABLE_NAME || ':' || pid);
    END LOOP;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    FOR pid IN SELECT DISTINCT partner_id FROM old_rows LOOP
      PERFORM pg_notify('content_changed', TG_TABLE_NAME || ':' || pid);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables (one notification per partner, not per row). Per-visitor tables
-- (recent_products) are not cached, so they do not announce anything.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'partner_operation_times', 'partner_marketing_info', 'homepage_configs', 'site_settings',
    'navigation_items', 'franchise_branches', 'right_buttons', 'floating_items',
    'floating_channel_overrides', 'footer_links', 'popups', 'popup_items', 'partner_keywords', 'banners',
    'product_categories', 'products', 'product_options', 'events', 'event_products', 'exhibitions',
    'exhibition_products', 'brandings', 'partner_employees', 'partner_employee_schedules', 'partner_spaces',
    'partner_shorten_works', 'before_afters', 'partner_reviews', 'board_types', 'boards', 'pages', 'terms',
    'terms_histories'
  ] LOOP
    IF to_regclass(t) IS NULL THEN
      CONTINUE;
    END IF;
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
--> statement-breakpoint
-- partners has no partner_id column: its own id is the tenant.
CREATE OR REPLACE FUNCTION notify_partner_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', 'partners:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER partners_notify_change AFTER INSERT OR UPDATE OR DELETE ON partners
FOR EACH ROW EXECUTE FUNCTION notify_partner_change();
