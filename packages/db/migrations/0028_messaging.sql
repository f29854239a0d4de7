-- Issue 26: messages that reach patients and staff (decision 0036).
CREATE TABLE "message_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"alert_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"alert_phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"alert_kinds" text[] DEFAULT '{NEW_BOOKING,NEW_REQUEST,PATIENT_CANCELLED,NEW_INQUIRY}'::text[] NOT NULL,
	"reminder_time" time DEFAULT '18:00' NOT NULL,
	"same_day_reminder" boolean DEFAULT false NOT NULL,
	"same_day_time" time DEFAULT '09:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "message_templates" (
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"body" text NOT NULL,
	"alimtalk_template_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_partner_id_kind_pk" PRIMARY KEY("partner_id","kind")
);--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"template_code" text,
	"reservation_id" integer,
	"inquiry_id" integer,
	"promotional" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_via" text,
	"provider_message_id" text,
	"resend_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_idx" ON "messages" USING btree ("partner_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("partner_id","recipient","id");--> statement-breakpoint
CREATE INDEX "messages_partner_created_idx" ON "messages" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_reservation_idx" ON "messages" USING btree ("partner_id","reservation_id");--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reminders_receivable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The three new tables carry partner_id: clinic_app sees one clinic's rows (ENABLE + FORCE, tenant_isolation).
SELECT apply_tenant_isolation();
--> statement-breakpoint
-- The delivery worker takes due messages of every clinic, and nothing else: its own role, opened on this one table.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinic_worker') THEN
    CREATE ROLE clinic_worker NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'clinic_worker', 'MEMBER') THEN
    EXECUTE format('GRANT clinic_worker TO %I', current_user);
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'role % cannot be granted clinic_worker', current_user
      USING HINT = format('As a superuser run: GRANT clinic_worker TO %I;', current_user);
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clinic_worker;
--> statement-breakpoint
GRANT SELECT, UPDATE ON messages TO clinic_worker;
--> statement-breakpoint
CREATE POLICY worker_delivery ON messages TO clinic_worker USING (true) WITH CHECK (true);
--> statement-breakpoint
-- The local outbox names each message's clinic by its code.
GRANT SELECT (id, code) ON partners TO clinic_worker;
--> statement-breakpoint
CREATE POLICY worker_read ON partners FOR SELECT TO clinic_worker USING (true);
--> statement-breakpoint
-- A committed message wakes the workers at once instead of at their next poll (NOTIFY waits for the commit).
CREATE OR REPLACE FUNCTION notify_messages_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('messages_due', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_notify_due AFTER INSERT ON messages FOR EACH STATEMENT EXECUTE FUNCTION notify_messages_due();
--> statement-breakpoint
-- The console's live queue of requests: each committed new or changed reservation names its clinic.
CREATE OR REPLACE FUNCTION notify_reservation_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reservation_changed', NEW.partner_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_notify_changed AFTER INSERT OR UPDATE ON reservations
FOR EACH ROW EXECUTE FUNCTION notify_reservation_changed();
--> statement-breakpoint
-- The current tenant's primary host, for the my-page link in a patient's message (clinic_app cannot list hosts).
CREATE FUNCTION app_partner_primary_host()
RETURNS text
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT h.host FROM partner_hosts h
  WHERE h.partner_id = nullif(current_setting('app.partner_id', true), '')::int
  ORDER BY h.is_primary DESC, h.id LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_partner_primary_host() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_partner_primary_host() TO clinic_app;
