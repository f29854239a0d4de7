-- A clinic's host names decide which clinic a request belongs to; the API's host cache and the storefront's site
-- directory keep that answer per process. Announcing host changes like 0004's content tables lets every process
-- drop it (issue 24), instead of serving a moved or removed host from memory until its entry expires.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['partner_hosts'] LOOP
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
