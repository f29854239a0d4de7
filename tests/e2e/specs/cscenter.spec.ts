import type { Page } from "@playwright/test";
import { openClinicOrigin, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import {
  api,
  type BoardTypeAnswer,
  canonicalOf,
  expectNavigation,
  expectNoSideScroll,
  expectNotFoundAnswer,
  expectSoundPage,
  MULTI_PAGE_TIMEOUT,
  openPage,
} from "./content-support";

/** The customer centre of one demo clinic (the pages are the same code for every clinic). */
const CODE = "lumiere";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

interface NoticeAnswer {
  id: number;
  title: string;
  isPinned: boolean;
  createdAt: string;
}
interface NoticePageAnswer {
  rows: NoticeAnswer[];
  pinned: NoticeAnswer[];
  total: number;
  pageSize: number;
}
interface FaqGroupAnswer {
  id: number;
  name: string;
  faqs: { id: number; question: string }[];
}

const seoulDate = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date(iso)).replaceAll("-", ".");
const isDesktop = () => test.info().project.name === "desktop";
/** A word of a title the search must find (two characters or more). */
const wordOf = (text: string) => text.split(/[\s·,()[\]]+/).find((part) => part.length >= 2) ?? text;

async function search(page: Page, label: string, word: string) {
  const input = page.getByRole("searchbox", { name: label });
  await input.fill(word);
  await input.press("Enter");
  await expectNavigation(page).toHaveURL(new RegExp(`\\?keyword=${encodeURIComponent(word)}$`));
}

test("the hub links to each customer-centre page and board, with the latest notices and the phone", async ({
  page,
}) => {
  const { errors } = await openPage(page, CODE, "/cscenter");
  const boards = await api<{ rows: BoardTypeAnswer[] }>(page, "/customer/board-types?area=CSCENTER");
  const notices = await api<NoticePageAnswer>(page, "/customer/notices?pageSize=5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("고객센터");

  const expected = [
    ["공지사항", "/cscenter/notice"],
    ["자주 묻는 질문", "/cscenter/faq"],
    ["문의하기", "/cscenter/contact"],
    ...boards.rows.map((board) => [board.name, `/cscenter/boards/${board.id}`]),
  ];
  const cards = page.getByTestId("cscenter-links").getByRole("link");
  await expect(cards).toHaveCount(expected.length);
  for (const [index, [name, href]] of expected.entries()) {
    await expect(cards.nth(index)).toContainText(name ?? "");
    await expect(cards.nth(index)).toHaveAttribute("href", href ?? "");
  }

  const latest = [...notices.pinned, ...notices.rows].slice(0, 5);
  const rows = page.getByTestId("latest-notices").getByRole("listitem");
  await expect(rows).toHaveCount(latest.length);
  await expect(rows.first()).toContainText(latest[0]?.title ?? "");
  if (latest[0]?.isPinned) await expect(rows.first()).toContainText("공지");

  const phone = page.getByTestId("hub-phone");
  await expect(phone).toHaveAttribute("href", /^tel:0\d{8,10}$/);
  await expect(phone).toHaveText(/^0\d{1,2}-\d{3,4}-\d{4}$/);
  expect(await canonicalOf(page)).toMatch(/^http:\/\/lumiere\.localhost:\d+\/cscenter$/);
  await expectSoundPage(page, errors);
});

test("notices: pinned ones head every page marked 공지, the rest are paged and searchable", async ({
  page,
}) => {
  const { errors } = await openPage(page, CODE, "/cscenter/notice");
  const first = await api<NoticePageAnswer>(page, "/customer/notices");
  const second = await api<NoticePageAnswer>(page, "/customer/notices?page=2");
  expect(first.pinned.length, "the demo pins notices").toBeGreaterThanOrEqual(1);

  const rows = page.getByTestId("notice-rows").getByRole("listitem");
  const expectPage = async (answer: NoticePageAnswer) => {
    await expect(rows).toHaveCount(first.pinned.length + answer.rows.length);
    for (const [index, notice] of first.pinned.entries()) {
      await expect(rows.nth(index)).toContainText(`공지${notice.title}`);
    }
    const [top] = answer.rows;
    if (top) {
      await expect(rows.nth(first.pinned.length)).toContainText(top.title);
      await expect(rows.nth(first.pinned.length)).not.toContainText("공지");
    }
  };
  await expectPage(first);
  await expect(page.getByText(`전체 ${first.total + first.pinned.length}건`)).toBeVisible();

  if (first.total > first.pageSize) {
    await page.getByTestId("pagination").getByRole("link", { name: "2페이지" }).click();
    await expectNavigation(page).toHaveURL(/\/cscenter\/notice\?page=2$/);
  } else {
    // A demo with one page of notices: page 2 is still a page (a stale link), headed by the pinned ones.
    await expect(page.getByTestId("pagination")).toHaveCount(0);
    await page.goto(siteUrl(CODE, "/cscenter/notice?page=2"));
  }
  await expectPage(second);

  const word = wordOf(first.rows.at(-1)?.title ?? "");
  await search(page, "게시글 검색어", word);
  const found = await api<NoticePageAnswer>(page, `/customer/notices?keyword=${encodeURIComponent(word)}`);
  await expect(page.getByText(`‘${word}’ 검색 결과 ${found.total + found.pinned.length}건`)).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: first.rows.at(-1)?.title ?? "" }),
  ).toBeVisible();

  await page.goto(siteUrl(CODE, `/cscenter/notice?keyword=${encodeURIComponent("없는검색어zq")}`));
  await expect(page.getByTestId("empty-state")).toContainText("검색 결과가 없습니다");
  await expectSoundPage(page, errors);
});

test("a notice shows its title, Seoul date, previous/next and the way back; bad ids are the 404 page", async ({
  page,
}) => {
  const { errors } = await openPage(page, CODE, "/cscenter/notice");
  const list = await api<NoticePageAnswer>(page, "/customer/notices");
  const notice = list.rows[0];
  if (!notice) throw new Error("the demo has unpinned notices");
  await page.getByRole("main").getByRole("link", { name: notice.title }).click();
  await expectNavigation(page).toHaveURL(new RegExp(`/cscenter/notice/${notice.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title);
  await expect(page.getByTestId("notice-date")).toHaveText(seoulDate(notice.createdAt));

  const detail = await api<{ previous: { id: number } | null; next: { id: number } | null }>(
    page,
    `/customer/notices/${notice.id}`,
  );
  for (const [key, target] of [
    ["previous", detail.previous],
    ["next", detail.next],
  ] as const) {
    const link = page.getByTestId(`notice-${key}`).getByRole("link");
    if (target) await expect(link).toHaveAttribute("href", `/cscenter/notice/${target.id}`);
    else await expect(link).toHaveCount(0);
  }
  await page.getByRole("link", { name: "목록으로" }).click();
  await expectNavigation(page).toHaveURL(/\/cscenter\/notice$/);
  expect(errors).toEqual([]);

  if (!isDesktop()) return; // a server rule, not a layout: checked at one width
  for (const path of ["/cscenter/notice/abc", "/cscenter/notice/0", "/cscenter/notice/2147483647"]) {
    await expectNotFoundAnswer(page, CODE, path);
  }
});

test("FAQ: one question open at a time, a second click closes it, and the search filters", async ({
  page,
}) => {
  const { errors } = await openPage(page, CODE, "/cscenter/faq");
  const groups = await api<{ rows: FaqGroupAnswer[] }>(page, "/customer/faqs/this/group");
  const [one, two] = groups.rows.flatMap((group) => group.faqs);
  if (!one || !two) throw new Error("the demo has FAQs");
  const first = page.getByRole("button", { name: one.question });
  const second = page.getByRole("button", { name: two.question });

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const panelId = await first.getAttribute("aria-controls");
  await expect(page.getByRole("region", { name: one.question })).toHaveAttribute("id", panelId ?? "");
  await expect(page.getByRole("region", { name: one.question })).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");

  const questions = page.getByTestId("faq-list").getByRole("button");
  const total = groups.rows.reduce((sum, group) => sum + group.faqs.length, 0);
  await expect(questions).toHaveCount(total);
  const group = groups.rows[1] ?? groups.rows[0];
  await page.getByTestId("category-tabs").getByRole("link", { name: group?.name }).click();
  await expect(questions).toHaveCount(group?.faqs.length ?? 0);

  const target = group?.faqs.at(-1)?.question ?? "";
  const word = wordOf(target);
  await search(page, "자주 묻는 질문 검색어", word);
  const matched = await api<{ rows: FaqGroupAnswer[] }>(
    page,
    `/customer/faqs/this/group?keyword=${encodeURIComponent(word)}`,
  );
  await expect(questions).toHaveCount(matched.rows.reduce((sum, row) => sum + row.faqs.length, 0));
  await expect(page.getByRole("button", { name: target })).toBeVisible();

  await search(page, "자주 묻는 질문 검색어", "없는검색어zq");
  await expect(page.getByTestId("empty-state")).toContainText("검색 결과가 없습니다");
  await expectSoundPage(page, errors);
});

test("inquiry form: Korean messages per field before sending, refusals in the form, then a confirmation", async ({
  page,
}) => {
  const { errors } = await openPage(page, CODE, "/cscenter/contact");
  const form = page.getByRole("form", { name: "온라인 문의" });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/customer/inquiries")) sent.push(request.method());
  });

  await form.getByRole("button", { name: "문의 보내기" }).click();
  const expectMessage = async (label: string | RegExp, message: string) => {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
  };
  await expectMessage("문의 유형", "필수 입력 항목입니다.");
  await expectMessage("이름", "내용을 입력해 주세요.");
  await expectMessage("연락처", "연락처를 정확히 입력해 주세요.");
  await expectMessage("문의 내용", "내용을 입력해 주세요.");
  await expectMessage(/개인정보 수집 및 이용에 동의합니다/, "개인정보 수집 및 이용에 동의해 주세요.");
  await expect(form.getByLabel("문의 유형"), "the first wrong field takes the focus").toBeFocused();
  expect(sent, "nothing is sent while the form is wrong").toEqual([]);

  await form.getByLabel("문의 유형").selectOption({ label: "예약 문의" });
  await form.getByLabel("이름").fill("테스트");
  await form.getByLabel("연락처").fill("010-1234-5678");
  await form.getByLabel("이메일").fill("not-an-email");
  const content = "토요일 오전에 레이저 토닝 상담이 가능한지 궁금합니다.";
  await form.getByLabel("문의 내용").fill(content);
  await expect(page.getByTestId("inquiry-counter")).toHaveText(`${content.length} / 2,000자`);
  await form.getByLabel(/개인정보 수집 및 이용에 동의합니다/).check();
  await expect(form.getByRole("link", { name: /개인정보처리방침/ })).toHaveAttribute("target", "_blank");
  await expect(form.getByRole("link", { name: /개인정보처리방침/ })).toHaveAttribute(
    "href",
    "/terms/privacy-policy",
  );
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expectMessage("이메일", "이메일 형식이 올바르지 않습니다.");
  await form.getByLabel("이메일").fill("");

  // The API's refusals, answered here so they are certain: a 400 lands on its input, a 429 shows its text,
  // and neither signs the visitor out or leaves the page.
  const refusals = [
    { status: 400, fields: [{ path: "body.phone", message: "연락처를 정확히 입력해 주세요." }] },
    {
      status: 429,
      message: "too many",
      translate: "문의를 너무 자주 보내셨습니다. 10분 후에 다시 시도해 주세요.",
    },
  ];
  await page.route("**/api/customer/inquiries", (route) => {
    const body = refusals.shift() ?? { status: 500, message: "unexpected" };
    return route.fulfill({ status: body.status, json: body });
  });
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expectMessage("연락처", "연락처를 정확히 입력해 주세요.");
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expect(page.getByTestId("inquiry-status")).toHaveText(
    "문의를 너무 자주 보내셨습니다. 10분 후에 다시 시도해 주세요.",
  );
  await expect(page).toHaveURL(/\/cscenter\/contact$/);

  // Each run is a new visitor to the API's per-visitor limit (5 per 10 minutes), so reruns stay green.
  const visitor = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  await page.unroute("**/api/customer/inquiries");
  await page.route("**/api/customer/inquiries", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": visitor } }),
  );
  const created = page.waitForResponse((response) => response.url().endsWith("/api/customer/inquiries"));
  await form.getByRole("button", { name: "문의 보내기" }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId("inquiry-status")).toContainText("문의가 접수되었습니다");
  await expect(page.getByTestId("inquiry-status")).toBeFocused();
  await expect(form.getByLabel("이름")).toHaveValue("");
  await expect(form.getByLabel("문의 내용")).toHaveValue("");
  await expect(form.getByLabel(/개인정보 수집 및 이용에 동의합니다/)).not.toBeChecked();
  await expectNoSideScroll(page);
  expect(errors.filter((error) => !/status of (400|429)/.test(error))).toEqual([]);
});

test("after-notices: the listed care notices in the link's order, noindex; no match is a kind empty state", async ({
  page,
}) => {
  await openClinicOrigin(page, CODE);
  const all = await api<{ rows: { id: number; title: string }[] }>(page, "/customer/after-notices");
  const [a, b] = all.rows;
  if (!a || !b) throw new Error("the demo has after-notices");
  const { errors } = await openPage(page, CODE, `/cscenter/after-notices?ids=${b.id},${a.id}`);
  const sections = page.getByTestId("after-notice");
  await expect(sections).toHaveCount(2);
  await expect(sections.nth(0).getByRole("heading", { level: 2 })).toHaveText(b.title);
  await expect(sections.nth(1).getByRole("heading", { level: 2 })).toHaveText(a.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectSoundPage(page, errors);

  for (const query of ["", "?ids=2147483647", "?ids=abc"]) {
    const response = await page.goto(siteUrl(CODE, `/cscenter/after-notices${query}`));
    expect(response?.status(), query).toBe(200);
    await expect(page.getByTestId("empty-state")).toContainText("표시할 주의사항이 없습니다");
  }
});
