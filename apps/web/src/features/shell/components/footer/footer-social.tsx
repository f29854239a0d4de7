import type { PartnerMarketingInfo } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { resolveLink } from "@/features/site/links";
import { ChannelIcon, type ChannelIconName } from "../ui/channel-icons";
import styles from "./site-footer.module.css";

type Label = "instagram" | "naverBlog" | "youtube" | "kakao";

const SOCIAL: { key: keyof PartnerMarketingInfo; icon: ChannelIconName; label: Label | "X" }[] = [
  { key: "instagramUrl", icon: "instagram", label: "instagram" },
  { key: "naverBlogUrl", icon: "blog", label: "naverBlog" },
  { key: "youtubeUrl", icon: "youtube", label: "youtube" },
  { key: "kakaoTalkUrl", icon: "kakao", label: "kakao" },
  { key: "xUrl", icon: "x", label: "X" },
];

/** Social buttons, each only when the partner set its URL; all open in a new tab. */
export function FooterSocial({ marketing }: { marketing: PartnerMarketingInfo }) {
  const t = useTranslations("shell");
  const items = SOCIAL.flatMap((item) => {
    const link = resolveLink(marketing[item.key]);
    return link ? [{ ...item, href: link.href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={t("social")}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            className={styles.socialLink}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("newWindow", { label: item.label === "X" ? "X" : t(item.label) })}
          >
            <ChannelIcon name={item.icon} className={styles.socialIcon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
