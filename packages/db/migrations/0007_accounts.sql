CREATE TABLE "customer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"birth_date" date,
	"gender" text,
	"person_key_hash" text,
	"marketing_receivable" boolean DEFAULT false NOT NULL,
	"marketing_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "customers_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "identity_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"imp_uid" text NOT NULL,
	"person_key_hash" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date,
	"gender" text,
	"certified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_partner_id_customer_id_customers_partner_id_id_fk" FOREIGN KEY ("partner_id","customer_id") REFERENCES "public"."customers"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_certifications" ADD CONSTRAINT "identity_certifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_token_idx" ON "customer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("partner_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_person_key_idx" ON "customers" USING btree ("partner_id","person_key_hash") WHERE "customers"."type" = 'REGISTERED' AND "customers"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_guest_phone_idx" ON "customers" USING btree ("partner_id","phone") WHERE "customers"."type" = 'GUEST' AND "customers"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_certifications_imp_uid_idx" ON "identity_certifications" USING btree ("partner_id","imp_uid");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("partner_id","phone","purpose","created_at");