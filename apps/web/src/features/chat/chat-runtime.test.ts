import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootOptionFor } from "./boot-option";
import type { ChannelIOFunction, ChannelUserCallback } from "./channel-io-types";
import { type ChannelLoadOptions, createChannelTalk } from "./channel-talk";
import { chatUnavailableMessage } from "./chat-availability";
import { createChatRuntime } from "./chat-runtime";

const member = { id: 7, name: "박하늘", phone: "01011112222", email: null };
const WAIT = 3000;

/** A fake ChannelIO that records commands and keeps the boot callbacks so a test can answer them. */
function setup() {
  const calls: unknown[][] = [];
  const boots: ChannelUserCallback[] = [];
  const ChannelIO: ChannelIOFunction = (...args: unknown[]) => {
    calls.push(args);
    if (args[0] === "boot") boots.push(args[2] as ChannelUserCallback);
  };
  const host = { ChannelIO } as never;
  let loadOptions: ChannelLoadOptions | null = null;
  const load = vi.fn((options: ChannelLoadOptions) => {
    loadOptions = options;
    return "requested" as const;
  });
  const notify = vi.fn();
  const runtime = createChatRuntime({ talk: createChannelTalk(() => host), load, notify, waitMs: WAIT });
  const commands = () => calls.map((call) => call[0]);
  return { runtime, calls, boots, load, notify, commands, scriptError: () => loadOptions?.onScriptError?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("chat runtime", () => {
  it("requests the script once however often it is started (React remounts)", () => {
    const { runtime, load } = setup();
    runtime.start();
    runtime.start();
    expect(load).toHaveBeenCalledOnce();
  });

  it("boots with the plugin key, re-boots as the member after sign-in and anonymously after logout", () => {
    const { runtime, calls } = setup();
    runtime.sync("demo-haneul-channel", null);
    runtime.sync("demo-haneul-channel", member);
    runtime.sync("demo-haneul-channel", member);
    runtime.sync("demo-haneul-channel", null);
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ["boot", bootOptionFor("demo-haneul-channel", null)],
      ["shutdown"],
      ["boot", bootOptionFor("demo-haneul-channel", member)],
      ["shutdown"],
      ["boot", bootOptionFor("demo-haneul-channel", null)],
    ]);
  });

  it("opens the messenger once the boot has answered", async () => {
    const { runtime, boots, commands, notify } = setup();
    runtime.sync("k", null);
    boots[0]?.(null, { id: "u", language: "ko", alert: 0, unread: 0 });
    await runtime.openMessenger("02-123-4567");
    expect(commands()).toContain("showMessenger");
    expect(notify).not.toHaveBeenCalled();
  });

  it("a click while booting shows the messenger as soon as the boot answers", async () => {
    const { runtime, boots, commands, notify } = setup();
    runtime.sync("k", null);
    const opening = runtime.openMessenger("02-123-4567");
    await vi.advanceTimersByTimeAsync(500);
    expect(commands()).not.toContain("showMessenger");
    boots[0]?.(null, { id: "u", language: "ko", alert: 0, unread: 0 });
    await opening;
    expect(commands()).toContain("showMessenger");
    expect(notify).not.toHaveBeenCalled();
  });

  it("when the SDK never answers, says after the wait that chat is unavailable, with the phone", async () => {
    const { runtime, commands, notify } = setup();
    runtime.start();
    runtime.sync("k", null);
    const opening = runtime.openMessenger("02-123-4567");
    // A second click while waiting does not stack a second toast.
    const again = runtime.openMessenger("02-123-4567");
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([opening, again]);
    expect(notify).toHaveBeenCalledExactlyOnceWith(chatUnavailableMessage("02-123-4567"));
    expect(chatUnavailableMessage("02-123-4567").replaceAll("\u2060", "")).toBe(
      "채팅 상담을 지금 열 수 없습니다. 전화(02-123-4567)로 문의해 주세요.",
    );
    expect(commands()).not.toContain("showMessenger");
  });

  it("after a failed script load the toast comes at once, and a late boot answer does not revive it", async () => {
    const { runtime, boots, notify, scriptError } = setup();
    runtime.start();
    runtime.sync("k", null);
    scriptError();
    await runtime.openMessenger("1000-1000");
    expect(notify).toHaveBeenCalledOnce();
    boots[0]?.(null, { id: "u", language: "ko", alert: 0, unread: 0 });
    expect(runtime.availability.state).toBe("unavailable");
  });

  it("a boot refused by Channel (wrong plugin key) makes the click toast instead of waiting", async () => {
    const { runtime, boots, notify, commands } = setup();
    runtime.sync("k", null);
    boots[0]?.(new Error("plugin not found"), null);
    await runtime.openMessenger("1000-1000");
    expect(notify).toHaveBeenCalledOnce();
    expect(commands()).not.toContain("showMessenger");
  });

  it("only the latest boot's answer counts", async () => {
    const { runtime, boots, notify } = setup();
    runtime.sync("k", null);
    runtime.sync("k", member);
    // The old anonymous boot answers late; the member's boot has not answered yet.
    boots[0]?.(null, { id: "old", language: "ko", alert: 0, unread: 0 });
    expect(runtime.availability.state).toBe("booting");
    boots[1]?.(null, { id: "new", language: "ko", alert: 0, unread: 0 });
    expect(runtime.availability.state).toBe("ready");
    await runtime.openMessenger("1000-1000");
    expect(notify).not.toHaveBeenCalled();
  });
});
