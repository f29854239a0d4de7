-- Row-level security for the content lifecycle of 0018 (decision 0020).
-- content_drafts gets the one tenant policy of every tenant table (and no change trigger: a draft is not public).
SELECT apply_tenant_isolation();
--> statement-breakpoint
-- Soft-deleted rows vanish from every read unless the transaction opts into the trash (the console sets
-- app.show_deleted). A restrictive policy is ANDed with tenant_isolation, so it narrows and never widens, and
-- storefront queries need no deleted_at filter of their own. FOR SELECT only: a console transaction that shows
-- the trash may still update or delete such rows, and the storefront never writes them.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'product_categories', 'products', 'events', 'exhibitions', 'brandings', 'partner_employees', 'partner_spaces',
    'notices', 'faq_groups', 'faqs', 'after_notices', 'before_afters', 'partner_reviews', 'board_types', 'boards',
    'terms'
  ] LOOP
    EXECUTE format(
      'CREATE POLICY hide_deleted ON %I AS RESTRICTIVE FOR SELECT USING '
      '(deleted_at IS NULL OR current_setting(''app.show_deleted'', true) = ''on'')',
      t
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- The publisher runs for every clinic at once: it may learn which drafts are due (clinic, entity, id) and nothing
-- else; it publishes each one inside that clinic's own tenant transaction.
CREATE OR REPLACE FUNCTION app_due_content_drafts(p_now timestamptz, p_limit int)
RETURNS TABLE (partner_id int, entity text, entity_id int)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT d.partner_id, d.entity, d.entity_id
  FROM content_drafts d
  WHERE d.publish_at IS NOT NULL AND d.publish_at <= p_now
  ORDER BY d.publish_at
  LIMIT p_limit
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_due_content_drafts(timestamptz, int) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_due_content_drafts(timestamptz, int) TO clinic_app;
