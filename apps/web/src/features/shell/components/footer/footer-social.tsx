import type { PartnerMarketingInfo } from "@clinic/shared";
import { resolveLink } from "@/features/site/links";
import { ChannelIcon, type ChannelIconName } from "../ui/channel-icons";
import styles from "./site-footer.module.css";

const SOCIAL: { key: keyof PartnerMarketingInfo; icon: ChannelIconName; label: string }[] = [
  { key: "instagramUrl", icon: "instagram", label: "인스타그램" },
  { key: "naverBlogUrl", icon: "blog", label: "네이버 블로그" },
  { key: "youtubeUrl", icon: "youtube", label: "유튜브" },
  { key: "kakaoTalkUrl", icon: "kakao", label: "카카오톡 채널" },
  { key: "xUrl", icon: "x", label: "X" },
];

/** Social buttons, each only when the partner set its URL; all open in a new tab. */
export function FooterSocial({ marketing }: { marketing: PartnerMarketingInfo }) {
  const items = SOCIAL.flatMap((item) => {
    const link = resolveLink(marketing[item.key]);
    return link ? [{ ...item, href: link.href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="소셜 미디어">
      {items.map((item) => (
        <li key={item.key}>
          <a
            className={styles.socialLink}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${item.label} (새 창)`}
          >
            <ChannelIcon name={item.icon} className={styles.socialIcon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
