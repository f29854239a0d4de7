CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"banner_location" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"pc_image_url" text NOT NULL,
	"mobile_image_url" text,
	"link_url" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"popup_id" integer NOT NULL,
	"title" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"devices" text[] DEFAULT '{PC,MOBILE}'::text[] NOT NULL,
	"pc_content" text,
	"mobile_content" text,
	"link_to" text
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"devices" text[] DEFAULT '{PC,MOBILE}'::text[] NOT NULL,
	"pc_width" real,
	"pc_height" real,
	"mobile_width" real,
	"mobile_height" real,
	"pc_size_type" text DEFAULT 'RATIO_1_1' NOT NULL,
	"is_auto_placement" boolean DEFAULT true NOT NULL,
	"direction" text DEFAULT 'CENTER' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "popups_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "partner_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inquiry_url" text
);
--> statement-breakpoint
CREATE TABLE "partner_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"host" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_id" integer,
	"partner_name" text NOT NULL,
	"display_name" text,
	"logo_image_url" text,
	"phone" text,
	"tel" text,
	"ceo_name" text,
	"fax" text,
	"business_number" text,
	"copy_right" text,
	"address" text,
	"parking_info" text,
	"parking_notice" text,
	"group_inquiry_url" text,
	"google_place_id" text,
	"international_tel_code" text DEFAULT '+82',
	"lat" double precision,
	"lng" double precision,
	"naver_map_url" text,
	"t_map_url" text,
	"google_map_url" text,
	"kakao_map_url" text,
	"way_to_partner_by_bus" text[] DEFAULT '{}'::text[] NOT NULL,
	"way_to_partner_by_subway" text[] DEFAULT '{}'::text[] NOT NULL,
	"operation_time_type" text DEFAULT 'daily' NOT NULL,
	"lunch_start" time,
	"lunch_end" time,
	"deploy_status" text DEFAULT 'READY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "floating_channel_overrides" (
	"partner_id" integer NOT NULL,
	"channel" text NOT NULL,
	"title" text,
	"image_url" text,
	CONSTRAINT "floating_channel_overrides_partner_id_channel_pk" PRIMARY KEY("partner_id","channel")
);
--> statement-breakpoint
CREATE TABLE "floating_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"button_reservation_consulting" boolean DEFAULT false NOT NULL,
	"pc_image_url" text,
	"mobile_image_url" text,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"href_target" text DEFAULT '_blank' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_configs" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"has_price_view" boolean DEFAULT true NOT NULL,
	"is_include_vat" boolean DEFAULT true NOT NULL,
	"hide_event_page_default_product_option" boolean DEFAULT false NOT NULL,
	"exposure_category" text,
	"is_icon_exposure" boolean DEFAULT true NOT NULL,
	"is_force_reservation" boolean DEFAULT false NOT NULL,
	"reservation_confirm" boolean DEFAULT false NOT NULL,
	"reservation_range" integer DEFAULT 60 NOT NULL,
	"reservation_mode" text DEFAULT 'STRICT' NOT NULL,
	"homepage_type" text DEFAULT 'BRANDING' NOT NULL,
	"use_medical_charge" boolean DEFAULT false NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"og_image_url" text,
	"favicon_updated_at" timestamp with time zone,
	"use_widget" boolean DEFAULT true NOT NULL,
	"popup_type" text DEFAULT 'LAYER' NOT NULL,
	"is_popup_dimmed" boolean DEFAULT true NOT NULL,
	"popup_grid_width_count" integer DEFAULT 3 NOT NULL,
	"popup_top_offset" integer DEFAULT 60 NOT NULL,
	"popup_left_offset" integer DEFAULT 60 NOT NULL,
	"popup_bottom_offset" integer DEFAULT 60 NOT NULL,
	"popup_right_offset" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"badge_count" integer,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "navigation_items_partner_id_id_key" UNIQUE("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "partner_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_marketing_info" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"channel_talk_id" text,
	"domain_url" text,
	"ga4_id" text,
	"ga4_property_id" text,
	"gtm_id" text,
	"instagram_url" text,
	"kakao_talk_url" text,
	"language_id" text,
	"naver_blog_url" text,
	"naver_domain_check_html" text,
	"naver_talk_url" text,
	"youtube_url" text,
	"x_url" text
);
--> statement-breakpoint
CREATE TABLE "partner_operation_times" (
	"partner_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opening" time,
	"closing" time,
	"lunch_start" time,
	"lunch_end" time,
	CONSTRAINT "partner_operation_times_partner_id_weekday_pk" PRIMARY KEY("partner_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "right_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"button_text" text,
	"button_type" text,
	"button_url" text,
	"button_image_url" text,
	"hide_button" boolean DEFAULT false NOT NULL,
	"use_widget" text,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"theme_colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_pc_transparent" text,
	"logo_pc_white" text,
	"logo_mobile_transparent" text,
	"logo_mobile_white" text,
	"logo_footer" text,
	"header_transparent" boolean DEFAULT false NOT NULL,
	"header_white_theme" boolean DEFAULT false NOT NULL,
	"footer_consultation_text" text,
	"footer_description" text,
	"floating_button_text" text,
	"floating_button_hidden" boolean DEFAULT false NOT NULL,
	"widget_type" text DEFAULT 'treatment' NOT NULL,
	"widget_colors" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_items" ADD CONSTRAINT "popup_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_items" ADD CONSTRAINT "popup_items_partner_id_popup_id_popups_partner_id_id_fk" FOREIGN KEY ("partner_id","popup_id") REFERENCES "public"."popups"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_hosts" ADD CONSTRAINT "partner_hosts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_group_id_partner_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."partner_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floating_channel_overrides" ADD CONSTRAINT "floating_channel_overrides_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floating_items" ADD CONSTRAINT "floating_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_branches" ADD CONSTRAINT "franchise_branches_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_configs" ADD CONSTRAINT "homepage_configs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_partner_id_parent_id_navigation_items_partner_id_id_fk" FOREIGN KEY ("partner_id","parent_id") REFERENCES "public"."navigation_items"("partner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keywords" ADD CONSTRAINT "partner_keywords_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_marketing_info" ADD CONSTRAINT "partner_marketing_info_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_operation_times" ADD CONSTRAINT "partner_operation_times_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_buttons" ADD CONSTRAINT "right_buttons_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_partner_id_banner_location_idx" ON "banners" USING btree ("partner_id","banner_location");--> statement-breakpoint
CREATE INDEX "popup_items_partner_id_popup_id_idx" ON "popup_items" USING btree ("partner_id","popup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_hosts_host_key" ON "partner_hosts" USING btree (lower("host"));--> statement-breakpoint
CREATE INDEX "partner_hosts_partner_id_idx" ON "partner_hosts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "floating_items_partner_id_idx" ON "floating_items" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "footer_links_partner_id_idx" ON "footer_links" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "franchise_branches_partner_id_idx" ON "franchise_branches" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_keywords_partner_id_idx" ON "partner_keywords" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "right_buttons_partner_id_idx" ON "right_buttons" USING btree ("partner_id");