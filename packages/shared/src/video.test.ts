import { describe, expect, it, vi } from "vitest";
import {
  fetchVimeoThumbnail,
  parseVideoUrl,
  VIMEO_THUMBNAIL_TIMEOUT_MS,
  type VideoRef,
  videoPageUrl,
  vimeoEmbedUrl,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from "./video";

const ID = "dQw4w9WgXcQ";
const yt: VideoRef = { provider: "youtube", id: ID };

describe("parseVideoUrl", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?showinfo=0&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `//www.youtube.com/embed/${ID}`,
    `youtu.be/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])("recognises YouTube link %s", (url) => {
    expect(parseVideoUrl(url)).toEqual(yt);
  });

  it("keeps ids with - and _", () => {
    expect(parseVideoUrl("https://youtu.be/a-b_c-d_e-f")).toEqual({ provider: "youtube", id: "a-b_c-d_e-f" });
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}X`,
    "https://www.youtube.com/watch?v=dQw4w9WgXc!",
    "https://www.youtube.com/watch",
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://youtube-nocookie.com/watch?v=${ID}`,
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/embed/${ID}`,
    `https://notyoutu.be/${ID}`,
    `javascript:alert('${ID}')`,
    "",
    "not a url at all",
  ])("rejects %s", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it.each([
    ["https://vimeo.com/123456", "123456"],
    ["https://www.vimeo.com/76979871?share=copy", "76979871"],
    ["https://vimeo.com/76979871/abcdef1234", "76979871"],
    ["https://player.vimeo.com/video/76979871", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc&autoplay=1", "76979871"],
  ])("recognises Vimeo link %s", (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: "vimeo", id });
  });

  it.each([
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/abc",
    "https://player.vimeo.com/76979871",
    "https://vimeo.com.evil.com/123456",
  ])("rejects Vimeo-like %s", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("URL builders", () => {
  it("builds the YouTube thumbnail from the id", () => {
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });

  it("builds YouTube embed URLs with optional playback flags", () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(youtubeEmbedUrl(ID, { autoplay: true, mute: true, loop: true })).toBe(
      `https://www.youtube.com/embed/${ID}?autoplay=1&mute=1&loop=1&playlist=${ID}`,
    );
    expect(youtubeEmbedUrl(ID, { autoplay: false, mute: true })).toBe(
      `https://www.youtube.com/embed/${ID}?mute=1`,
    );
  });

  it("builds Vimeo embed and provider page URLs", () => {
    expect(vimeoEmbedUrl("123")).toBe("https://player.vimeo.com/video/123");
    expect(videoPageUrl({ provider: "vimeo", id: "123" })).toBe("https://vimeo.com/123");
    expect(videoPageUrl({ provider: "youtube", id: ID })).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it("round-trips: every built URL parses back to the same video", () => {
    expect(parseVideoUrl(youtubeEmbedUrl(ID, { autoplay: true, loop: true }))).toEqual(yt);
    expect(parseVideoUrl(vimeoEmbedUrl("42"))).toEqual({ provider: "vimeo", id: "42" });
    expect(parseVideoUrl(videoPageUrl(yt))).toEqual(yt);
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("fetchVimeoThumbnail", () => {
  const THUMB = "https://i.vimeocdn.com/video/452001751-640.jpg";

  it("reads thumbnail_large of the first result", async () => {
    const fetch = vi.fn(async () => json([{ id: 123, thumbnail_large: THUMB }]));
    const log = vi.fn();
    await expect(fetchVimeoThumbnail("123", { fetch, log })).resolves.toBe(THUMB);
    expect(fetch).toHaveBeenCalledWith("https://vimeo.com/api/v2/video/123.json", expect.anything());
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a 404", async () => json({ error: "not found" }, 404)],
    ["a 500", async () => json([{ thumbnail_large: THUMB }], 500)],
    ["bad JSON", async () => new Response("<html>oops</html>", { status: 200 })],
    ["an empty list", async () => json([])],
    ["a missing field", async () => json([{ thumbnail_medium: THUMB }])],
    ["a non-URL field", async () => json([{ thumbnail_large: "javascript:alert(1)" }])],
    ["an object instead of a list", async () => json({ thumbnail_large: THUMB })],
  ])("logs and answers '' on %s", async (_name, impl) => {
    const log = vi.fn();
    await expect(fetchVimeoThumbnail("123", { fetch: vi.fn(impl), log })).resolves.toBe("");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it("gives up after the timeout", async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const log = vi.fn();
    const started = Date.now();
    await expect(fetchVimeoThumbnail("123", { fetch: hanging, log, timeoutMs: 30 })).resolves.toBe("");
    expect(Date.now() - started).toBeLessThan(VIMEO_THUMBNAIL_TIMEOUT_MS);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("passes an abort signal by default", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json([{ thumbnail_large: THUMB }]),
    );
    await fetchVimeoThumbnail("123", { fetch });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("never calls out for an id that is not a Vimeo id", async () => {
    const fetch = vi.fn(async () => json([{ thumbnail_large: THUMB }]));
    const log = vi.fn();
    await expect(fetchVimeoThumbnail("../../evil", { fetch, log })).resolves.toBe("");
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
