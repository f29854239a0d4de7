-- Row-level security for the account tables of 0007 (the loop of 0003). Accounts are per clinic: a token, a code or a
-- verification of one clinic is invisible on another.
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
-- Member posts on customer boards point at their customer (customers are withdrawn, never deleted).
ALTER TABLE "customer_board_posts" ADD CONSTRAINT "customer_board_posts_customer_fk"
  FOREIGN KEY ("partner_id", "customer_id") REFERENCES "customers" ("partner_id", "id");
