import { z } from "zod";
import { listOf } from "./common";
import { translatedMarkSchema } from "./translations";

export const devices = ["PC", "MOBILE"] as const;
export const popupDirections = [
  "TOP",
  "BOTTOM",
  "LEFT",
  "RIGHT",
  "TOP_LEFT",
  "TOP_RIGHT",
  "BOTTOM_LEFT",
  "BOTTOM_RIGHT",
  "CENTER",
] as const;
/** RATIO sizes come from the fixed table of spec section 9; PIXEL uses pcWidth/pcHeight as given. */
export const popupSizeTypes = [
  "RATIO_1_1",
  "RATIO_4_3",
  "RATIO_3_4",
  "RATIO_16_9",
  "RATIO_A4",
  "PIXEL",
] as const;

/**
 * Where and how a new popup shows until the clinic says otherwise: on the home page, on every device, a square
 * placed by the site with no fixed sizes. Fresh arrays each call, so a form or a test may change its own copy.
 */
export function newPopupPlacement() {
  return {
    locations: ["/"],
    devices: [...devices],
    pcSizeType: "RATIO_1_1" as (typeof popupSizeTypes)[number],
    isAutoPlacement: true,
    direction: "CENTER" as (typeof popupDirections)[number],
    pcWidth: null,
    pcHeight: null,
    mobileWidth: null,
    mobileHeight: null,
  };
}

export const popupItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  weight: z.number().int(),
  devices: z.array(z.enum(devices)),
  /** Image URL shown on PC. */
  pcContent: z.string().nullable(),
  /** Image URL shown on mobile. */
  mobileContent: z.string().nullable(),
  linkTo: z.string().nullable(),
  /** In another language (issue 29): which of title and images are in it; absent on Korean answers. */
  translated: translatedMarkSchema,
});
export type PopupItem = z.infer<typeof popupItemSchema>;

export const popupSchema = z.object({
  id: z.number().int(),
  locations: z.array(z.string()),
  weight: z.number().int(),
  devices: z.array(z.enum(devices)),
  pcWidth: z.number().nullable(),
  pcHeight: z.number().nullable(),
  mobileWidth: z.number().nullable(),
  mobileHeight: z.number().nullable(),
  pcSizeType: z.enum(popupSizeTypes),
  isAutoPlacement: z.boolean(),
  direction: z.enum(popupDirections),
  popupItems: z.array(popupItemSchema),
});
export type Popup = z.infer<typeof popupSchema>;

/** GET /customer/popups: the partner's visible popups; the client filters rows by the current path. */
export const popupListSchema = listOf(popupSchema);
