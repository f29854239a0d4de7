import { changesBetween, recordAudit } from "@api/console/audit/repository";
import { deleteAllOf as deleteTranslationsOf } from "@api/console/content/translations/repository";
import { notFound } from "@api/lib/http-error";
import { toNavigation } from "@api/platform/site-config/mappers";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type {
  ConsoleBanner,
  ConsoleBranches,
  ConsoleFloatingItems,
  ConsoleFooterLinks,
  ConsoleKeywords,
  ConsoleNavigation,
  ConsoleRightButtons,
  ConsoleShellTexts,
  ConsoleSiteLanguages,
  ConsoleTheme,
  consoleBannerBodySchema,
  consoleBranchesBodySchema,
  consoleFloatingItemsBodySchema,
  consoleFooterLinksBodySchema,
  consoleKeywordsBodySchema,
  consoleNavigationBodySchema,
  consoleRightButtonsBodySchema,
  consoleShellTextsBodySchema,
  consoleSiteLanguagesBodySchema,
  consoleThemeBodySchema,
  Staff,
} from "@clinic/shared";
import { offeredLanguages } from "@clinic/shared";
import type { z } from "zod";
import { toBranch, toConsoleBanner, toFloatingItem, toRightButton, toShellTexts, toTheme } from "./mappers";
import * as repository from "./repository";

type NavigationBody = z.output<typeof consoleNavigationBodySchema>;
type BranchesBody = z.output<typeof consoleBranchesBodySchema>;
type RightButtonsBody = z.output<typeof consoleRightButtonsBodySchema>;
type FloatingItemsBody = z.output<typeof consoleFloatingItemsBodySchema>;
type KeywordsBody = z.output<typeof consoleKeywordsBodySchema>;
type ThemeBody = z.output<typeof consoleThemeBodySchema>;
type BannerBody = z.output<typeof consoleBannerBodySchema>;
type ShellTextsBody = z.output<typeof consoleShellTextsBodySchema>;
type SiteLanguagesBody = z.output<typeof consoleSiteLanguagesBodySchema>;
type FooterLinksBody = z.output<typeof consoleFooterLinksBodySchema>;

// Every write and its audit entry share one tenant transaction: the entry exists exactly when the change does.
// The database triggers announce the change, so the storefront's caches of this clinic drop on commit.

export interface ConsoleSiteService {
  getNavigation(partnerId: number): Promise<ConsoleNavigation>;
  putNavigation(partnerId: number, staff: Staff, body: NavigationBody): Promise<ConsoleNavigation>;
  getBranches(partnerId: number): Promise<ConsoleBranches>;
  putBranches(partnerId: number, staff: Staff, body: BranchesBody): Promise<ConsoleBranches>;
  getRightButtons(partnerId: number): Promise<ConsoleRightButtons>;
  putRightButtons(partnerId: number, staff: Staff, body: RightButtonsBody): Promise<ConsoleRightButtons>;
  getFloatingItems(partnerId: number): Promise<ConsoleFloatingItems>;
  putFloatingItems(partnerId: number, staff: Staff, body: FloatingItemsBody): Promise<ConsoleFloatingItems>;
  getKeywords(partnerId: number): Promise<ConsoleKeywords>;
  putKeywords(partnerId: number, staff: Staff, body: KeywordsBody): Promise<ConsoleKeywords>;
  getTheme(partnerId: number): Promise<ConsoleTheme>;
  putTheme(partnerId: number, staff: Staff, body: ThemeBody): Promise<ConsoleTheme>;
  getShellTexts(partnerId: number): Promise<ConsoleShellTexts>;
  putShellTexts(partnerId: number, staff: Staff, body: ShellTextsBody): Promise<ConsoleShellTexts>;
  getFooterLinks(partnerId: number): Promise<ConsoleFooterLinks>;
  getLanguages(partnerId: number): Promise<ConsoleSiteLanguages>;
  putLanguages(partnerId: number, staff: Staff, body: SiteLanguagesBody): Promise<ConsoleSiteLanguages>;
  putFooterLinks(partnerId: number, staff: Staff, body: FooterLinksBody): Promise<ConsoleFooterLinks>;
  listBanners(partnerId: number): Promise<ConsoleBanner[]>;
  createBanner(partnerId: number, staff: Staff, body: BannerBody): Promise<ConsoleBanner>;
  updateBanner(partnerId: number, staff: Staff, id: number, body: BannerBody): Promise<ConsoleBanner>;
  deleteBanner(partnerId: number, staff: Staff, id: number): Promise<void>;
}

const bannerNotFound = () => notFound("banner not found");

const BANNER_FIELD_LABELS: Record<string, string> = {
  bannerLocation: "위치",
  title: "제목",
  subTitle: "부제목",
  pcImageUrl: "PC 이미지",
  mobileImageUrl: "모바일 이미지",
  linkUrl: "링크",
  weight: "순서",
  isVisible: "노출",
  focalX: "초점(가로 %)",
  focalY: "초점(세로 %)",
};

/** The stored overrides: a colour left empty is no override (the design token applies). */
const definedColors = (colors: ThemeBody["colors"]): Record<string, string> =>
  Object.fromEntries(Object.entries(colors).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function createConsoleSiteService(database: Database): ConsoleSiteService {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  /** Replace, audit, then answer what is stored now: all in one transaction. */
  const write = <T>(
    partnerId: number,
    staff: Staff,
    action: string,
    detail: unknown,
    replace: (tx: Tx) => Promise<void>,
    read: (tx: Tx) => Promise<T>,
  ) =>
    tenant(partnerId, async (tx) => {
      await replace(tx);
      await recordAudit(tx, partnerId, staff, { action, target: action.replace("site.", ""), detail });
      return read(tx);
    });

  const navigation = async (tx: Tx, partnerId: number) => ({
    rows: toNavigation(await repository.findNavigation(tx, partnerId)),
  });
  const branches = async (tx: Tx, partnerId: number) => ({
    rows: (await repository.findBranches(tx, partnerId)).map(toBranch),
  });
  const rightButtons = async (tx: Tx, partnerId: number) => ({
    rows: (await repository.findRightButtons(tx, partnerId)).map(toRightButton),
  });
  const floatingItems = async (tx: Tx, partnerId: number) => ({
    rows: (await repository.findFloatingItems(tx, partnerId)).map(toFloatingItem),
  });
  const keywords = async (tx: Tx, partnerId: number) => {
    const byLanguage = await repository.findKeywords(tx, partnerId);
    const korean = byLanguage.get("ko") ?? [];
    byLanguage.delete("ko");
    return { keywords: korean, byLanguage: Object.fromEntries(byLanguage) };
  };
  const theme = async (tx: Tx, partnerId: number) =>
    toTheme(await repository.findSiteSettings(tx, partnerId));
  const languages = async (tx: Tx, partnerId: number) => ({
    languages: offeredLanguages(await repository.findLanguages(tx, partnerId)),
  });
  const shellTexts = async (tx: Tx, partnerId: number) =>
    toShellTexts(
      await repository.findSiteSettings(tx, partnerId),
      await repository.findShellTextSources(tx, partnerId),
    );
  const footerLinks = async (tx: Tx, partnerId: number) => ({
    rows: await repository.findFooterLinks(tx, partnerId),
  });
  const readBanner = async (tx: Tx, partnerId: number, id: number) => {
    const [row] = await repository.findBanners(tx, partnerId, id);
    const banner = row ? toConsoleBanner(row) : null;
    if (!banner) throw bannerNotFound();
    return banner;
  };

  return {
    getNavigation: (partnerId) => tenant(partnerId, (tx) => navigation(tx, partnerId)),
    putNavigation: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.navigation",
        body,
        (tx) => repository.replaceNavigation(tx, partnerId, body.rows),
        (tx) => navigation(tx, partnerId),
      ),
    getBranches: (partnerId) => tenant(partnerId, (tx) => branches(tx, partnerId)),
    putBranches: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.branches",
        body,
        (tx) => repository.replaceBranches(tx, partnerId, body.rows),
        (tx) => branches(tx, partnerId),
      ),
    getRightButtons: (partnerId) => tenant(partnerId, (tx) => rightButtons(tx, partnerId)),
    putRightButtons: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.right-buttons",
        body,
        (tx) => repository.replaceRightButtons(tx, partnerId, body.rows),
        (tx) => rightButtons(tx, partnerId),
      ),
    getFloatingItems: (partnerId) => tenant(partnerId, (tx) => floatingItems(tx, partnerId)),
    putFloatingItems: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.floating-items",
        body,
        (tx) => repository.replaceFloatingItems(tx, partnerId, body.rows),
        (tx) => floatingItems(tx, partnerId),
      ),
    getKeywords: (partnerId) => tenant(partnerId, (tx) => keywords(tx, partnerId)),
    putKeywords: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.keywords",
        body,
        (tx) => repository.replaceKeywords(tx, partnerId, body.keywords, body.language),
        (tx) => keywords(tx, partnerId),
      ),
    getTheme: (partnerId) => tenant(partnerId, (tx) => theme(tx, partnerId)),
    putTheme: (partnerId, staff, { colors, ...logos }) =>
      write(
        partnerId,
        staff,
        "site.theme",
        { colors, ...logos },
        (tx) => repository.upsertTheme(tx, partnerId, { themeColors: definedColors(colors), ...logos }),
        (tx) => theme(tx, partnerId),
      ),
    getShellTexts: (partnerId) => tenant(partnerId, (tx) => shellTexts(tx, partnerId)),
    putShellTexts: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.shell-texts",
        body,
        (tx) => repository.upsertShellTexts(tx, partnerId, body),
        (tx) => shellTexts(tx, partnerId),
      ),
    getFooterLinks: (partnerId) => tenant(partnerId, (tx) => footerLinks(tx, partnerId)),
    getLanguages: (partnerId) => tenant(partnerId, (tx) => languages(tx, partnerId)),
    // Korean is always on and is not stored; the others in the platform's order, each once.
    putLanguages: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.languages",
        body,
        (tx) => repository.upsertLanguages(tx, partnerId, offeredLanguages(body.languages).slice(1)),
        (tx) => languages(tx, partnerId),
      ),
    putFooterLinks: (partnerId, staff, body) =>
      write(
        partnerId,
        staff,
        "site.footer-links",
        body,
        (tx) => repository.replaceFooterLinks(tx, partnerId, body.rows),
        (tx) => footerLinks(tx, partnerId),
      ),

    listBanners: (partnerId) =>
      tenant(partnerId, async (tx) =>
        (await repository.findBanners(tx, partnerId)).flatMap((row) => toConsoleBanner(row) ?? []),
      ),
    createBanner: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        const id = await repository.insertBanner(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "banner.create",
          target: `banner:${id}`,
          detail: body,
        });
        return readBanner(tx, partnerId, id);
      }),
    updateBanner: (partnerId, staff, id, body) =>
      tenant(partnerId, async (tx) => {
        const before = await readBanner(tx, partnerId, id);
        if (!(await repository.updateBanner(tx, partnerId, id, body))) throw bannerNotFound();
        const after = await readBanner(tx, partnerId, id);
        await recordAudit(tx, partnerId, staff, {
          action: "banner.update",
          target: `banner:${id}`,
          detail: { ...body, changes: changesBetween(before, after, BANNER_FIELD_LABELS, ["id"]) },
        });
        return after;
      }),
    deleteBanner: (partnerId, staff, id) =>
      tenant(partnerId, async (tx) => {
        if (!(await repository.deleteBanner(tx, partnerId, id))) throw bannerNotFound();
        // Its translations go with it (issue 29).
        await deleteTranslationsOf(tx, "banners", [id]);
        await recordAudit(tx, partnerId, staff, { action: "banner.delete", target: `banner:${id}` });
      }),
  };
}
