/**
 * The parts of Channel Talk's web SDK (developers.channel.io, "Web SDK") this site uses, typed after the
 * official loader package's declarations. Shapes the SDK defines but we never read are left out.
 */

/** 'system' follows the visitor's OS; null returns to the channel's own setting. */
export type ChannelAppearance = "light" | "dark" | "system" | null;

export type ChannelProfileValue = string | number | boolean | null;
/** Custom profile fields plus the reserved ones (name, mobileNumber, email, avatarUrl). */
export type ChannelProfile = Record<string, ChannelProfileValue>;

export interface ChannelBootOption {
  pluginKey: string;
  /** Makes the user a member; without it the visitor is anonymous. */
  memberId?: string;
  memberHash?: string;
  profile?: ChannelProfile;
  language?: string;
  appearance?: ChannelAppearance;
  /** The site draws its own chat entry points (floating item, '1:1' prompt). */
  hideChannelButtonOnBoot?: boolean;
  hidePopup?: boolean;
  customLauncherSelector?: string;
  trackDefaultEvent?: boolean;
  trackUtmSource?: boolean;
  unsubscribeEmail?: boolean;
  unsubscribeTexting?: boolean;
  zIndex?: number;
}

/** The user the SDK answers with after boot and updateUser. */
export interface ChannelUser {
  id: string;
  memberId?: string;
  name?: string;
  profile?: ChannelProfile | null;
  tags?: string[] | null;
  language: string;
  /** Unread important notifications (the number on the channel button). */
  alert: number;
  unread: number;
}

/** Node-style: exactly one of error and user is set. */
export type ChannelUserCallback = (error: Error | null, user: ChannelUser | null) => void;

export interface ChannelUpdateUser {
  language?: string;
  tags?: string[] | null;
  profile?: ChannelProfile | null;
  profileOnce?: ChannelProfile | null;
  unsubscribeEmail?: boolean;
  unsubscribeTexting?: boolean;
}

/** What a visitor typed into the messenger's follow-up form. */
export interface ChannelFollowUpProfile {
  name?: string | null;
  mobileNumber?: string | null;
  email?: string | null;
}

export type ChannelEventProperties = Record<string, ChannelProfileValue>;

/** window.ChannelIO: the loader's queueing stub until the plugin script replaces it. */
export interface ChannelIOFunction {
  (command: string, ...args: unknown[]): void;
  q?: unknown[][];
  c?: (args: unknown[]) => void;
}

/**
 * The slice of `window` the loader touches; tests pass a fake. `document` and the listeners are only used when
 * the script is actually requested.
 */
export interface ChannelHost {
  ChannelIO?: ChannelIOFunction;
  ChannelIOInitialized?: boolean;
  console: Pick<Console, "error">;
  document: {
    readyState: DocumentReadyState;
    createElement(tag: "script"): ChannelScriptElement;
    head: ChannelParentNode | null;
  };
  addEventListener(type: "DOMContentLoaded" | "load", listener: () => void): void;
}

export interface ChannelScriptElement {
  type: string;
  async: boolean;
  src: string;
  onerror: ((...args: never[]) => unknown) | null;
}

export interface ChannelParentNode {
  appendChild(node: never): unknown;
}
