import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { ChannelIcon } from "@/features/shell/components/ui/channel-icons";
import { floatingItemsFor } from "@/features/site/floating-items";
import { formatPhone, partnerPhoneNumber, telHref } from "@/ui/format/phone";
import { ChatButton } from "./chat-button";
import styles from "./contact.module.css";

const CHAT_CHANNELS = new Set(["kakao", "naverTalk", "channelTalk"]);

/**
 * How to reach the clinic now: the phone (tel: link, 3-3or4-4) and the chat channels it has set up —
 * KakaoTalk, naver talk and channel chat — with the same titles the floating menu uses.
 */
export function ContactChannels({ partner, siteConfig }: { partner: PartnerInfo; siteConfig: SiteConfig }) {
  const t = useTranslations("cscenter");
  const phone = partnerPhoneNumber(partner);
  const tel = telHref(phone);
  const channel = useTranslations("shell.channels");
  const titles = {
    blog: channel("blog"),
    instagram: channel("instagram"),
    youtube: channel("youtube"),
    phone: channel("phone"),
    kakao: channel("kakao"),
    naverTalk: channel("naverTalk"),
    channelTalk: channel("channelTalk"),
  };
  const chats = floatingItemsFor(partner, siteConfig, titles).filter((item) =>
    CHAT_CHANNELS.has(item.channel),
  );
  if (!tel && chats.length === 0) return null;

  return (
    <section className={styles.card} aria-labelledby="contact-channels-title">
      <h2 id="contact-channels-title" className={styles.cardTitle}>
        {t("connect")}
      </h2>
      {phone && tel ? (
        <div className={styles.phoneBlock}>
          <p className={styles.phoneLabel}>{t("mainPhone")}</p>
          <a href={tel} className={styles.phone} data-testid="contact-phone">
            {formatPhone(phone)}
          </a>
        </div>
      ) : null}
      {chats.length > 0 ? (
        <ul className={styles.channels} aria-label={t("chat")}>
          {chats.map((item) => (
            <li key={item.key}>
              {item.action.kind === "link" ? (
                <a
                  href={item.action.href}
                  className={styles.channel}
                  data-channel={item.channel}
                  {...(item.action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <ChannelIcon
                    name={item.channel === "custom" ? "link" : item.channel}
                    className={styles.channelIcon}
                  />
                  <span lang={item.titleLang}>{item.title}</span>
                  {item.action.external ? <span className="visually-hidden">{t("newWindow")}</span> : null}
                </a>
              ) : (
                <ChatButton title={item.title} titleLang={item.titleLang} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
