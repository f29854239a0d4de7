import { isOneOf } from "@api/lib/enums";
import { type Banner, bannerLocations } from "@clinic/shared";
import type { BannerRow } from "./repository";

/** A row with a location this version does not know is left out (the console leaves it out too). */
export function toBanner(row: BannerRow): Banner | null {
  if (!isOneOf(bannerLocations, row.bannerLocation)) return null;
  return {
    id: row.id,
    bannerLocation: row.bannerLocation,
    title: row.title,
    subTitle: row.subTitle,
    pcImageUrl: row.pcImageUrl,
    mobileImageUrl: row.mobileImageUrl,
    linkUrl: row.linkUrl,
    weight: row.weight,
    focalX: row.focalX,
    focalY: row.focalY,
  };
}
