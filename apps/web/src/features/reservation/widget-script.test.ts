import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { readWidgetFile, widgetResponse } = await import("./widget-script");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "widget-"));
  await writeFile(path.join(dir, "reservation-widget.js"), "window.ClinicReservation={};");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const request = (query = "", headers: Record<string, string> = {}) =>
  new Request(`http://lumiere.localhost:5000/widget/reservation-widget.js${query}`, { headers });

describe("readWidgetFile", () => {
  it("reads the built bundle from the first directory that has it, with a content hash", async () => {
    const file = await readWidgetFile("reservation-widget.js", [path.join(dir, "missing"), dir]);
    expect(file?.body.toString()).toBe("window.ClinicReservation={};");
    expect(file?.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("serves no other name, whatever exists on disk", async () => {
    await writeFile(path.join(dir, "secret.js"), "x");
    expect(await readWidgetFile("secret.js", [dir])).toBeNull();
    expect(await readWidgetFile("../reservation-widget.js", [dir])).toBeNull();
  });

  it("is null when the widget was not built", async () => {
    expect(await readWidgetFile("reservation-widget.js", [path.join(dir, "missing")])).toBeNull();
  });
});

describe("widgetResponse", () => {
  it("404 (never 500) when there is no file", async () => {
    const response = widgetResponse(null, request());
    expect(response.status).toBe(404);
  });

  it("caches a URL versioned with the current hash for a year, anything else briefly", async () => {
    const file = await readWidgetFile("reservation-widget.js", [dir]);
    if (!file) throw new Error("fixture missing");
    const versioned = widgetResponse(file, request(`?v=${file.hash}`));
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get("content-type")).toContain("javascript");
    expect(versioned.headers.get("cache-control")).toContain("immutable");
    expect(await versioned.text()).toBe("window.ClinicReservation={};");
    const stale = widgetResponse(file, request("?v=old"));
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
  });

  it("answers 304 to a matching ETag", async () => {
    const file = await readWidgetFile("reservation-widget.js", [dir]);
    if (!file) throw new Error("fixture missing");
    const response = widgetResponse(file, request("", { "if-none-match": `"${file.hash}"` }));
    expect(response.status).toBe(304);
  });
});
