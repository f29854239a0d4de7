import type { PartnerInfo } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { partnerMetadata } from "./metadata";
import {
  isNaverVerificationPath,
  naverVerificationFileBody,
  parseNaverVerification,
} from "./naver-verification";

const FILE = "naver5c1e7a3b9d2f4e8a6b0c1d3e5f7a9b2c.html";
const TOKEN = "8d2f6a1c4e9b7d3f0a5c2e8b6d4f1a9c7e3b5d0f";

describe("parseNaverVerification", () => {
  it("reads the HTML-file form, also when pasted as the address Naver asks for", () => {
    expect(parseNaverVerification(FILE)).toEqual({ kind: "file", file: FILE });
    expect(parseNaverVerification(`  /${FILE}\n`)).toEqual({ kind: "file", file: FILE });
    expect(parseNaverVerification(`https://www.clinic.example/${FILE}`)).toEqual({
      kind: "file",
      file: FILE,
    });
  });

  it("reads a bare meta token", () => {
    expect(parseNaverVerification(TOKEN)).toEqual({ kind: "meta", token: TOKEN });
    expect(parseNaverVerification(` ${TOKEN} `)).toEqual({ kind: "meta", token: TOKEN });
  });

  it("takes the content of a pasted meta tag, whatever the quotes and attribute order", () => {
    for (const tag of [
      `<meta name="naver-site-verification" content="${TOKEN}" />`,
      `<meta content='${TOKEN}' name='naver-site-verification'>`,
      `<META NAME=naver-site-verification CONTENT=${TOKEN}>`,
      `<meta name="google-site-verification" content="other"/>\n<meta name="naver-site-verification" content="${TOKEN}"/>`,
    ]) {
      expect(parseNaverVerification(tag), tag).toEqual({ kind: "meta", token: TOKEN });
    }
  });

  it.each([
    ["nothing", null],
    ["an empty value", "   "],
    ["another site's tag", `<meta name="google-site-verification" content="${TOKEN}">`],
    ["a tag without content", '<meta name="naver-site-verification">'],
    ["markup in the content", `<meta name="naver-site-verification" content="a"><script>x</script>">`],
    ["a script", "<script>alert(1)</script>"],
    ["a quote breaking out", `${TOKEN}" onload="x`],
    ["a too short token", "abc"],
    ["a file name that is not Naver's", "google1234567890abcdef.html"],
    ["a file name with markup", `<a href="${FILE}">`],
    ["a very long value", `${TOKEN}${"a".repeat(1000)}`],
  ])("ignores %s", (_, value) => {
    expect(parseNaverVerification(value)).toBeNull();
  });
});

describe("isNaverVerificationPath", () => {
  it("matches Naver's file names at the root only", () => {
    expect(isNaverVerificationPath(`/${FILE}`)).toBe(true);
    expect(isNaverVerificationPath(`/${FILE.toUpperCase().replace(".HTML", ".html")}`)).toBe(true);
    for (const path of [
      FILE,
      `/a/${FILE}`,
      "/naver.html",
      "/naverxyz12345678.html",
      `/${FILE}x`,
      "/naver1234.html",
    ]) {
      expect(isNaverVerificationPath(path), path).toBe(false);
    }
  });

  it("answers with what Naver's own file holds", () => {
    expect(naverVerificationFileBody(FILE)).toBe(`naver-site-verification: ${FILE}`);
  });
});

describe("partnerMetadata with Naver verification", () => {
  const partner = (naverDomainCheckHtml: string | null) =>
    ({
      id: 7,
      partnerName: "루미에르의원",
      displayName: null,
      homepageConfig: { seoKeywords: [], faviconUpdatedAt: null },
      partnerMarketingInfo: { naverDomainCheckHtml },
    }) as unknown as PartnerInfo;
  const context = { origin: "http://lumiere.localhost:3000", assetCdnUrl: undefined };

  it("puts the meta token in every page's head", () => {
    const pasted = `<meta name="naver-site-verification" content="${TOKEN}" />`;
    expect(partnerMetadata(partner(pasted), context).verification).toEqual({
      other: { "naver-site-verification": TOKEN },
    });
  });

  it("renders no tag for the file form, an unusable value or none", () => {
    for (const value of [FILE, "<script>", null]) {
      expect(partnerMetadata(partner(value), context).verification, String(value)).toBeUndefined();
    }
  });
});
