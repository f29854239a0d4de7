import type { Customer } from "@clinic/shared";
import { toast } from "@/features/client-state/toasts";
import { bootOptionFor } from "./boot-option";
import {
  type ChannelLoadOptions,
  type ChannelLoadResult,
  type ChannelTalk,
  channelTalk,
  loadChannelTalk,
} from "./channel-talk";
import { CHAT_READY_WAIT_MS, chatUnavailableMessage, createChatAvailability } from "./chat-availability";
import { type BootedAs, bootedAs, chatStepsFor } from "./chat-session";

type Member = Pick<Customer, "id" | "name" | "phone" | "email">;

export interface ChatRuntimeDeps {
  talk: ChannelTalk;
  load: (options: ChannelLoadOptions) => ChannelLoadResult;
  /** Tells the visitor something (the toast layer in the browser). */
  notify: (message: string) => void;
  waitMs?: number;
}

/**
 * The page's one chat session: loads the SDK once, boots and re-boots it as the signed-in customer changes, and
 * opens the messenger on request. One per page (a module singleton in the browser) because window.ChannelIO is
 * one per page; React remounting the component (strict mode, layouts) must not load it a second time, which
 * would log the spec-8 "included twice" error.
 */
export function createChatRuntime({ talk, load, notify, waitMs = CHAT_READY_WAIT_MS }: ChatRuntimeDeps) {
  const availability = createChatAvailability();
  let requested = false;
  let current: BootedAs | null = null;
  // A boot's answer counts only while it is the latest boot (an old anonymous boot answering late must not
  // mark the member's session ready).
  let generation = 0;
  let opening = false;

  return {
    availability,
    /** Requests the plugin script once per page. */
    start(): void {
      if (requested) return;
      requested = true;
      load({ onScriptError: () => availability.scriptFailed() });
    },
    /** Brings the chat session in line with the signed-in customer (null = anonymous). */
    sync(pluginKey: string, customer: Member | null): void {
      for (const step of chatStepsFor(current, pluginKey, customer)) {
        if (step.kind === "shutdown") {
          talk.shutdown();
          availability.shutDown();
        } else if (step.kind === "updateUser") {
          talk.updateUser({ profile: step.profile });
        } else {
          const mine = ++generation;
          availability.booting();
          talk.boot(step.option, (error) => {
            if (mine === generation) availability.booted(error);
          });
        }
      }
      current = bootedAs(bootOptionFor(pluginKey, customer));
    },
    /**
     * The '1:1' prompt and the floating chat item: shows the messenger when the chat is up; otherwise waits a
     * moment for it and, if it does not come, says so with the clinic's phone number. Repeated clicks while
     * waiting do not pile up toasts.
     */
    async openMessenger(phone: string, unavailable?: string): Promise<void> {
      if (opening) return;
      opening = true;
      try {
        if (await availability.waitUntilReady(waitMs)) talk.showMessenger();
        else notify(unavailable ?? chatUnavailableMessage(phone));
      } finally {
        opening = false;
      }
    },
  };
}

export type ChatRuntime = ReturnType<typeof createChatRuntime>;

let pageRuntime: ChatRuntime | null = null;

/** The browser's chat runtime (created on first use, so nothing of it runs on the server). */
export function chatRuntime(): ChatRuntime {
  pageRuntime ??= createChatRuntime({
    talk: channelTalk,
    load: (options) => loadChannelTalk(options),
    notify: (message) => toast.info(message),
  });
  return pageRuntime;
}
