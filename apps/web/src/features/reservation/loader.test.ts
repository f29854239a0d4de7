import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INIT_RETRIES, INIT_RETRY_INTERVAL_MS, initWithRetry, loadWidgetScript } from "./loader";
import type { ClinicReservationApi } from "./widget-api";

const fakeWidget = (): ClinicReservationApi => ({
  init: vi.fn(),
  open: vi.fn(),
  close: vi.fn(),
  isOpen: () => false,
});

describe("initWithRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scheduler = (read: () => ClinicReservationApi | undefined) => ({
    widget: read,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });

  it("initialises at once when the global is already there", async () => {
    const widget = fakeWidget();
    const init = vi.fn();
    await expect(
      initWithRetry(
        init,
        scheduler(() => widget),
      ),
    ).resolves.toBe(widget);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("retries every 500 ms and initialises once the global appears", async () => {
    let current: ClinicReservationApi | undefined;
    const read = vi.fn(() => current);
    const init = vi.fn();
    const result = initWithRetry(init, scheduler(read));
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    current = fakeWidget();
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS);
    await expect(result).resolves.toBe(current);
    expect(init).toHaveBeenCalledOnce();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("gives up after 3 retries (4 looks in 1.5 s) and never calls init", async () => {
    const read = vi.fn((): ClinicReservationApi | undefined => undefined);
    const init = vi.fn();
    const result = initWithRetry(init, scheduler(read));
    await vi.advanceTimersByTimeAsync(INIT_RETRY_INTERVAL_MS * 10);
    await expect(result).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(INIT_RETRIES + 1);
    expect(init).not.toHaveBeenCalled();
  });

  it("a throwing init resolves null instead of rejecting", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = initWithRetry(() => {
      throw new Error("boom");
    }, scheduler(fakeWidget));
    await expect(result).resolves.toBeNull();
    spy.mockRestore();
  });
});

/** Just enough of a Document for the loader: one <head>, elements that fire load or error when appended. */
function fakeDocument(outcome: "load" | "error") {
  const appended: FakeScript[] = [];
  class FakeScript {
    src = "";
    async = false;
    attributes = new Map<string, string>();
    listeners = new Map<string, () => void>();
    removed = false;
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    remove() {
      this.removed = true;
    }
  }
  const doc = {
    querySelector: () => appended.find((script) => !script.removed) ?? null,
    createElement: () => new FakeScript(),
    head: {
      appendChild(script: FakeScript) {
        appended.push(script);
        queueMicrotask(() => script.listeners.get(outcome)?.());
      },
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe("loadWidgetScript", () => {
  it("appends one async script tag and resolves true on load", async () => {
    const { doc, appended } = fakeDocument("load");
    await expect(loadWidgetScript("/widget/reservation-widget.js?v=abc", doc)).resolves.toBe(true);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: "/widget/reservation-widget.js?v=abc", async: true });
    // A second loader reuses the tag instead of loading the script twice.
    await expect(loadWidgetScript("/widget/reservation-widget.js?v=abc", doc)).resolves.toBe(true);
    expect(appended).toHaveLength(1);
  });

  it("resolves false and removes the tag when the script fails", async () => {
    const { doc, appended } = fakeDocument("error");
    await expect(loadWidgetScript("/widget/reservation-widget.js", doc)).resolves.toBe(false);
    expect(appended[0]?.removed).toBe(true);
  });
});
