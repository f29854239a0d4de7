import { describe, expect, it } from "vitest";
import { chooseVersion, versionLabel, versionLinks } from "./terms";

const current = { id: 12, version: "v3.0", effectiveDate: "2025-03-01" };
const versions = [
  current,
  { id: 5, version: "v1.0", effectiveDate: "2023-01-01" },
  { id: 9, version: "v2.0", effectiveDate: "2024-06-15" },
];

describe("chooseVersion", () => {
  it("shows the current version without ?version= or with the current id", () => {
    expect(chooseVersion(undefined, null, current, versions)).toEqual({ kind: "current" });
    expect(chooseVersion("12", 12, current, versions)).toEqual({ kind: "current" });
  });

  it("loads an earlier version only when it is in the term's list", () => {
    expect(chooseVersion("9", 9, current, versions)).toEqual({ kind: "earlier", id: 9 });
    expect(chooseVersion("77", 77, current, versions)).toEqual({ kind: "missing" });
  });

  it("treats malformed ids as missing", () => {
    expect(chooseVersion("abc", null, current, versions)).toEqual({ kind: "missing" });
    expect(chooseVersion("", null, current, versions)).toEqual({ kind: "missing" });
  });
});

describe("versionLinks", () => {
  it("lists the current version at the plain path, then earlier ones newest first", () => {
    expect(versionLinks("/terms/privacy-policy", current, versions)).toEqual([
      { id: 12, href: "/terms/privacy-policy", label: "v3.0 · 2025년 3월 1일 시행", isCurrentVersion: true },
      {
        id: 9,
        href: "/terms/privacy-policy?version=9",
        label: "v2.0 · 2024년 6월 15일 시행",
        isCurrentVersion: false,
      },
      {
        id: 5,
        href: "/terms/privacy-policy?version=5",
        label: "v1.0 · 2023년 1월 1일 시행",
        isCurrentVersion: false,
      },
    ]);
  });

  it("labels a version without a readable date by its name", () => {
    expect(versionLabel({ id: 1, version: "초안", effectiveDate: "unknown" })).toBe("초안");
  });
});
