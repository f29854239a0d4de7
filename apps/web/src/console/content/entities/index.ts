import type { ContentScreen } from "../lib/fields";
import { ARTICLES_SCREENS } from "./articles";
import { CATALOGUE_SCREENS } from "./catalogue";
import { CSCENTER_SCREENS } from "./cscenter";
import { NOTICE_SCREENS } from "./notices";
import { SHOWCASE_SCREENS } from "./showcase";

/** Every console content screen in menu order (the API's CONTENT_ENTITIES, seen from the console). */
export const CONTENT_SCREENS: ContentScreen[] = [
  ...CATALOGUE_SCREENS,
  ...SHOWCASE_SCREENS,
  ...NOTICE_SCREENS,
  ...CSCENTER_SCREENS,
  ...ARTICLES_SCREENS,
];

export const screenOf = (key: string): ContentScreen | undefined =>
  CONTENT_SCREENS.find((screen) => screen.key === key);
