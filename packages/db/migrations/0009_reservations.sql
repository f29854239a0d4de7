CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer,
	"guest_key" text,
	"product_option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_owner_check" CHECK (("cart_items"."customer_id" IS NULL) <> ("cart_items"."guest_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"option_name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"capacity_per_slot" integer DEFAULT 2 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 1440 NOT NULL,
	"visit_minutes" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"partner_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_slots_partner_id_starts_at_pk" PRIMARY KEY("partner_id","starts_at"),
	CONSTRAINT "reservation_slots_booked_check" CHECK ("reservation_slots"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"employee_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"memo" text,
	"total_price" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "reservations_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "schedule_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_closed" boolean DEFAULT true NOT NULL,
	"opening" time,
	"closing" time,
	"lunch_start" time,
	"lunch_end" time,
	"note" text,
	CONSTRAINT "schedule_overrides_partner_date_key" UNIQUE("partner_id","date")
);
--> statement-breakpoint
CREATE TABLE "staff_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_partner_id_product_option_id_product_options_partner_id_id_fk" FOREIGN KEY ("partner_id","product_option_id") REFERENCES "public"."product_options"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_partner_id_customer_id_customers_partner_id_id_fk" FOREIGN KEY ("partner_id","customer_id") REFERENCES "public"."customers"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_partner_id_reservation_id_reservations_partner_id_id_fk" FOREIGN KEY ("partner_id","reservation_id") REFERENCES "public"."reservations"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_customer_id_customers_partner_id_id_fk" FOREIGN KEY ("partner_id","customer_id") REFERENCES "public"."customers"("partner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_employee_id_partner_employees_partner_id_id_fk" FOREIGN KEY ("partner_id","employee_id") REFERENCES "public"."partner_employees"("partner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD CONSTRAINT "schedule_overrides_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_api_keys" ADD CONSTRAINT "staff_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_customer_option_idx" ON "cart_items" USING btree ("partner_id","customer_id","product_option_id") WHERE "cart_items"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_option_idx" ON "cart_items" USING btree ("partner_id","guest_key","product_option_id") WHERE "cart_items"."guest_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("partner_id","reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_idx" ON "reservations" USING btree ("partner_id","customer_id","idempotency_key") WHERE "reservations"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_partner_time_idx" ON "reservations" USING btree ("partner_id","reserved_at");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("partner_id","customer_id","reserved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_api_keys_hash_idx" ON "staff_api_keys" USING btree ("key_hash");