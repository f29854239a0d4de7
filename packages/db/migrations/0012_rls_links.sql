-- Row-level security for the short-link and review-link tables of 0011. The loop that 0003, 0006, 0008 and 0010
-- repeated now lives in one stored function, so the next migration that adds tenant tables only calls it.
-- Neither table is cached by the storefront (every short-link hit is counted), so they announce no content changes.
CREATE OR REPLACE FUNCTION apply_tenant_isolation() RETURNS void
LANGUAGE plpgsql AS $$
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
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clinic_app;
END
$$;
--> statement-breakpoint
SELECT apply_tenant_isolation();
