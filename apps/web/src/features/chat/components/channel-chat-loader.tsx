"use client";

import dynamic from "next/dynamic";

/**
 * The chat's client code in a chunk of its own, requested only where ChatLayer renders it (a clinic with a
 * channelTalkId). Imported statically, it sat in the shell's first chunk of every clinic's every page, with or
 * without a chat (2 kB gzip, issue 28). Rendered on the server as before, so a clinic with a chat loads it with
 * the page's first scripts, as the chat's page reports need.
 */
export const ChannelChatLoader = dynamic(() => import("./channel-chat").then((module) => module.ChannelChat));
