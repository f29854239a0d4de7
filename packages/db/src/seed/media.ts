import { access, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Glyph, iconSvg, logoSvg } from "./art-brand";
import { CATALOGUE_SIZES } from "./art-catalogue";
import { bannerSvg, popupSvg } from "./art-scenes";
import { renderContentMedia } from "./media-content";
import { MEDIA_SIZES } from "./svg";
import type { DemoClinic } from "./types";

// One naming scheme, used both to write the files and to store their URLs, so the two cannot drift apart.
export const LOGO_COLOR_FILE = "logo.svg";
export const LOGO_WHITE_FILE = "logo-white.svg";
export const bannerFile = (location: string, index: number, device: "pc" | "mobile") =>
  `banner-${location.toLowerCase().replace(/_/g, "-")}-${index + 1}-${device}.svg`;
export const popupFile = (popupIndex: number, itemIndex: number) =>
  `popup-${popupIndex + 1}-${itemIndex + 1}.svg`;
export const iconFile = (glyph: Glyph) => `icon-${glyph}.svg`;

/** URL path under which the API serves `{mediaDir}/{code}/{file}`. */
export const mediaUrl = (code: string, file: string) => `/media/${code}/${file}`;

/** Every image of one clinic: file name → SVG text. */
export function renderClinicMedia(clinic: DemoClinic): Map<string, string> {
  const { brand, code } = clinic;
  const files = new Map<string, string>();
  files.set(LOGO_COLOR_FILE, logoSvg(brand, "color"));
  files.set(LOGO_WHITE_FILE, logoSvg(brand, "white"));

  const counters = new Map<string, number>();
  for (const banner of clinic.banners) {
    const index = counters.get(banner.bannerLocation) ?? 0;
    counters.set(banner.bannerLocation, index + 1);
    // Banners above product and event lists are strips; the home page ones full heroes.
    const strip = banner.bannerLocation === "PRODUCT_LIST" || banner.bannerLocation === "EVENT_LIST";
    for (const device of ["pc", "mobile"] as const) {
      const size = strip
        ? device === "pc"
          ? CATALOGUE_SIZES.listBannerPc
          : CATALOGUE_SIZES.listBannerMobile
        : device === "pc"
          ? MEDIA_SIZES.bannerPc
          : MEDIA_SIZES.bannerMobile;
      const file = bannerFile(banner.bannerLocation, index, device);
      files.set(file, bannerSvg(brand, size, `${code}:${file}`, index));
    }
  }

  clinic.popups.forEach((popup, p) => {
    const size = popup.pcSizeType === "RATIO_A4" ? MEDIA_SIZES.popupA4 : MEDIA_SIZES.popupSquare;
    popup.items.forEach((item, i) => {
      const file = popupFile(p, i);
      files.set(file, popupSvg(brand, size, `${code}:${file}`, item.art, p + i));
    });
  });

  const icons = [
    ...clinic.floatingItems.map((item) => item.icon),
    ...clinic.channelOverrides.map((item) => item.icon),
    ...clinic.rightButtons.map((button) => button.icon),
  ];
  for (const glyph of icons) if (glyph) files.set(iconFile(glyph), iconSvg(brand, glyph));
  renderContentMedia(clinic, files);
  if (clinic.sample) for (const [file, svg] of files) files.set(file, stampSample(svg));
  return files;
}

/**
 * A template's images are placeholders: a "SAMPLE" stamp in the lower right corner says so wherever one shows
 * (Latin text only: the images cannot use the web fonts, svg.ts).
 */
export function stampSample(svg: string): string {
  const size = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!size) return svg;
  const [width, height] = [Number(size[1]), Number(size[2])];
  const font = Math.max(10, Math.round(Math.min(width, height) / 9));
  const padX = font * 0.6;
  const boxWidth = font * 4.6;
  const boxHeight = font * 1.5;
  const x = width - boxWidth - padX;
  const y = height - boxHeight - padX;
  const stamp = [
    `<g data-sample="true">`,
    `<rect x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="${font / 4}" fill="#000000" fill-opacity="0.55"/>`,
    `<text x="${x + boxWidth / 2}" y="${y + boxHeight * 0.7}" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="${font}" font-weight="700" letter-spacing="${font / 8}" fill="#ffffff" text-anchor="middle">SAMPLE</text>`,
    "</g>",
  ].join("");
  return svg.replace(/<\/svg>\s*$/, `${stamp}</svg>\n`);
}

/**
 * Writes the clinic's images to `{mediaDir}/{code}/`. With `overwrite: false` existing files are kept, so
 * images an operator replaced by hand survive a restart.
 */
export async function writeClinicMedia(
  mediaDir: string,
  clinic: DemoClinic,
  { overwrite }: { overwrite: boolean },
): Promise<void> {
  const dir = join(mediaDir, clinic.code);
  await mkdir(dir, { recursive: true });
  // A few hundred small files: written in parallel batches (seeding runs before every API test file).
  const files = [...renderClinicMedia(clinic)];
  for (let start = 0; start < files.length; start += WRITE_BATCH) {
    await Promise.all(
      files.slice(start, start + WRITE_BATCH).map(async ([file, svg]) => {
        const path = join(dir, file);
        if (!overwrite && (await exists(path))) return;
        await writeFile(path, svg, "utf8");
      }),
    );
  }
}

/** Files written at once: enough to overlap the I/O, few enough to stay far below open-file limits. */
const WRITE_BATCH = 64;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
