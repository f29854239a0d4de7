-- Onboarding (issue 10): the operator sets a clinic READY (pre-launch page), LIVE, or SUSPENDED. A suspended
-- clinic's hosts resolve to no site at all (the platform's 404), so nothing of it is served; its data stays.
ALTER TABLE partners ADD CONSTRAINT partners_deploy_status_check
  CHECK (deploy_status IN ('READY', 'LIVE', 'SUSPENDED'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_resolve_host(p_host text)
RETURNS TABLE (partner_id int, code text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT h.partner_id, p.code
  FROM partner_hosts h
  JOIN partners p ON p.id = h.partner_id
  WHERE lower(h.host) = lower(p_host) AND p.deploy_status <> 'SUSPENDED'
  LIMIT 1
$$;
