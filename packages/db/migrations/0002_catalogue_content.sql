CREATE TABLE "before_afters" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"before_image_url" text NOT NULL,
	"after_image_url" text NOT NULL,
	"product_id" integer,
	"is_no_youth" boolean DEFAULT false NOT NULL,
	"treatment_count" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"layout" text DEFAULT 'LIST' NOT NULL,
	"area" text DEFAULT 'BOARD' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "board_types_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"board_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"page_key" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_partner_id_page_key_key" UNIQUE("partner_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "partner_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"product_name" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_reviews_rating_check" CHECK ("partner_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"term_title" text NOT NULL,
	"target" text DEFAULT 'CUSTOMER' NOT NULL,
	"title" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "terms_partner_id_id_key" UNIQUE("partner_id","id"),
	CONSTRAINT "terms_partner_id_title_target_key" UNIQUE("partner_id","term_title","target")
);
--> statement-breakpoint
CREATE TABLE "terms_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"version" text NOT NULL,
	"content_html" text NOT NULL,
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brandings" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content_html" text DEFAULT '' NOT NULL,
	"hero_image_url" text,
	"category_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"preview_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brandings_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_products" (
	"partner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_products_partner_id_event_id_product_id_pk" PRIMARY KEY("partner_id","event_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content_html" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"type" text DEFAULT 'EVENT' NOT NULL,
	"target" text DEFAULT 'CUSTOMER' NOT NULL,
	"event_viewable" boolean DEFAULT true NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "exhibition_products" (
	"partner_id" integer NOT NULL,
	"exhibition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_products_partner_id_exhibition_id_product_id_pk" PRIMARY KEY("partner_id","exhibition_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content_html" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"banner_image_url" text,
	"start_date" date,
	"end_date" date,
	"is_visible" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibitions_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_secret" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"duration_minutes" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"content_html" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"recommend_weight" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"preview_token" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "recent_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_products_visitor_product_key" UNIQUE("partner_id","visitor_key","product_id")
);
--> statement-breakpoint
CREATE TABLE "partner_employee_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"note" text,
	CONSTRAINT "partner_employee_schedules_weekday_check" CHECK ("partner_employee_schedules"."weekday" between 1 and 7),
	CONSTRAINT "partner_employee_schedules_time_check" CHECK ("partner_employee_schedules"."start_time" < "partner_employee_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "partner_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"employee_type" text DEFAULT 'DOCTOR' NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"specialty" text,
	"greeting" text,
	"careers" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_url" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_employees_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "partner_shorten_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "before_afters" ADD CONSTRAINT "before_afters_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_types" ADD CONSTRAINT "board_types_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_partner_id_board_type_id_board_types_partner_id_id_fk" FOREIGN KEY ("partner_id","board_type_id") REFERENCES "public"."board_types"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_histories" ADD CONSTRAINT "terms_histories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_histories" ADD CONSTRAINT "terms_histories_partner_id_term_id_terms_partner_id_id_fk" FOREIGN KEY ("partner_id","term_id") REFERENCES "public"."terms"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brandings" ADD CONSTRAINT "brandings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brandings" ADD CONSTRAINT "brandings_partner_id_category_id_product_categories_partner_id_id_fk" FOREIGN KEY ("partner_id","category_id") REFERENCES "public"."product_categories"("partner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_partner_id_event_id_events_partner_id_id_fk" FOREIGN KEY ("partner_id","event_id") REFERENCES "public"."events"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_partner_id_product_id_products_partner_id_id_fk" FOREIGN KEY ("partner_id","product_id") REFERENCES "public"."products"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_products" ADD CONSTRAINT "exhibition_products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_products" ADD CONSTRAINT "exhibition_products_partner_id_exhibition_id_exhibitions_partner_id_id_fk" FOREIGN KEY ("partner_id","exhibition_id") REFERENCES "public"."exhibitions"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_products" ADD CONSTRAINT "exhibition_products_partner_id_product_id_products_partner_id_id_fk" FOREIGN KEY ("partner_id","product_id") REFERENCES "public"."products"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_partner_id_product_id_products_partner_id_id_fk" FOREIGN KEY ("partner_id","product_id") REFERENCES "public"."products"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_id_category_id_product_categories_partner_id_id_fk" FOREIGN KEY ("partner_id","category_id") REFERENCES "public"."product_categories"("partner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_products" ADD CONSTRAINT "recent_products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_products" ADD CONSTRAINT "recent_products_partner_id_product_id_products_partner_id_id_fk" FOREIGN KEY ("partner_id","product_id") REFERENCES "public"."products"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_employee_schedules" ADD CONSTRAINT "partner_employee_schedules_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_employee_schedules" ADD CONSTRAINT "partner_employee_schedules_partner_id_employee_id_partner_employees_partner_id_id_fk" FOREIGN KEY ("partner_id","employee_id") REFERENCES "public"."partner_employees"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_employees" ADD CONSTRAINT "partner_employees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_shorten_works" ADD CONSTRAINT "partner_shorten_works_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_spaces" ADD CONSTRAINT "partner_spaces_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "before_afters_partner_id_created_idx" ON "before_afters" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "boards_partner_id_board_type_idx" ON "boards" USING btree ("partner_id","board_type_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_reviews_partner_id_created_idx" ON "partner_reviews" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "terms_histories_term_idx" ON "terms_histories" USING btree ("partner_id","term_id","effective_date");--> statement-breakpoint
CREATE INDEX "event_products_partner_id_product_id_idx" ON "event_products" USING btree ("partner_id","product_id");--> statement-breakpoint
CREATE INDEX "product_options_partner_id_product_id_idx" ON "product_options" USING btree ("partner_id","product_id");--> statement-breakpoint
CREATE INDEX "products_partner_id_category_id_idx" ON "products" USING btree ("partner_id","category_id");--> statement-breakpoint
CREATE INDEX "recent_products_visitor_idx" ON "recent_products" USING btree ("partner_id","visitor_key","viewed_at");--> statement-breakpoint
CREATE INDEX "partner_employee_schedules_employee_idx" ON "partner_employee_schedules" USING btree ("partner_id","employee_id");