import type { Page } from "@playwright/test";
import { channelCalls, commandsOf, recordPluginRequests, serveFakeChannel } from "../support/fake-channel-io";
import { holdChunk } from "../support/held-chunk";
import { dismissPopups } from "../support/popups";
import { collectPageErrors, siteOrigin, siteUrl } from "../support/sites";
import { smsCodeFor, uniquePhone } from "../support/sms-outbox";
import { expect, sameAtEveryWidth, test } from "../support/test";
import { expectNavigation, isMobile, MULTI_PAGE_TIMEOUT, openPage } from "./content-support";

/**
 * Customer chat (issue 8): haneul has a channelTalkId ("demo-haneul-channel"), lumiere none. The vendor's
 * plugin is replaced by a recording fake where a test needs it; otherwise it is unreachable, as for every test.
 */

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const PLUGIN_KEY = "demo-haneul-channel";
const HANEUL = siteOrigin("haneul.localhost");
const UNAVAILABLE = /채팅 상담을 지금 열 수 없습니다\. 전화\(.+\)로 문의해 주세요\./;

const TWICE = "ChannelIO script included twice.";

/** The floating menu's chat item; below big desktop it may sit behind 'more'. */
async function clickFloatingChat(page: Page) {
  const chat = page.locator("[data-testid='floating-item'][data-channel='channelTalk']");
  if (!(await chat.isVisible())) await page.getByRole("button", { name: "상담 메뉴 더보기" }).click();
  await chat.click();
}

/** A client-side navigation home: the header's logo on desktop, the side menu's home link on phones. */
async function clickHomeLink(page: Page) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "전체 메뉴 열기" }).click();
    await page.getByRole("dialog").locator("a[href='/']").first().click();
  } else {
    await page.getByRole("banner").locator("a[href='/']").first().click();
  }
}

/** The header's logout: the top bar on desktop, the side menu on phones. */
async function clickLogout(page: Page) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "전체 메뉴 열기" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "로그아웃" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
  }
}

test("haneul boots the chat with its plugin key and the floating chat item opens the messenger", async ({
  page,
}) => {
  await serveFakeChannel(page);
  await openPage(page, "haneul", "/");
  await expect.poll(() => commandsOf(page)).toContain("boot");
  const boot = (await channelCalls(page)).find((call) => call.command === "boot");
  expect(boot?.args[0]).toEqual({ pluginKey: PLUGIN_KEY, language: "ko", hideChannelButtonOnBoot: true });
  expect(boot?.args[1], "boot callback").toBe("[function]");

  await clickFloatingChat(page);
  await expect.poll(() => commandsOf(page)).toContain("showMessenger");
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

// A string only the chat's own chunk holds (the vendor's plugin address, in channel-talk.ts).
const CHAT_CODE_MARK = "cdn.channel.io/plugin/ch-plugin-web.js";

test("the chat's code arrives after the page has hydrated; a chat press before it still opens the messenger", async ({
  page,
}) => {
  await serveFakeChannel(page);
  const held = await holdChunk(page, CHAT_CODE_MARK);
  await dismissPopups(page, "haneul");
  // Not waiting for "load": a chunk requested before the load event holds that event back with it.
  await page.goto(siteUrl("haneul", "/"), { waitUntil: "domcontentloaded" });
  // The page is up and the chat's code is still on its way: nothing has booted the chat.
  await held.requested;
  expect(await commandsOf(page)).not.toContain("boot");
  await clickFloatingChat(page);
  held.release();
  await expect.poll(() => commandsOf(page)).toContain("boot");
  await expect.poll(() => commandsOf(page)).toContain("showMessenger");
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the '1:1' prompt of the mobile menu opens the messenger", async ({ page }) => {
  test.skip(!isMobile(page), "the side menu is the phone's");
  await serveFakeChannel(page);
  await openPage(page, "haneul", "/");
  await expect.poll(() => commandsOf(page)).toContain("boot");
  await page.getByRole("button", { name: "전체 메뉴 열기" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /1:1/ }).click();
  await expect.poll(() => commandsOf(page)).toContain("showMessenger");
});

test("navigation tells the chat the page, without queries other than UTM", async ({ page }) => {
  sameAtEveryWidth();
  await serveFakeChannel(page);
  await openPage(page, "haneul", "/events?utm_source=naver&token=secret");
  const pages = async () =>
    (await channelCalls(page)).filter((call) => call.command === "setPage").map((call) => call.args[0]);
  await expect.poll(pages).toContain(`${HANEUL}/events?utm_source=naver`);

  // A client-side navigation (the header's home link) keeps the page and its chat, and reports the new page.
  await clickHomeLink(page);
  await expectNavigation(page).toHaveURL(siteUrl("haneul", "/"));
  await expect.poll(pages).toContain(`${HANEUL}/`);
  expect((await commandsOf(page)).filter((command) => command === "boot")).toHaveLength(1);
  expect(JSON.stringify(await channelCalls(page))).not.toContain("secret");
});

test("signing in boots as the member; logging out shuts down and boots anonymously", async ({ page }) => {
  // Sign-in with an SMS code on a dev server that compiles as it goes: more time than one page needs.
  test.setTimeout(2 * MULTI_PAGE_TIMEOUT);
  await serveFakeChannel(page);
  const phone = uniquePhone();
  const name = "채팅테스트";
  await openPage(page, "haneul", "/login");
  await page.getByRole("tab", { name: "비회원 로그인" }).click();
  const form = page.getByRole("form", { name: "비회원 로그인" });
  await form.getByLabel("이름").fill(name);
  await form.getByLabel("휴대폰 번호").fill(phone);
  await form.getByRole("button", { name: "인증번호 받기" }).click();
  // The code is in the outbox once the API has answered (the countdown starts then).
  await expectNavigation(form.getByRole("timer")).toHaveText(/^[45]:\d\d$/);
  await form.getByLabel("인증번호").fill(await smsCodeFor(phone));
  await form.getByRole("button", { name: "비회원 로그인" }).click();
  // Signed in, the visitor is sent on (home here), still in the same page.
  await expectNavigation(page).not.toHaveURL(/\/login/);

  const memberBoot = async () =>
    (await channelCalls(page)).find(
      (call) => call.command === "boot" && (call.args[0] as { memberId?: string }).memberId,
    )?.args[0];
  await expectNavigation.poll(memberBoot).toMatchObject({
    pluginKey: PLUGIN_KEY,
    profile: { name, mobileNumber: `+82${phone.slice(1)}` },
  });

  // The anonymous session that was up before the sign-in was shut down first.
  const signedInCalls = await channelCalls(page);
  const memberAt = signedInCalls.findIndex(
    (call) => call.command === "boot" && (call.args[0] as { memberId?: string }).memberId,
  );
  expect(signedInCalls.slice(0, memberAt).map((call) => call.command)).toEqual(
    expect.arrayContaining(["boot", "shutdown"]),
  );
  expect(signedInCalls[memberAt - 1]?.command).toBe("shutdown");

  // Logging out from the header keeps this page, so the whole session's calls are on record.
  const before = (await channelCalls(page)).length;
  await clickLogout(page);
  await expectNavigation(page).toHaveURL(siteUrl("haneul", "/"));
  await expect
    .poll(async () => (await channelCalls(page)).slice(before).map((call) => call.command))
    .toEqual(expect.arrayContaining(["shutdown", "boot"]));
  const after = (await channelCalls(page)).slice(before);
  const shutdownAt = after.findIndex((call) => call.command === "shutdown");
  const anonymous = after.slice(shutdownAt).find((call) => call.command === "boot");
  expect(anonymous?.args[0]).toEqual({
    pluginKey: PLUGIN_KEY,
    language: "ko",
    hideChannelButtonOnBoot: true,
  });
});

test("lumiere has no channelTalkId: no chat script is requested at all", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("channel.io")) requested.push(request.url());
  });
  await openPage(page, "lumiere", "/");
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => "ChannelIO" in window)).toBe(false);
  expect(requested).toEqual([]);
});

test("with the chat vendor unreachable haneul keeps working, logs nothing and the chat item says so", async ({
  page,
}) => {
  sameAtEveryWidth();
  // openPage's detour through /404 logs that page's own 404; the page under test is loaded afresh.
  await openPage(page, "haneul", "/events");
  const errors = collectPageErrors(page);
  const requested = recordPluginRequests(page, "/");
  await page.goto(siteUrl("haneul", "/"));
  await page.waitForLoadState("load");
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole("main")).toBeVisible();

  await clickFloatingChat(page);
  await expect(page.getByTestId("toast").filter({ hasText: UNAVAILABLE })).toBeVisible();
  await page.goto(siteUrl("haneul", "/events"));
  await expect(page.getByRole("main")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a page that already has ChannelIO logs 'script included twice' and loads nothing more", async ({
  page,
}) => {
  sameAtEveryWidth();
  // As when another tag (say the clinic's tag manager) included the chat snippet before us.
  await page.addInitScript(() => {
    (window as unknown as { ChannelIO: unknown }).ChannelIO = () => undefined;
  });
  await openPage(page, "haneul", "/events");
  const errors = collectPageErrors(page);
  const requested = recordPluginRequests(page);
  await page.goto(siteUrl("haneul", "/"));
  await page.waitForLoadState("load");
  await expect.poll(() => errors).toContain(TWICE);
  expect(errors.filter((error) => error !== TWICE)).toEqual([]);
  expect(requested).toEqual([]);
  await expect(page.getByRole("main")).toBeVisible();
});
