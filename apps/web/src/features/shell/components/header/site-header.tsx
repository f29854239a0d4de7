import type { Language, PartnerInfo, SiteConfig } from "@clinic/shared";
import { getLocale, getTranslations } from "next-intl/server";
import { getPartnerKeywords } from "@/features/api";
import { pickLogos } from "@/features/header/header-appearance";
import { LanguageSwitcher } from "@/features/i18n/components/language-switcher";
import { ownTextLang, rowLang } from "@/features/i18n/row-lang";
import { partnerDisplayName } from "@/features/site/format";
import { dialledPhone } from "@/ui/format/phone";
import { Link } from "@/ui/status/intent-link";
import { BranchPicker } from "./branch-picker";
import { DesktopNav } from "./desktop-nav";
import { HeaderBrand } from "./header-brand";
import { HeaderActionButton, MenuButton, SearchToggle } from "./header-buttons";
import { HeaderFrame } from "./header-frame";
import { UserIcon } from "./header-icons";
import { headerCssVars } from "./header-vars";
import { MobileMenu } from "./mobile-menu";
import { SearchPanel } from "./search-panel";
import styles from "./site-header.module.css";
import { TopBar } from "./top-bar";

interface SiteHeaderProps {
  site: string;
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/**
 * The site header of spec section 2: desktop (top bar + main bar with logo, navigation and the right-hand box)
 * above the tablet breakpoint, the 48 px mobile bar at tablet and below, the search panel under either, and the
 * mobile slide-in menu. A server component: data is read here, interactive leaves are client components.
 */
export async function SiteHeader({ site, partner, siteConfig }: SiteHeaderProps) {
  const keywords = (await getPartnerKeywords(site)).map((row) => row.keyword);
  const t = await getTranslations("shell");
  // The built-in wording in the page's language where the clinic wrote none (issue 25, 29).
  const defaults = await getTranslations("shellDefaults");
  const name = partnerDisplayName(partner);
  const { logos } = siteConfig;
  const pcLogos = pickLogos(logos.pcTransparent, logos.pcWhite, partner.partnerLogoImageUrl);
  const mobileLogos = pickLogos(logos.mobileTransparent, logos.mobileWhite, null);
  // Spec 3: only the first rightButton is used; hideButton hides it.
  const button = siteConfig.rightButtons[0];
  const actionButton = button && !button.hideButton ? button : null;
  // Visitors reading another language are shown the number as dialled from abroad (issue 29).
  const language = (await getLocale()) as Language;
  const phoneLink = dialledPhone(partner, language);
  const ownLang = (part: object, key: string) => ownTextLang(language, part, key);
  const branches = siteConfig.franchiseList;

  return (
    <>
      <HeaderFrame
        config={siteConfig.header}
        style={headerCssVars}
        topBar={
          <TopBar
            text={siteConfig.header.topText ?? partner.partnerGroupName}
            lang={siteConfig.header.topText ? rowLang(language, siteConfig.header, "topText") : "ko"}
            phone={phoneLink}
          />
        }
      >
        <div className={styles.bar}>
          <HeaderBrand name={name} pcLogos={pcLogos} mobileLogos={mobileLogos} />
          {siteConfig.navigation.length > 0 ? (
            <div className={`${styles.navSlot} desktop-only`}>
              <DesktopNav items={siteConfig.navigation} />
            </div>
          ) : null}
          <div className={styles.right}>
            {branches.length > 0 ? (
              <div className="desktop-only">
                <BranchPicker branches={branches} />
              </div>
            ) : null}
            {actionButton ? (
              <>
                <div className="desktop-only">
                  <HeaderActionButton button={actionButton} />
                </div>
                <div className="tablet-down-only">
                  <HeaderActionButton button={actionButton} compact />
                </div>
              </>
            ) : null}
            <LanguageSwitcher languages={siteConfig.languages} />
            <SearchToggle />
            <Link href="/mypage" className={`${styles.iconButton} tablet-down-only`} aria-label={t("myPage")}>
              <UserIcon className={styles.icon} />
            </Link>
            <div className="tablet-down-only">
              <MenuButton />
            </div>
          </div>
        </div>
        <SearchPanel keywords={keywords} />
      </HeaderFrame>
      <MobileMenu
        items={siteConfig.navigation}
        branches={branches}
        hasChat={Boolean(partner.partnerMarketingInfo.channelTalkId)}
        phone={phoneLink}
        texts={{
          chatTitle: siteConfig.mobileMenu.chatTitle ?? defaults("menuChatTitle"),
          chatText: siteConfig.mobileMenu.chatText ?? defaults("menuChatText"),
          phoneLabel: siteConfig.mobileMenu.phoneLabel ?? defaults("menuPhoneLabel"),
        }}
        textLangs={{
          chatTitle: ownLang(siteConfig.mobileMenu, "chatTitle"),
          chatText: ownLang(siteConfig.mobileMenu, "chatText"),
          phoneLabel: ownLang(siteConfig.mobileMenu, "phoneLabel"),
        }}
      />
    </>
  );
}
