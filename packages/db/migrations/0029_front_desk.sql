-- Issue 27: the front desk (decision 0037). Managers, patient records, per-doctor date overrides, staff bookings.
ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_role_check";--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check"
  CHECK ("staff_accounts"."role" in ('OPERATOR', 'OWNER', 'MANAGER', 'STAFF'));--> statement-breakpoint
-- One record per person per clinic, keyed by the (verified) mobile number members, guests and phone bookings share.
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"phone" text,
	"name" text NOT NULL,
	"memo" text,
	"privacy_consent_at" timestamp with time zone,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "patients_partner_id_id_key" UNIQUE("partner_id","id"),
	CONSTRAINT "patients_erased_check" CHECK (("erased_at" IS NULL) = ("phone" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "patients_phone_idx" ON "patients" USING btree ("partner_id","phone") WHERE "patients"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree ("partner_id","name");--> statement-breakpoint
-- A doctor's day off or other hours on one date (the clinic-wide ones stay in schedule_overrides).
CREATE TABLE "doctor_schedule_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_off" boolean DEFAULT true NOT NULL,
	"start_time" time,
	"end_time" time,
	"note" text,
	CONSTRAINT "doctor_schedule_overrides_employee_fk" FOREIGN KEY ("partner_id","employee_id")
	  REFERENCES "partner_employees"("partner_id","id") ON DELETE cascade,
	CONSTRAINT "doctor_schedule_overrides_date_key" UNIQUE("partner_id","employee_id","date"),
	CONSTRAINT "doctor_schedule_overrides_hours_check"
	  CHECK ("is_off" OR ("start_time" IS NOT NULL AND "end_time" IS NOT NULL AND "start_time" < "end_time"))
);--> statement-breakpoint
CREATE INDEX "doctor_schedule_overrides_date_idx" ON "doctor_schedule_overrides" USING btree ("partner_id","date");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "patient_id" integer;--> statement-breakpoint
-- 'ONLINE' (widget, my-page) or 'DESK' (taken by staff, e.g. by phone).
ALTER TABLE "reservations" ADD COLUMN "channel" text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by_staff_id" integer;--> statement-breakpoint
-- Set when a manager booked beyond the slot's capacity; the reason is also in the audit log.
ALTER TABLE "reservations" ADD COLUMN "capacity_override_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
-- When the desk marked VISITED or NO_SHOW: an undo is allowed on that Seoul day only.
ALTER TABLE "reservations" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_patient_id_fk" FOREIGN KEY ("partner_id","patient_id")
  REFERENCES "patients"("partner_id","id") ON DELETE no action;--> statement-breakpoint
CREATE INDEX "reservations_patient_idx" ON "reservations" USING btree ("partner_id","patient_id","reserved_at");--> statement-breakpoint
CREATE INDEX "reservations_partner_created_idx" ON "reservations" USING btree ("partner_id","created_at");--> statement-breakpoint
-- Existing people become patients: one per clinic and phone, named as in their latest booking (or account).
INSERT INTO "patients" ("partner_id", "phone", "name", "created_at")
SELECT DISTINCT ON (p.partner_id, p.phone) p.partner_id, p.phone, p.name, p.first_at
FROM (
  SELECT r.partner_id, r.phone, r.name, r.created_at AS at, min(r.created_at) OVER (PARTITION BY r.partner_id, r.phone) AS first_at
  FROM "reservations" r
  UNION ALL
  SELECT c.partner_id, c.phone, c.name, c.created_at - interval '100 years', c.created_at FROM "customers" c WHERE c.withdrawn_at IS NULL
) p
ORDER BY p.partner_id, p.phone, p.at DESC;--> statement-breakpoint
UPDATE "reservations" r SET "patient_id" = pt.id FROM "patients" pt
WHERE pt.partner_id = r.partner_id AND pt.phone = r.phone;--> statement-breakpoint
-- Every booking, whichever path made it (widget, desk, seed), joins its patient by phone: a trigger, so no insert
-- can forget. It runs as the inserting role, so row-level security applies to the patient it touches.
CREATE OR REPLACE FUNCTION reservations_join_patient() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.patient_id IS NULL AND NEW.phone IS NOT NULL AND NEW.phone <> '' THEN
    INSERT INTO patients (partner_id, phone, name) VALUES (NEW.partner_id, NEW.phone, NEW.name)
    ON CONFLICT (partner_id, phone) WHERE phone IS NOT NULL
    DO UPDATE SET name = EXCLUDED.name, updated_at = now()
    RETURNING id INTO NEW.patient_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reservations_join_patient BEFORE INSERT ON reservations
FOR EACH ROW EXECUTE FUNCTION reservations_join_patient();--> statement-breakpoint
-- A patient moving their booking from the my-page alerts the desk like a patient's cancellation does: on by
-- default, and on for every clinic that wants cancellation alerts.
ALTER TABLE "message_settings" ALTER COLUMN "alert_kinds"
  SET DEFAULT '{NEW_BOOKING,NEW_REQUEST,PATIENT_CANCELLED,PATIENT_RESCHEDULED,NEW_INQUIRY}'::text[];--> statement-breakpoint
UPDATE "message_settings" SET "alert_kinds" = "alert_kinds" || '{PATIENT_RESCHEDULED}'::text[]
WHERE 'PATIENT_CANCELLED' = ANY("alert_kinds") AND NOT ('PATIENT_RESCHEDULED' = ANY("alert_kinds"));--> statement-breakpoint
SELECT apply_tenant_isolation();
