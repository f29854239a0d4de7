"use client";

import { ChannelIcon } from "@/features/shell/components/ui/channel-icons";
import { CHAT_OPEN_EVENT } from "@/features/site/floating-items";
import styles from "./contact.module.css";

/** Opens the channel-chat messenger the way the floating menu's chat item does (the chat integration listens). */
export function ChatButton({ title, titleLang }: { title: string; titleLang?: string }) {
  return (
    <button
      type="button"
      className={styles.channel}
      data-channel="channelTalk"
      onClick={() => window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT))}
    >
      <ChannelIcon name="channelTalk" className={styles.channelIcon} />
      <span lang={titleLang}>{title}</span>
    </button>
  );
}
