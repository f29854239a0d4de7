import type { PartnerInfo } from "@clinic/shared";
import { resolveLink } from "@/features/site/links";

type MapFields = Pick<PartnerInfo, "naverMapUrl" | "kakaoMapUrl" | "tMapUrl" | "googleMapUrl">;

/** The map services a clinic may link, in the order shown. */
export const MAP_SERVICES = [
  { key: "naverMapUrl", label: "네이버 지도" },
  { key: "kakaoMapUrl", label: "카카오맵" },
  { key: "tMapUrl", label: "티맵" },
  { key: "googleMapUrl", label: "구글 지도" },
] as const satisfies readonly { key: keyof MapFields; label: string }[];

export interface MapLink {
  key: keyof MapFields;
  label: string;
  href: string;
}

/** Map buttons for the URLs the clinic set (blank ones left out); each opens the service in a new tab. */
export function mapLinks(partner: MapFields): MapLink[] {
  return MAP_SERVICES.flatMap(({ key, label }) => {
    const link = resolveLink(partner[key]);
    // A map link is always another site; a stray internal path would lead nowhere useful.
    return link?.external ? [{ key, label, href: link.href }] : [];
  });
}

const DEGREE_DIGITS = 6;

/** "37.497942° N, 127.027621° E" for the coordinates box; null without both values. */
export function formatCoordinates(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const latitude = `${Math.abs(lat).toFixed(DEGREE_DIGITS)}° ${lat >= 0 ? "N" : "S"}`;
  const longitude = `${Math.abs(lng).toFixed(DEGREE_DIGITS)}° ${lng >= 0 ? "E" : "W"}`;
  return `${latitude}, ${longitude}`;
}
