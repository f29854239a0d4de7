import { useTranslations } from "next-intl";
import { widgetKindFor } from "@/features/reservation/action";
import { ReservationWidget } from "@/features/reservation/components/reservation-widget";
import { ReservationSetup } from "@/features/reservation/reservation-setup";
import { floatingItemsFor } from "@/features/site/floating-items";
import { partnerDisplayName } from "@/features/site/format";
import type { SiteData } from "@/features/site/load-site";
import { clinicPhone } from "@/ui/format/phone";
import { FloatingDock } from "./floating-dock";

/**
 * The floating contact menu, the floating reservation button and the scroll-to-top button (spec section 2).
 * Everything is decided here on the server from partner data; the dock only handles clicks and visibility.
 */
export function FloatingLayer({ partner, siteConfig }: SiteData) {
  // "Only when global data exists": without a partner there is nothing to contact.
  const t = useTranslations("shell.channels");
  const shell = useTranslations("shell");
  if (!partner) return null;
  const items = floatingItemsFor(partner, siteConfig, {
    blog: t("blog"),
    instagram: t("instagram"),
    youtube: t("youtube"),
    phone: t("phone"),
    kakao: t("kakao"),
    naverTalk: t("naverTalk"),
    channelTalk: t("channelTalk"),
  });
  const button = siteConfig.floatingButton;
  const ownText = button.text?.trim();
  return (
    <>
      <ReservationSetup phone={clinicPhone(partner)} />
      <ReservationWidget partner={partner} siteConfig={siteConfig} />
      <FloatingDock
        items={items}
        clinicName={partnerDisplayName(partner)}
        widget={widgetKindFor(siteConfig.widget.type)}
        reservationText={button.hideButton ? null : ownText || shell("floatingButton")}
        reservationTextLang={ownText ? "ko" : undefined}
      />
    </>
  );
}
