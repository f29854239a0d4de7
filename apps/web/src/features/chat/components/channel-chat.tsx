"use client";

import { useTranslations } from "next-intl";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { useCustomer, useSessionRestored } from "@/features/session/client";
import { CHAT_OPEN_EVENT } from "@/features/site/floating-items";
import { usePathname, useSearchParams } from "@/ui/language/navigation";
import { chatPageUrl } from "../boot-option";
import { channelTalk } from "../channel-talk";
import { chatRuntime } from "../chat-runtime";

/** Tells the chat which page the visitor is on after every App Router navigation (query trimmed, see chatPageUrl). */
function ChatPageTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    channelTalk.setPage(chatPageUrl(window.location.origin, pathname, search));
  }, [pathname, search]);
  // Leaving the shell (the pre-launch page has none) hands the page back to the SDK's own default.
  useEffect(() => () => channelTalk.resetPage(), []);
  return null;
}

interface ChannelChatProps {
  /** The partner's channelTalkId. */
  pluginKey: string;
  /** The clinic's number as shown, for the "chat unavailable" toast. */
  phone: string;
  /** A chat entry was pressed before this code had arrived (see channel-chat-loader.tsx): open once mounted. */
  openOnMount?: boolean;
}

/**
 * Customer chat (Channel Talk): loads the SDK once per page, boots anonymously or as the signed-in customer and
 * follows sign-in and logout, and opens the messenger when a chat entry dispatches `clinic:chat-open`.
 * Boots only once the persisted session is read, so a member is not first booted as a stranger.
 */
export function ChannelChat({ pluginKey, phone, openOnMount = false }: ChannelChatProps) {
  const t = useTranslations("common");
  // A word joiner after each hyphen keeps the number on one line in the narrow phone toast.
  const unavailable = t("chatUnavailable", { phone: phone.replaceAll("-", "-\u2060") });
  const restored = useSessionRestored();
  const customer = useCustomer();

  // A layout effect: it runs before every passive effect of the tree, so the SDK's queueing stub exists when the
  // page tracker below reports the first page (the component mounts in the browser, children's effects first).
  useLayoutEffect(() => {
    chatRuntime().start();
  }, []);

  useEffect(() => {
    if (restored) chatRuntime().sync(pluginKey, customer);
  }, [restored, pluginKey, customer]);

  useEffect(() => {
    const open = () => void chatRuntime().openMessenger(phone, unavailable);
    window.addEventListener(CHAT_OPEN_EVENT, open);
    return () => window.removeEventListener(CHAT_OPEN_EVENT, open);
  }, [phone, unavailable]);

  // Only the value at mount counts, and only once: a later press reaches the listener above.
  const pendingOpen = useRef(openOnMount);
  useEffect(() => {
    if (!pendingOpen.current) return;
    pendingOpen.current = false;
    void chatRuntime().openMessenger(phone, unavailable);
  }, [phone, unavailable]);

  // useSearchParams needs a Suspense boundary so static pages can still be prerendered.
  return (
    <Suspense fallback={null}>
      <ChatPageTracker />
    </Suspense>
  );
}
