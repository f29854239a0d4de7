CREATE TABLE "review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"token" text NOT NULL,
	"review_id" integer,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_token_unique" UNIQUE("token"),
	CONSTRAINT "review_links_partner_reservation_key" UNIQUE("partner_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"target_path" text NOT NULL,
	"title" text,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_urls_partner_code_key" UNIQUE("partner_id","code"),
	CONSTRAINT "short_urls_target_path_check" CHECK ("short_urls"."target_path" like '/%' and "short_urls"."target_path" not like '//%')
);
--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_partner_id_reservation_id_reservations_partner_id_id_fk" FOREIGN KEY ("partner_id","reservation_id") REFERENCES "public"."reservations"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_review_id_partner_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."partner_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_links_partner_idx" ON "review_links" USING btree ("partner_id","created_at");