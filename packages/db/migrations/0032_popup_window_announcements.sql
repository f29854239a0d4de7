-- Issue 28 (decision 0049): the storefront's caches keep a clinic's content until a change is announced, so what
-- changes with the clock alone must be announced too. A popup shows between starts_at and ends_at: when either
-- passes, no row changes. The API's publisher calls this on every pass with the time the previous call answered
-- (null on its first pass). It looks back an hour at most, the storefront's longest safety window: what crossed
-- before that is past every cache's window anyway, and no caller can make it announce every clinic. It raises the
-- notification a write of the popups table would raise, once per clinic whose window opened or closed in
-- (p_from, now()], and answers now(): the database's clock, the one the storefront's popup query reads.
-- SECURITY DEFINER: clinic_app sees one clinic's rows, and this looks at all of them (times and partner ids only).
CREATE OR REPLACE FUNCTION app_announce_popup_windows(p_from timestamptz)
RETURNS timestamptz
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  -- greatest() skips a null: null means the last hour.
  since timestamptz := greatest(p_from, now() - interval '1 hour');
  pid int;
BEGIN
  FOR pid IN
    SELECT DISTINCT p.partner_id
    FROM popups p
    WHERE (p.starts_at > since AND p.starts_at <= now())
       OR (p.ends_at > since AND p.ends_at <= now())
  LOOP
    PERFORM pg_notify('content_changed', 'popups:' || pid);
  END LOOP;
  RETURN now();
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_announce_popup_windows(timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_announce_popup_windows(timestamptz) TO clinic_app;
--> statement-breakpoint
-- The windows are searched by their ends on every pass.
CREATE INDEX "popups_starts_at_idx" ON "popups" USING btree ("starts_at") WHERE "popups"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "popups_ends_at_idx" ON "popups" USING btree ("ends_at") WHERE "popups"."ends_at" is not null;
