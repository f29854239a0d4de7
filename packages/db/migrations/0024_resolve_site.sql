-- Issue 24 (decision 0028): the storefront's proxy resolves a host once, to the clinic's partner id, code and
-- deploy status, and keeps that one answer. app_resolve_host stays for the API's own host lookups; this one adds
-- the deploy status so GET /sites/resolve answers it in the same query. Suspended clinics resolve to no row,
-- as in app_resolve_host (migration 0015).
CREATE FUNCTION app_resolve_site(p_host text)
RETURNS TABLE (partner_id int, code text, deploy_status text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT h.partner_id, p.code, p.deploy_status
  FROM partner_hosts h
  JOIN partners p ON p.id = h.partner_id
  WHERE lower(h.host) = lower(p_host) AND p.deploy_status <> 'SUSPENDED'
  LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_resolve_site(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_resolve_site(text) TO clinic_app;
