import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A chain of clinics (partnerGroupName, /partner-groups/this). Shared by its members, so not tenant-owned. */
export const partnerGroups = pgTable("partner_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  inquiryUrl: text("inquiry_url"),
});

/**
 * One partner (clinic) = one tenant. Row-level security lets a tenant see only its own row (id = app.partner_id).
 * Opening hours live in partner_operation_times; marketing ids and homepage config in their own tables.
 */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  groupId: integer("group_id").references(() => partnerGroups.id, { onDelete: "set null" }),
  partnerName: text("partner_name").notNull(),
  displayName: text("display_name"),
  logoImageUrl: text("logo_image_url"),
  phone: text("phone"),
  tel: text("tel"),
  ceoName: text("ceo_name"),
  fax: text("fax"),
  businessNumber: text("business_number"),
  copyRight: text("copy_right"),
  address: text("address"),
  parkingInfo: text("parking_info"),
  parkingNotice: text("parking_notice"),
  groupInquiryUrl: text("group_inquiry_url"),
  googlePlaceId: text("google_place_id"),
  internationalTelCode: text("international_tel_code").default("+82"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  naverMapUrl: text("naver_map_url"),
  tMapUrl: text("t_map_url"),
  googleMapUrl: text("google_map_url"),
  kakaoMapUrl: text("kakao_map_url"),
  wayToPartnerByBus: text("way_to_partner_by_bus").array().notNull().default(sql`'{}'::text[]`),
  wayToPartnerBySubway: text("way_to_partner_by_subway").array().notNull().default(sql`'{}'::text[]`),
  /** 'weekWeekend' | 'daily' (see @clinic/shared operationTimeTypes). */
  operationTimeType: text("operation_time_type").notNull().default("daily"),
  lunchStart: time("lunch_start"),
  lunchEnd: time("lunch_end"),
  /** 'READY' shows the pre-launch page; 'LIVE' serves the site. */
  deployStatus: text("deploy_status").notNull().default("READY"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Host names that serve a partner's site: custom domains and `{code}.<platform domain>`. Looked up before the
 * tenant is known, through the SECURITY DEFINER function app_resolve_host(); the app role cannot list them.
 */
export const partnerHosts = pgTable(
  "partner_hosts",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [
    uniqueIndex("partner_hosts_host_key").on(sql`lower(${t.host})`),
    index("partner_hosts_partner_id_idx").on(t.partnerId),
  ],
);
