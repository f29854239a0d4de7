"use client";

import { useTranslations } from "next-intl";
import { useUi } from "@/features/client-state/ui-state";
import type { HeaderLogos } from "@/features/header/header-appearance";
import { usePathname, useRouter } from "@/ui/language/navigation";
import { Link } from "@/ui/status/intent-link";
import { atMost } from "@/ui/styles/tokens";
import { BackIcon } from "./header-icons";
import styles from "./site-header.module.css";

interface HeaderBrandProps {
  name: string;
  pcLogos: HeaderLogos;
  mobileLogos: HeaderLogos;
}

/** One logo variant: the mobile artwork at tablet width and below, the PC artwork above. */
function LogoPicture({ pc, mobile, variant }: { pc: string; mobile: string | null; variant: string }) {
  return (
    <picture className={styles.logoPicture} data-variant={variant}>
      {mobile ? <source media={atMost("tablet")} srcSet={mobile} /> : null}
      <img className={styles.logo} src={pc} alt="" />
    </picture>
  );
}

/**
 * The left of the main bar. Desktop: the logo (transparent-header and white-theme variants) linking home, with the
 * partner's name for screen readers. Mobile: the logo on '/', and on inner pages a back button (to the page's
 * historyBackUrl, else browser back) followed by the page's mobilePageTitle or the partner's name as heading.
 * The name is rendered once and restyled per width, so assistive technology never reads it twice.
 */
export function HeaderBrand({ name, pcLogos, mobileLogos }: HeaderBrandProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const router = useRouter();
  const { mobilePageTitle, historyBackUrl } = useUi((state) => state.header);
  const isHome = pathname === "/";
  const hasLogo = Boolean(pcLogos.white ?? pcLogos.transparent);

  const goBack = () => {
    if (historyBackUrl) router.push(historyBackUrl);
    else if (window.history.length > 1) router.back();
    else router.push("/");
  };

  return (
    <div
      className={styles.brandBox}
      data-inner={!isHome || undefined}
      data-titled={Boolean(mobilePageTitle) || undefined}
    >
      {isHome ? null : (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.back} tablet-down-only`}
          aria-label={t("back")}
          onClick={goBack}
        >
          <BackIcon className={styles.icon} />
        </button>
      )}
      <Link
        href="/"
        className={styles.brand}
        aria-label={hasLogo ? t("brandHome", { name }) : undefined}
        data-has-logo={hasLogo || undefined}
      >
        {pcLogos.transparent ? (
          <LogoPicture pc={pcLogos.transparent} mobile={mobileLogos.transparent} variant="transparent" />
        ) : null}
        {pcLogos.white ? <LogoPicture pc={pcLogos.white} mobile={mobileLogos.white} variant="white" /> : null}
        <span className={styles.name} lang="ko">
          {name}
        </span>
      </Link>
      {!isHome && mobilePageTitle ? (
        <p className={`${styles.pageTitle} tablet-down-only`}>{mobilePageTitle}</p>
      ) : null}
    </div>
  );
}
