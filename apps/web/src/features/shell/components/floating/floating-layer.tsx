import { widgetKindFor } from "@/features/reservation/action";
import { ReservationWidget } from "@/features/reservation/components/reservation-widget";
import { ReservationSetup } from "@/features/reservation/reservation-setup";
import { floatingItemsFor } from "@/features/site/floating-items";
import { partnerDisplayName } from "@/features/site/format";
import type { SiteData } from "@/features/site/load-site";
import { clinicPhone } from "@/ui/format/phone";
import { FloatingDock } from "./floating-dock";

/** Spec section 2: the floating reservation button's text when the partner configured none. */
export const DEFAULT_FLOATING_BUTTON_TEXT = "가장 빠른 예약일이 언제인가요?";

/**
 * The floating contact menu, the floating reservation button and the scroll-to-top button (spec section 2).
 * Everything is decided here on the server from partner data; the dock only handles clicks and visibility.
 */
export function FloatingLayer({ partner, siteConfig }: SiteData) {
  // "Only when global data exists": without a partner there is nothing to contact.
  if (!partner) return null;
  const items = floatingItemsFor(partner, siteConfig);
  const button = siteConfig.floatingButton;
  return (
    <>
      <ReservationSetup phone={clinicPhone(partner)} />
      <ReservationWidget partner={partner} siteConfig={siteConfig} />
      <FloatingDock
        items={items}
        clinicName={partnerDisplayName(partner)}
        widget={widgetKindFor(siteConfig.widget.type)}
        reservationText={button.hideButton ? null : button.text?.trim() || DEFAULT_FLOATING_BUTTON_TEXT}
      />
    </>
  );
}
