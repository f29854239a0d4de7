import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES, SHELL_TEXT_DEFAULTS } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, clientMessages, messagesOf } from "./messages";

type Tree = { [key: string]: string | Tree };

const paths = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : paths(value, `${prefix}${key}.`),
  );

describe("message catalogues (issue 29)", () => {
  const korean = new Map(paths(messagesOf("ko") as Tree));

  it("give every language every Korean key, each with a text, and no key Korean lacks", () => {
    for (const language of LANGUAGES) {
      const entries = new Map(paths(messagesOf(language) as Tree));
      expect([...entries.keys()].sort(), language).toEqual([...korean.keys()].sort());
      const empty = [...entries].filter(([, text]) => text.trim() === "");
      expect(empty, language).toEqual([]);
    }
  });

  it("keep placeholders the same in every language, and foreign texts free of Hangul", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const language of LANGUAGES.filter((code) => code !== "ko")) {
      for (const [key, text] of paths(messagesOf(language) as Tree)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(korean.get(key) ?? ""));
        expect(/[\u3131-\u318e\uac00-\ud7a3]/.test(text), `${language} ${key}: ${text}`).toBe(false);
      }
    }
  });

  it("say in Korean what the console shows as the shell's built-in texts", () => {
    expect(messagesOf("ko").shellDefaults).toEqual(SHELL_TEXT_DEFAULTS);
  });
});

describe("the browser's catalogue (issue 29)", () => {
  const source = fileURLToPath(new URL("../..", import.meta.url));
  const clientFiles = readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !path.startsWith("console/") && !/\.test\.tsx?$/.test(path))
    .map((path) => readFileSync(`${source}/${path}`, "utf8"))
    .filter((text) => text.startsWith('"use client"'));

  it("holds every namespace a client component translates with", () => {
    const used = new Set(
      clientFiles.flatMap((text) =>
        [...text.matchAll(/useTranslations\("([\w]+)/g)].map((match) => match[1] ?? ""),
      ),
    );
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((name) => !(CLIENT_NAMESPACES as readonly string[]).includes(name))).toEqual([]);
  });

  it("is only those namespaces, in the page's language", () => {
    expect(Object.keys(clientMessages("ja")).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(clientMessages("en").shell.reserve).toBe(messagesOf("en").shell.reserve);
  });
});
