-- Tenant isolation in the database itself: application queries run as the role clinic_app (neither superuser nor
-- BYPASSRLS) and every tenant-owned row is filtered by row-level security on the transaction setting
-- app.partner_id (set by withTenant() in src/client.ts). A query that forgets its WHERE partner_id = … still sees
-- only one tenant's rows.
--
-- Roles are cluster-wide while databases are not: several test databases on one cluster migrate at the same time,
-- so creating the role must tolerate another session creating it first. Two sessions racing on CREATE ROLE fail
-- with duplicate_object (already committed) or unique_violation (committed while we waited on the index).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinic_app') THEN
    CREATE ROLE clinic_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The connecting user switches to clinic_app with SET ROLE (set_config('role', …)), so it must be a member.
-- Superusers may SET ROLE to anything, which is the case in PGlite and on CI, so nothing is granted to them.
-- Production: connect as a non-superuser that owns the schema, for example
--   CREATE ROLE clinic_owner LOGIN PASSWORD '…' CREATEROLE;   -- runs the migrations and the API
-- and either let this migration create clinic_app (CREATEROLE suffices) or have an administrator run
--   CREATE ROLE clinic_app NOLOGIN NOSUPERUSER NOBYPASSRLS; GRANT clinic_app TO clinic_owner;
-- beforehand. The owner is itself subject to row-level security (FORCE below), except for the two read-only
-- owner policies on partners and partner_hosts that host resolution needs.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'clinic_app', 'MEMBER') THEN
    EXECUTE format('GRANT clinic_app TO %I', current_user);
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'role % cannot be granted clinic_app', current_user
      USING HINT = format('As a superuser run: GRANT clinic_app TO %I;', current_user);
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clinic_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clinic_app;
--> statement-breakpoint
-- Tables and sequences created by later migrations (run by this same user) are granted automatically. A later
-- migration that adds a tenant-owned table must still ENABLE and FORCE row-level security and add the policy
-- (src/rls.test.ts fails when it does not); one that adds a shared table should REVOKE what it must not allow.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO clinic_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO clinic_app;
--> statement-breakpoint
-- Every table with a partner_id column is tenant-owned: grant, enable and force row-level security, one policy.
-- partner_hosts is read-only for the app (hosts are managed by the platform, not by a tenant).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'partner_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    IF t = 'partner_hosts' THEN
      EXECUTE format('GRANT SELECT ON %I TO clinic_app', t);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO clinic_app', t);
    END IF;
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
-- A tenant sees and updates only its own partner row; creating and deleting partners is the platform's job.
GRANT SELECT, UPDATE ON partners TO clinic_app;
--> statement-breakpoint
ALTER TABLE partners ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE partners FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON partners
  USING (id = nullif(current_setting('app.partner_id', true), '')::int)
  WITH CHECK (id = nullif(current_setting('app.partner_id', true), '')::int);
--> statement-breakpoint
-- Groups (chains) are shared by their members and hold nothing secret: readable, not writable, no row security.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON partner_groups FROM clinic_app;
--> statement-breakpoint
GRANT SELECT ON partner_groups TO clinic_app;
--> statement-breakpoint
-- The owner (the user running these migrations) may read every partner and host: the SECURITY DEFINER functions
-- below run as the owner, and FORCE would otherwise hide all rows from them when the owner is not a superuser.
-- The seed uses the same rights to find the demo partners. clinic_app is not the owner, so this does not apply
-- to application queries.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY owner_read ON partners FOR SELECT TO %I USING (true)', current_user);
  EXECUTE format('CREATE POLICY owner_read ON partner_hosts FOR SELECT TO %I USING (true)', current_user);
END
$$;
--> statement-breakpoint
-- Maps a request's host name to its partner before any tenant is known. The caller passes a bare host name
-- without port (lower-casing is done here as well); nothing is stripped.
CREATE FUNCTION app_resolve_host(p_host text)
RETURNS TABLE (partner_id int, code text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT h.partner_id, p.code
  FROM partner_hosts h
  JOIN partners p ON p.id = h.partner_id
  WHERE lower(h.host) = lower(p_host)
  LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_resolve_host(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_resolve_host(text) TO clinic_app;
--> statement-breakpoint
-- The other members of the current tenant's group (GET /partner-groups/this), with only what a branch picker
-- shows: name and primary host. Row-level security would otherwise hide the other partners from clinic_app.
CREATE FUNCTION app_partner_group_members()
RETURNS TABLE (partner_id int, code text, partner_name text, display_name text, host text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT p.id, p.code, p.partner_name, p.display_name,
    (SELECT h.host FROM partner_hosts h WHERE h.partner_id = p.id ORDER BY h.is_primary DESC, h.id LIMIT 1)
  FROM partners p
  JOIN partners me ON me.group_id = p.group_id
  WHERE me.id = nullif(current_setting('app.partner_id', true), '')::int
  ORDER BY p.id
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_partner_group_members() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_partner_group_members() TO clinic_app;
