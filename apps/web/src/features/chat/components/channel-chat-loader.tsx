"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { CHAT_OPEN_EVENT } from "@/features/site/floating-items";

/**
 * The chat's client code in a chunk of its own, fetched after the page has hydrated, and only where ChatLayer
 * renders it (a clinic with a channelTalkId). It renders nothing on the server and the SDK it loads is requested
 * after hydration anyway, so it has no place in the page's first scripts (2.2 kB gzip of every page of such a
 * clinic, issue 28).
 */
const ChannelChat = dynamic(() => import("./channel-chat").then((module) => module.ChannelChat), {
  ssr: false,
});

interface ChannelChatLoaderProps {
  pluginKey: string;
  phone: string;
}

/**
 * Remembers a chat entry pressed before the chat's code has arrived, so that press still opens the messenger once
 * it does (the chat listens for `clinic:chat-open` only from its own mount on).
 */
export function ChannelChatLoader(props: ChannelChatLoaderProps) {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const ask = () => setAsked(true);
    window.addEventListener(CHAT_OPEN_EVENT, ask);
    return () => window.removeEventListener(CHAT_OPEN_EVENT, ask);
  }, []);
  return <ChannelChat {...props} openOnMount={asked} />;
}
