import type {
  DemoBoard,
  DemoBoardPost,
  DemoBranding,
  DemoCategory,
  DemoEvent,
  DemoExhibition,
  DemoProduct,
} from "../content-types";

/** Rich-text bodies of the demo rows, built from the plain data (sanitised again on insert). */

export const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join("")}</ul>`;
const won = (price: number) => `${price.toLocaleString("ko-KR")}원`;
const row = (label: string, value: string) =>
  `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`;
/** "2025-03-07" → "2025.03.07". */
export const dotDate = (day: string) => day.replaceAll("-", ".");

export function productHtml(product: DemoProduct, category: DemoCategory): string {
  const [first] = product.options;
  const options = product.options.map(([name, price]) => `${name} ${won(price)}`).join(" / ");
  return [
    "<h3>시술 소개</h3>",
    `<p><strong>${esc(product.name)}</strong> — ${esc(product.summary)}</p>`,
    `<p>${esc(category.description)} 모든 시술은 전문의 상담 후 개인의 피부 · 체형 상태에 맞춰 진행합니다.</p>`,
    "<h3>이런 분께 추천</h3>",
    list(product.recommend),
    "<h3>시술 정보</h3>",
    "<table><tbody>",
    row("시술 시간", `약 ${first?.[3] ?? 30}분`),
    row("마취", category.anesthesia),
    row("회복 기간", category.downtime),
    row("유지 기간", product.keep),
    row("구성 및 가격", options),
    "</tbody></table>",
    "<h3>주의사항</h3>",
    list(category.cautions),
  ].join("");
}

const EVENT_NOTES = [
  "이벤트 가격은 부가세가 포함된 금액입니다.",
  "다른 이벤트 및 할인 혜택과 중복 적용되지 않습니다.",
  "의료진 상담 결과에 따라 시술 내용과 횟수가 달라질 수 있습니다.",
  "시술 후 붓기, 멍 등 일시적인 부작용이 생길 수 있으니 주의사항을 꼭 확인해 주세요.",
];

export function eventHtml(event: DemoEvent, start: string | null, end: string | null): string {
  const period =
    start || end ? `${start ? dotDate(start) : ""} ~ ${end ? dotDate(end) : "상시 진행"}` : "상시 진행";
  if (event.kind === "notice") {
    return [
      `<h3>안내</h3><p>${esc(event.summary)}</p>`,
      list(event.benefits),
      `<p>게시 기간: ${esc(period)}</p>`,
    ].join("");
  }
  return [
    "<h3>이벤트 안내</h3>",
    `<p>${esc(event.summary)}</p>`,
    "<h3>이벤트 혜택</h3>",
    list(event.benefits),
    "<h3>이벤트 기간</h3>",
    `<p>${esc(period)}</p>`,
    "<h3>유의사항</h3>",
    list(EVENT_NOTES),
  ].join("");
}

export function exhibitionHtml(exhibition: DemoExhibition): string {
  return [
    "<h3>기획전 소개</h3>",
    `<p>${esc(exhibition.intro)}</p>`,
    `<p>${esc(exhibition.summary)}</p>`,
    "<h3>유의사항</h3>",
    list(EVENT_NOTES.slice(0, 3)),
  ].join("");
}

/** Brand story: lead, sections with headings, the generated images between them and a closing quote. */
export function brandingHtml(branding: DemoBranding, images: [string, string]): string {
  const [first, second] = images;
  const sections = branding.sections.map(
    (section, i) =>
      `<h2>${esc(section.heading)}</h2><p>${esc(section.text)}</p>${i === 0 ? `<p><img src="${first}" alt="${esc(section.heading)}"></p>` : ""}`,
  );
  return [
    `<p>${esc(branding.lead)}</p>`,
    ...sections,
    `<p><img src="${second}" alt="${esc(branding.title)}"></p>`,
    `<blockquote>${esc(branding.quote)}</blockquote>`,
  ].join("");
}

export function boardPostHtml(board: DemoBoard, post: DemoBoardPost, image: string | null): string {
  return [
    image ? `<p><img src="${image}" alt="${esc(post.title)}"></p>` : "",
    `<p>${esc(post.lead)}</p>`,
    `<p>${esc(board.footer)}</p>`,
  ].join("");
}
