import { useTranslations } from "next-intl";
import type { CountdownText } from "@/features/site/countdown";

/** The countdown labels of spec 5 in the page's language. */
export function useCountdownText(): CountdownText {
  const t = useTranslations("catalogue.countdown");
  return {
    dDay: t("dDay"),
    lastDay: t("lastDay"),
    inProgress: t("inProgress"),
    daysLeftShort: (days) => t("daysLeftShort", { days }),
    daysLeft: (days) => t("daysLeft", { days }),
  };
}
