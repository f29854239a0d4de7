import { describe, expect, it, vi } from "vitest";
import type { ChannelHost, ChannelIOFunction, ChannelScriptElement } from "./channel-io-types";
import {
  CHANNEL_PLUGIN_SRC,
  CHANNEL_TWICE_MESSAGE,
  createChannelTalk,
  loadChannelTalk,
} from "./channel-talk";

/** A hand-made window: records the scripts the loader inserts and the listeners it adds. */
function fakeHost(readyState: DocumentReadyState = "complete") {
  const inserted: ChannelScriptElement[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const parent = { appendChild: vi.fn((node: ChannelScriptElement) => inserted.push(node)) };
  const error = vi.fn();
  const host: ChannelHost = {
    console: { error },
    document: {
      readyState,
      createElement: () => ({ type: "", async: false, src: "", onerror: null }),
      head: parent as never,
    },
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  return { host, inserted, listeners, error, parent };
}

describe("loadChannelTalk", () => {
  it("installs a queueing stub and inserts the async plugin script once when the page is complete", () => {
    const { host, inserted, error, parent } = fakeHost("complete");
    expect(loadChannelTalk({}, host)).toBe("requested");
    expect(inserted).toHaveLength(1);
    // At the head's end: the data-layer bootstrap stays the document's first script.
    expect(parent.appendChild).toHaveBeenCalledOnce();
    expect(inserted[0]).toMatchObject({ src: CHANNEL_PLUGIN_SRC, async: true, type: "text/javascript" });
    expect(host.ChannelIOInitialized).toBe(true);

    host.ChannelIO?.("boot", { pluginKey: "k" });
    host.ChannelIO?.("showMessenger");
    expect(host.ChannelIO?.q).toEqual([["boot", { pluginKey: "k" }], ["showMessenger"]]);
    expect(error).not.toHaveBeenCalled();
  });

  it("waits for DOMContentLoaded or load while the document is still loading, and inserts only once", () => {
    const { host, inserted, listeners } = fakeHost("loading");
    loadChannelTalk({}, host);
    expect(inserted).toHaveLength(0);
    for (const listener of listeners.get("DOMContentLoaded") ?? []) listener();
    for (const listener of listeners.get("load") ?? []) listener();
    expect(inserted).toHaveLength(1);
  });

  it("loaded twice: logs 'script included twice' and does nothing else", () => {
    const { host, inserted, listeners, error } = fakeHost("loading");
    const existing = vi.fn() as unknown as ChannelIOFunction;
    host.ChannelIO = existing;
    const onScriptError = vi.fn();

    expect(loadChannelTalk({ onScriptError }, host)).toBe("twice");
    expect(error).toHaveBeenCalledExactlyOnceWith(CHANNEL_TWICE_MESSAGE);
    expect(CHANNEL_TWICE_MESSAGE).toContain("script included twice");
    expect(host.ChannelIO).toBe(existing);
    expect(host.ChannelIOInitialized).toBeUndefined();
    expect(inserted).toHaveLength(0);
    expect(listeners.size).toBe(0);
    expect(onScriptError).not.toHaveBeenCalled();
  });

  it("a second load on the same page is the twice case too", () => {
    const { host, inserted, error } = fakeHost("complete");
    loadChannelTalk({}, host);
    const stub = host.ChannelIO;
    loadChannelTalk({}, host);
    expect(error).toHaveBeenCalledExactlyOnceWith(CHANNEL_TWICE_MESSAGE);
    expect(host.ChannelIO).toBe(stub);
    expect(inserted).toHaveLength(1);
  });

  it("an unreachable plugin script is quiet: nothing thrown or logged, commands stay queued", () => {
    const { host, inserted, error } = fakeHost("complete");
    const onScriptError = vi.fn();
    loadChannelTalk({ onScriptError }, host);
    const talk = createChannelTalk(() => host);

    const onerror = inserted[0]!.onerror as () => void;
    expect(() => onerror()).not.toThrow();
    expect(onScriptError).toHaveBeenCalledOnce();
    expect(() => talk.showMessenger()).not.toThrow();
    expect(host.ChannelIO?.q).toEqual([["showMessenger"]]);
    expect(error).not.toHaveBeenCalled();
  });

  it("does nothing outside a browser", () => {
    expect(loadChannelTalk({}, undefined)).toBe("no-window");
  });
});

describe("createChannelTalk", () => {
  const fake = () => {
    const ChannelIO = vi.fn() as unknown as ChannelIOFunction & ReturnType<typeof vi.fn>;
    const host = { ...fakeHost().host, ChannelIO };
    return { ChannelIO, talk: createChannelTalk(() => host) };
  };

  it("sends every command to ChannelIO with its arguments", () => {
    const { ChannelIO, talk } = fake();
    const callback = vi.fn();
    const option = { pluginKey: "plugin", memberId: "7" };

    const calls: [() => void, unknown[]][] = [
      [() => talk.boot(option, callback), ["boot", option, callback]],
      [() => talk.boot(option), ["boot", option]],
      [() => talk.shutdown(), ["shutdown"]],
      [() => talk.showMessenger(), ["showMessenger"]],
      [() => talk.hideMessenger(), ["hideMessenger"]],
      [() => talk.openChat("chat-1", "안녕하세요"), ["openChat", "chat-1", "안녕하세요"]],
      [() => talk.openChat(undefined, "새 상담"), ["openChat", undefined, "새 상담"]],
      [() => talk.openChat(), ["openChat"]],
      [() => talk.track("예약 시작", { productId: 3 }), ["track", "예약 시작", { productId: 3 }]],
      [() => talk.track("방문"), ["track", "방문"]],
      [
        () => talk.updateUser({ profile: { name: "김" } }, callback),
        ["updateUser", { profile: { name: "김" } }, callback],
      ],
      [() => talk.addTags(["vip"], callback), ["addTags", ["vip"], callback]],
      [() => talk.removeTags(["vip"]), ["removeTags", ["vip"]]],
      [() => talk.setPage("http://x/y"), ["setPage", "http://x/y"]],
      [() => talk.resetPage(), ["resetPage"]],
      [() => talk.showChannelButton(), ["showChannelButton"]],
      [() => talk.hideChannelButton(), ["hideChannelButton"]],
      [() => talk.setAppearance("dark"), ["setAppearance", "dark"]],
      [() => talk.setAppearance(null), ["setAppearance", null]],
    ];
    for (const [run, expected] of calls) {
      ChannelIO.mockClear();
      run();
      expect(ChannelIO).toHaveBeenCalledExactlyOnceWith(...expected);
    }
  });

  it("registers each of the six callbacks under its own name", () => {
    const { ChannelIO, talk } = fake();
    const registrations = [
      ["onShowMessenger", talk.onShowMessenger],
      ["onHideMessenger", talk.onHideMessenger],
      ["onBadgeChanged", talk.onBadgeChanged],
      ["onChatCreated", talk.onChatCreated],
      ["onFollowUpChanged", talk.onFollowUpChanged],
      ["onUrlClicked", talk.onUrlClicked],
    ] as const;
    for (const [name, register] of registrations) {
      const callback = vi.fn();
      ChannelIO.mockClear();
      register(callback);
      expect(ChannelIO).toHaveBeenCalledExactlyOnceWith(name, callback);
    }
  });

  it("commands are no-ops while nothing was loaded (no plugin key) or outside a browser", () => {
    const { host } = fakeHost();
    expect(() => createChannelTalk(() => host).showMessenger()).not.toThrow();
    expect(() => createChannelTalk(() => undefined).boot({ pluginKey: "k" })).not.toThrow();
    expect(host.ChannelIO).toBeUndefined();
  });
});
