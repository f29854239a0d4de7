/**
 * How long a click on a chat entry waits for the messenger before telling the visitor it is unavailable. Long
 * enough for the plugin to arrive on a slow phone connection, short enough that nobody clicks twice wondering.
 */
export const CHAT_READY_WAIT_MS = 3000;

/**
 * The toast when the chat cannot open (plugin unreachable or boot refused): the phone is the way that works. A
 * word joiner after each hyphen keeps the number on one line in the narrow phone toast.
 */
export function chatUnavailableMessage(phone: string): string {
  return `채팅 상담을 지금 열 수 없습니다. 전화(${phone.replaceAll("-", "-\u2060")})로 문의해 주세요.`;
}

export type ChatState = "idle" | "booting" | "ready" | "unavailable";

/**
 * Whether the messenger can be shown. It becomes ready when a boot answers without error, and unavailable when
 * the boot answers with an error or the plugin script fails to load (for good: a script that did not load will
 * not boot later). `waitUntilReady` answers at once when settled, else at the first of settling and the timeout.
 */
export function createChatAvailability() {
  let state: ChatState = "idle";
  let scriptFailed = false;
  const waiters = new Set<(ready: boolean) => void>();

  const settle = (next: "ready" | "unavailable") => {
    state = next;
    for (const waiter of waiters) waiter(next === "ready");
    waiters.clear();
  };

  return {
    get state(): ChatState {
      return state;
    },
    booting(): void {
      if (!scriptFailed) state = "booting";
    },
    booted(error: Error | null): void {
      if (!scriptFailed) settle(error ? "unavailable" : "ready");
    },
    scriptFailed(): void {
      scriptFailed = true;
      settle("unavailable");
    },
    /** After a shutdown the messenger is gone until the next boot answers. */
    shutDown(): void {
      if (!scriptFailed) state = "idle";
    },
    waitUntilReady(timeoutMs: number): Promise<boolean> {
      if (state === "ready") return Promise.resolve(true);
      if (state === "unavailable") return Promise.resolve(false);
      return new Promise((resolve) => {
        const waiter = (ready: boolean) => {
          clearTimeout(timer);
          resolve(ready);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

export type ChatAvailability = ReturnType<typeof createChatAvailability>;
