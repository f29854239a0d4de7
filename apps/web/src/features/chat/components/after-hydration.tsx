"use client";

import dynamic from "next/dynamic";

// The chat renders nothing of its own (the messenger is the SDK's): its code loads after the page has hydrated
// instead of with its first script, and only on the sites of partners that have a chat.
export const ChannelChat = dynamic(() => import("./channel-chat").then((module) => module.ChannelChat), {
  ssr: false,
});
