-- Purging an FAQ group from the console's trash must not take its questions with it (decision 0020: a purge that
-- something still references answers 409 instead of losing it). faqs → faq_groups cascades so that removing a
-- clinic removes both; this trigger refuses a direct delete of a group that still has questions (in the trash or
-- not) with the foreign-key error the console turns into a 409. Deletes cascaded from a removed clinic run at a
-- deeper trigger level and pass.
CREATE OR REPLACE FUNCTION refuse_delete_of_used_faq_group() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND EXISTS (
    SELECT 1 FROM faqs WHERE faqs.partner_id = OLD.partner_id AND faqs.faq_group_id = OLD.id
  ) THEN
    RAISE EXCEPTION 'faq group % still has questions', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faq_groups_refuse_used_delete BEFORE DELETE ON faq_groups
FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_used_faq_group();
