"use client";

import { CHAT_OPEN_EVENT, type FloatingEntry } from "@/features/site/floating-items";
import { Link } from "@/ui/status/intent-link";
import { ChannelIcon } from "../ui/channel-icons";
import styles from "./floating.module.css";

interface FloatingItemButtonProps {
  item: FloatingEntry;
  onActivate: () => void;
}

function Visual({ item }: { item: FloatingEntry }) {
  if (item.pcImageUrl || item.mobileImageUrl) {
    return (
      <picture className={styles.picture}>
        {item.mobileImageUrl ? <source media="(max-width: 767.98px)" srcSet={item.mobileImageUrl} /> : null}
        <img className={styles.image} src={item.pcImageUrl ?? item.mobileImageUrl ?? ""} alt="" />
      </picture>
    );
  }
  if (item.channel === "custom") return <ChannelIcon name="link" className={styles.icon} />;
  return <ChannelIcon name={item.channel} className={styles.icon} />;
}

/** One round floating button; its title is the accessible name and, on pointer devices, a hover label. */
export function FloatingItemButton({ item, onActivate }: FloatingItemButtonProps) {
  const content = (
    <>
      <Visual item={item} />
      <span className={styles.label} lang={item.titleLang}>
        {item.title}
      </span>
    </>
  );
  const common = {
    className: styles.item,
    "data-channel": item.channel,
    "data-testid": "floating-item",
    "aria-label": item.title,
    lang: item.titleLang,
  };

  if (item.action.kind === "link") {
    const { href, external } = item.action;
    if (external) {
      return (
        <a {...common} href={href} target="_blank" rel="noopener noreferrer" onClick={onActivate}>
          {content}
        </a>
      );
    }
    if (href.startsWith("/")) {
      return (
        <Link {...common} href={href} onClick={onActivate}>
          {content}
        </Link>
      );
    }
    return (
      <a {...common} href={href} onClick={onActivate}>
        {content}
      </a>
    );
  }

  return (
    <button
      {...common}
      type="button"
      onClick={() => {
        if (item.action.kind === "chat") window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT));
        onActivate();
      }}
    >
      {content}
    </button>
  );
}
