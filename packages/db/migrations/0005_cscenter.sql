CREATE TABLE "after_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_board_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_board_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"board_type_id" integer NOT NULL,
	"customer_id" integer,
	"author_name" text NOT NULL,
	"password_hash" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customer_board_posts_partner_id_id_key" UNIQUE("partner_id","id"),
	CONSTRAINT "customer_board_posts_author_check" CHECK ("customer_board_posts"."customer_id" IS NOT NULL OR "customer_board_posts"."password_hash" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "faq_groups_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"faq_group_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"content" text NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_types" ADD COLUMN "post_visibility" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_types" ADD COLUMN "write_requires_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "after_notices" ADD CONSTRAINT "after_notices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_board_answers" ADD CONSTRAINT "customer_board_answers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_board_answers" ADD CONSTRAINT "customer_board_answers_partner_id_post_id_customer_board_posts_partner_id_id_fk" FOREIGN KEY ("partner_id","post_id") REFERENCES "public"."customer_board_posts"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_board_posts" ADD CONSTRAINT "customer_board_posts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_board_posts" ADD CONSTRAINT "customer_board_posts_partner_id_board_type_id_board_types_partner_id_id_fk" FOREIGN KEY ("partner_id","board_type_id") REFERENCES "public"."board_types"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_groups" ADD CONSTRAINT "faq_groups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_partner_id_faq_group_id_faq_groups_partner_id_id_fk" FOREIGN KEY ("partner_id","faq_group_id") REFERENCES "public"."faq_groups"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_board_answers_post_idx" ON "customer_board_answers" USING btree ("partner_id","post_id");--> statement-breakpoint
CREATE INDEX "customer_board_posts_list_idx" ON "customer_board_posts" USING btree ("partner_id","board_type_id","created_at");--> statement-breakpoint
CREATE INDEX "faqs_partner_group_idx" ON "faqs" USING btree ("partner_id","faq_group_id","weight");--> statement-breakpoint
CREATE INDEX "inquiries_partner_created_idx" ON "inquiries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_partner_list_idx" ON "notices" USING btree ("partner_id","is_pinned","created_at");