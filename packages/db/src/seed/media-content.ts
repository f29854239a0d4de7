import { CATALOGUE_SIZES, motifSvg } from "./art-catalogue";
import { caseSvg, portraitSvg } from "./art-people";
import { bannerSvg, popupSvg } from "./art-scenes";
import { spaceSvg } from "./art-space";
import type { DemoCategory, DemoContent, DemoProduct, Motif } from "./content-types";
import { MEDIA_SIZES } from "./svg";
import type { DemoClinic } from "./types";

// File names of the catalogue and content images, shared by the writer below and the insert (content-insert.ts).
export const productFile = (index: number, image: 0 | 1 | 2) =>
  image === 0 ? `product-${index + 1}.svg` : `product-${index + 1}-detail-${image}.svg`;
export const eventFile = (index: number) => `event-${index + 1}.svg`;
export const exhibitionFile = (index: number, kind: "thumb" | "banner") =>
  `exhibition-${index + 1}-${kind}.svg`;
export const brandingFile = (index: number, kind: "hero" | "story-1" | "story-2") =>
  `branding-${index + 1}-${kind}.svg`;
export const staffFile = (index: number) => `staff-${index + 1}.svg`;
export const spaceFile = (index: number) => `space-${index + 1}.svg`;
export const caseFile = (index: number, stage: "before" | "after") => `case-${index + 1}-${stage}.svg`;
export const reviewFile = (index: number) => `review-${index + 1}.svg`;
export const boardFile = (board: number, post: number) => `board-${board + 1}-${post + 1}.svg`;

export interface CatalogueEntry {
  category: DemoCategory;
  product: DemoProduct;
  /** Position over all products of the clinic (names the image files). */
  index: number;
}

/** Every product of the clinic in category order. */
export function catalogueEntries(content: DemoContent): CatalogueEntry[] {
  return content.categories
    .flatMap((category) => category.products.map((product) => ({ category, product })))
    .map((entry, index) => ({ ...entry, index }));
}

/** The category of a product named in a case or review; a name that matches no product is a data error. */
export function categoryOfProduct(entries: CatalogueEntry[], name: string): DemoCategory {
  const entry = entries.find((candidate) => candidate.product.name === name);
  if (!entry) throw new Error(`demo seed: no product named '${name}'`);
  return entry.category;
}

/** Every catalogue and content image of one clinic: file name → SVG text. */
export function renderContentMedia(clinic: DemoClinic, files: Map<string, string>): void {
  const { brand, code, content } = clinic;
  const seed = (file: string) => `${code}:${file}`;
  const entries = catalogueEntries(content);
  for (const { category, index } of entries) {
    files.set(
      productFile(index, 0),
      motifSvg(brand, CATALOGUE_SIZES.thumb, seed(productFile(index, 0)), category.motif, category.label),
    );
    for (const image of [1, 2] as const) {
      const file = productFile(index, image);
      files.set(
        file,
        motifSvg(brand, CATALOGUE_SIZES.detail, seed(file), category.motif, category.label, image),
      );
    }
  }
  content.events.forEach((event, i) => {
    files.set(eventFile(i), popupSvg(brand, CATALOGUE_SIZES.poster, seed(eventFile(i)), event.art, i));
  });
  content.exhibitions.forEach((exhibition, i) => {
    const thumb = exhibitionFile(i, "thumb");
    const banner = exhibitionFile(i, "banner");
    files.set(thumb, popupSvg(brand, CATALOGUE_SIZES.poster, seed(thumb), exhibition.art, i + 1));
    files.set(banner, bannerSvg(brand, CATALOGUE_SIZES.exhibitionBanner, seed(banner), i));
  });
  content.brandings.forEach((branding, i) => {
    const motif = content.categories.find((category) => category.name === branding.category)?.motif ?? "care";
    files.set(
      brandingFile(i, "hero"),
      bannerSvg(brand, MEDIA_SIZES.bannerPc, seed(brandingFile(i, "hero")), i + 1),
    );
    for (const [n, kind] of (["story-1", "story-2"] as const).entries()) {
      const file = brandingFile(i, kind);
      files.set(file, motifSvg(brand, CATALOGUE_SIZES.detail, seed(file), motif, brand.tagline, n + 1));
    }
  });
  content.employees.forEach((employee, i) => {
    files.set(staffFile(i), portraitSvg(brand, seed(staffFile(i)), i, employee.type === "DOCTOR"));
  });
  content.spaces.forEach((space, i) => {
    files.set(spaceFile(i), spaceSvg(brand, seed(spaceFile(i)), space.kind));
  });
  content.beforeAfters.forEach((item, i) => {
    const motif = categoryOfProduct(entries, item.product).motif;
    for (const stage of ["before", "after"] as const) {
      files.set(caseFile(i, stage), caseSvg(brand, seed(`case-${i}`), motif, stage));
    }
  });
  content.reviews.forEach((review, i) => {
    if (!review.photo) return;
    const category = categoryOfProduct(entries, review.product);
    files.set(
      reviewFile(i),
      motifSvg(brand, CATALOGUE_SIZES.thumb, seed(reviewFile(i)), category.motif, category.label, 1),
    );
  });
  const motifs: Motif[] = content.categories
    .filter((category) => !category.secret)
    .map((category) => category.motif);
  content.boards.forEach((board, b) => {
    if (board.layout !== "GALLERY") return;
    board.posts.forEach((_post, p) => {
      const file = boardFile(b, p);
      files.set(
        file,
        motifSvg(brand, CATALOGUE_SIZES.detail, seed(file), motifs[p % motifs.length]!, "COLUMN", p % 2),
      );
    });
  });
}
