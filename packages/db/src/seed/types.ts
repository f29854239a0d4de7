import type {
  BannerLocation,
  FloatingChannel,
  operationTimeTypes,
  popupDirections,
  popupSizeTypes,
  popupTypes,
} from "@clinic/shared";
import type * as schema from "../schema/index";
import type { Glyph } from "./art-brand";
import type { PopupArt } from "./art-scenes";
import type { DemoContent } from "./content-types";
import type { Brand } from "./svg";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type Devices = ("PC" | "MOBILE")[];

/**
 * One demo clinic as plain data. Images are not named here: the seed derives file names from positions
 * (media.ts), renders them from `brand` and the `art` hints, and stores `/media/{code}/…` URLs.
 */
export interface DemoClinic {
  code: string;
  /**
   * A new clinic from a template (templates.ts), not a demo: its images carry a SAMPLE stamp and the insert leaves
   * out what only a demo has (a draft, demo holidays and staff key, short links, a demo visit with a review link).
   */
  sample?: true;
  /**
   * A generated clinic for the bench and soak (generate-clinics.ts): its storefront content and site shell only,
   * without what only the demo has (a draft, reservation setup and staff key, messaging, short links, a review
   * link, desk history, fees).
   */
  contentOnly?: true;
  brand: Brand;
  group: { name: string; inquiryUrl: string | null } | null;
  partner: Omit<
    Row<typeof schema.partners>,
    "id" | "code" | "groupId" | "logoImageUrl" | "operationTimeType"
  > & {
    operationTimeType: (typeof operationTimeTypes)[number];
    deployStatus: "READY" | "LIVE";
  };
  /** Host names; the first is the primary one. */
  hosts: (platformDomain: string) => string[];
  /** ISO weekday 1 (Monday) … 7 (Sunday); closed days have null opening and closing. */
  operationTimes: Omit<Row<typeof schema.partnerOperationTimes>, "partnerId">[];
  marketing: Omit<Row<typeof schema.partnerMarketingInfo>, "partnerId">;
  homepageConfig: Omit<Row<typeof schema.homepageConfigs>, "partnerId" | "popupType"> & {
    popupType: (typeof popupTypes)[number];
  };
  site: Omit<
    Row<typeof schema.siteSettings>,
    | "partnerId"
    | "logoPcTransparent"
    | "logoPcWhite"
    | "logoMobileTransparent"
    | "logoMobileWhite"
    | "logoFooter"
  > & { footerLogoTone: "color" | "white" };
  footerLinks: { title: string; url: string }[];
  navigation: {
    title: string;
    url: string;
    badgeCount?: number;
    subList: { title: string; url: string }[];
  }[];
  franchiseBranches: { title: string; url: string; hrefTarget: "_blank" | "_self" }[];
  rightButtons: {
    buttonText: string;
    buttonType: string;
    buttonUrl: string | null;
    icon: Glyph | null;
    hideButton: boolean;
    useWidget: "visit" | "treatment" | null;
  }[];
  floatingItems: { title: string; url: string | null; buttonReservationConsulting: boolean; icon: Glyph }[];
  channelOverrides: { channel: FloatingChannel; title: string | null; icon: Glyph | null }[];
  keywords: string[];
  popups: (Omit<Row<typeof schema.popups>, "id" | "partnerId" | "devices" | "pcSizeType" | "direction"> & {
    devices: Devices;
    pcSizeType: (typeof popupSizeTypes)[number];
    direction: (typeof popupDirections)[number];
    items: { title: string; devices: Devices; linkTo: string | null; art: PopupArt }[];
  })[];
  banners: {
    bannerLocation: BannerLocation;
    title: string;
    subTitle: string | null;
    /** May name seeded rows as `{board:name}`, `{branding:title}`, `{exhibition:title}` (see content-links.ts). */
    linkUrl: string | null;
  }[];
  /** Catalogue, introduction, articles and terms (content-types.ts). */
  content: DemoContent;
}
