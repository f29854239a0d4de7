import type { Page } from "@playwright/test";

/**
 * A stand-in for Channel Talk's plugin script (https://cdn.channel.io/plugin/ch-plugin-web.js), served with
 * page.route so tests never reach the vendor. Like the real plugin it replays the loader stub's queue and then
 * takes over window.ChannelIO. Every command is recorded in window.__channelCalls (functions as "[function]"),
 * boot answers its callback with a user, and showMessenger calls the onShowMessenger callbacks.
 */
export const FAKE_CHANNEL_IO_SCRIPT = `(function () {
  var w = window;
  var queued = (w.ChannelIO && w.ChannelIO.q) || [];
  var calls = (w.__channelCalls = w.__channelCalls || []);
  var shown = [];
  function plain(value) {
    return typeof value === "function" ? "[function]" : value === undefined ? null : value;
  }
  function handle(args) {
    var list = Array.prototype.slice.call(args);
    var command = list[0];
    calls.push({ command: command, args: list.slice(1).map(plain) });
    if (command === "boot") {
      var option = list[1] || {};
      var callback = list[2];
      setTimeout(function () {
        if (typeof callback === "function") {
          callback(null, { id: "fake-user", memberId: option.memberId, language: "ko", alert: 0, unread: 0 });
        }
      }, 0);
    }
    if (command === "onShowMessenger" && typeof list[1] === "function") shown.push(list[1]);
    if (command === "showMessenger") shown.forEach(function (fn) { fn(); });
  }
  w.ChannelIO = function () { handle(arguments); };
  queued.forEach(handle);
})();`;

export const CHANNEL_PLUGIN_URL = "https://cdn.channel.io/plugin/ch-plugin-web.js";

export interface ChannelCall {
  command: string;
  args: unknown[];
}

/** Serves the fake in place of the vendor's plugin on this page (page routes win over the fixture's abort). */
export async function serveFakeChannel(page: Page) {
  await page.route(CHANNEL_PLUGIN_URL, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_CHANNEL_IO_SCRIPT }),
  );
}

/** Every request of the plugin script from now on (whether it is answered or not). */
export function recordPluginRequests(page: Page, documentPath?: string): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url() !== CHANNEL_PLUGIN_URL) return;
    // The page before may still load its own copy after the recorder starts (the loader waits for idle time):
    // with a path given, only requests of that document count.
    if (documentPath !== undefined && new URL(request.frame().url()).pathname !== documentPath) return;
    requested.push(request.url());
  });
  return requested;
}

/** What the fake recorded on the current document. */
export const channelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __channelCalls?: ChannelCall[] }).__channelCalls ?? []);
export const commandsOf = async (page: Page) => (await channelCalls(page)).map((call) => call.command);
