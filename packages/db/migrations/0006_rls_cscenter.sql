-- Row-level security for the customer-centre tables of 0005 (the loop of 0003: every table with a partner_id column
-- and no tenant_isolation policy yet). rate_limit_counters has no partner_id and is never granted to clinic_app.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'partner_id' AND tb.table_type = 'BASE TABLE'
      AND NOT EXISTS (
        SELECT 1 FROM pg_policies p
        WHERE p.schemaname = 'public' AND p.tablename = c.table_name AND p.policyname = 'tenant_isolation'
      )
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO clinic_app', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (partner_id = nullif(current_setting(''app.partner_id'', true), '''')::int) '
      'WITH CHECK (partner_id = nullif(current_setting(''app.partner_id'', true), '''')::int)',
      t
    );
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clinic_app;
--> statement-breakpoint
-- Public customer-centre content is cached by the storefront, so its changes are announced like 0004's tables.
-- Visitor posts, answers and inquiries are never cached and announce nothing.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notices', 'faq_groups', 'faqs', 'after_notices'] LOOP
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
