-- The partner console (0013). Clinic data stays behind tenant_isolation: console writes run in withTenant() for the
-- clinic the signed-in account may reach, exactly as the storefront's reads do. Only what has no single clinic —
-- signing in by email, console sessions, the operator's list of clinics and onboarding — runs as a second role,
-- clinic_platform (withPlatform() in src/client.ts), whose policies below open those few tables and nothing else.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinic_platform') THEN
    CREATE ROLE clinic_platform NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- As for clinic_app (0001): a non-superuser owner must be a member to SET ROLE.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'clinic_platform', 'MEMBER') THEN
    EXECUTE format('GRANT clinic_platform TO %I', current_user);
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'role % cannot be granted clinic_platform', current_user
      USING HINT = format('As a superuser run: GRANT clinic_platform TO %I;', current_user);
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clinic_platform;
--> statement-breakpoint
-- staff_accounts and audit_events carry partner_id: clinic_app sees one clinic's rows.
SELECT apply_tenant_isolation();
--> statement-breakpoint
-- Sessions have no clinic (an operator's neither): the default privileges of 0001 gave them to clinic_app, which
-- must not read them at all.
REVOKE ALL ON staff_sessions FROM clinic_app;
--> statement-breakpoint
ALTER TABLE staff_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE staff_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON staff_sessions, staff_accounts TO clinic_platform;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON partners, partner_hosts TO clinic_platform;
--> statement-breakpoint
GRANT DELETE ON partner_hosts TO clinic_platform;
--> statement-breakpoint
GRANT SELECT ON partner_groups TO clinic_platform;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clinic_platform;
--> statement-breakpoint
CREATE POLICY platform_access ON staff_sessions TO clinic_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY platform_access ON staff_accounts TO clinic_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY platform_access ON partners TO clinic_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY platform_access ON partner_hosts TO clinic_platform USING (true) WITH CHECK (true);
