import type {
  ChannelAppearance,
  ChannelBootOption,
  ChannelEventProperties,
  ChannelFollowUpProfile,
  ChannelHost,
  ChannelIOFunction,
  ChannelUpdateUser,
  ChannelUserCallback,
} from "./channel-io-types";

/** The plugin script of Channel Talk's official loader snippet. */
export const CHANNEL_PLUGIN_SRC = "https://cdn.channel.io/plugin/ch-plugin-web.js";
/** What the official snippet logs when it runs on a page that already has ChannelIO (spec 8). */
export const CHANNEL_TWICE_MESSAGE = "ChannelIO script included twice.";

export type ChannelLoadResult = "requested" | "twice" | "no-window";

export interface ChannelLoadOptions {
  /** The plugin script could not be fetched (offline, blocked): commands stay queued in the stub. */
  onScriptError?: () => void;
}

const browserHost = (): ChannelHost | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as ChannelHost);

/**
 * Channel Talk's official loader snippet, typed: a second run on the same page logs the spec-8 console error and
 * does nothing else. Otherwise it installs the queueing stub (commands called before the plugin arrives are
 * replayed by it) and adds the async plugin script once the document is ready. The only addition is
 * `onScriptError`, so the site can tell a visitor the chat cannot open instead of waiting for ever; a failed
 * load throws nothing.
 */
export function loadChannelTalk(
  options: ChannelLoadOptions = {},
  host: ChannelHost | undefined = browserHost(),
): ChannelLoadResult {
  if (!host) return "no-window";
  if (host.ChannelIO) {
    host.console.error(CHANNEL_TWICE_MESSAGE);
    return "twice";
  }
  const stub: ChannelIOFunction = (...args: unknown[]) => stub.c?.(args);
  stub.q = [];
  stub.c = (args) => stub.q?.push(args);
  host.ChannelIO = stub;

  const insertScript = () => {
    if (host.ChannelIOInitialized) return;
    host.ChannelIOInitialized = true;
    const script = host.document.createElement("script");
    script.type = "text/javascript";
    script.async = true;
    script.src = CHANNEL_PLUGIN_SRC;
    script.onerror = () => options.onScriptError?.();
    // The vendor's snippet puts its script before the document's first one. Appended to the head instead: the
    // data-layer bootstrap stays the document's first script (decision 0034), and an async script runs the same
    // wherever it stands.
    host.document.head?.appendChild(script as never);
  };
  if (host.document.readyState === "complete") insertScript();
  else {
    host.addEventListener("DOMContentLoaded", insertScript);
    host.addEventListener("load", insertScript);
  }
  return "requested";
}

/** Calls ChannelIO when it exists (nothing was loaded without a plugin key: then every command is a no-op). */
function send(host: ChannelHost | undefined, command: string, ...args: unknown[]): void {
  // Trailing undefined arguments are left out, so the SDK sees exactly what the caller gave.
  let length = args.length;
  while (length > 0 && args[length - 1] === undefined) length -= 1;
  host?.ChannelIO?.(command, ...args.slice(0, length));
}

/** Every command and callback of the SDK (spec 7), one typed method each. */
export function createChannelTalk(getHost: () => ChannelHost | undefined = browserHost) {
  const call = (command: string, ...args: unknown[]) => send(getHost(), command, ...args);
  return {
    boot: (option: ChannelBootOption, callback?: ChannelUserCallback) => call("boot", option, callback),
    shutdown: () => call("shutdown"),
    showMessenger: () => call("showMessenger"),
    hideMessenger: () => call("hideMessenger"),
    /** Opens a chat by id, or a new chat (with `message` typed in) when chatId is undefined. */
    openChat: (chatId?: string | number, message?: string) => call("openChat", chatId, message),
    track: (eventName: string, properties?: ChannelEventProperties) => call("track", eventName, properties),
    updateUser: (user: ChannelUpdateUser, callback?: ChannelUserCallback) =>
      call("updateUser", user, callback),
    addTags: (tags: string[], callback?: ChannelUserCallback) => call("addTags", tags, callback),
    removeTags: (tags: string[], callback?: ChannelUserCallback) => call("removeTags", tags, callback),
    /** The page the SDK reports (page views, where a chat started) instead of location.href. */
    setPage: (page: string) => call("setPage", page),
    resetPage: () => call("resetPage"),
    showChannelButton: () => call("showChannelButton"),
    hideChannelButton: () => call("hideChannelButton"),
    setAppearance: (appearance: ChannelAppearance) => call("setAppearance", appearance),
    onShowMessenger: (callback: () => void) => call("onShowMessenger", callback),
    onHideMessenger: (callback: () => void) => call("onHideMessenger", callback),
    onBadgeChanged: (callback: (unread: number, alert: number) => void) => call("onBadgeChanged", callback),
    onChatCreated: (callback: () => void) => call("onChatCreated", callback),
    onFollowUpChanged: (callback: (profile: ChannelFollowUpProfile) => void) =>
      call("onFollowUpChanged", callback),
    /** Registering this replaces the SDK's own handling of links clicked in the messenger. */
    onUrlClicked: (callback: (url: string) => void) => call("onUrlClicked", callback),
  };
}

export type ChannelTalk = ReturnType<typeof createChannelTalk>;

/** The page's Channel Talk (window.ChannelIO). */
export const channelTalk: ChannelTalk = createChannelTalk();
