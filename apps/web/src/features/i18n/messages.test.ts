import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES, SHELL_TEXT_DEFAULTS } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, clientMessages, FORM_NAMESPACES, messagesOf } from "./messages";

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
    const sent: readonly string[] = [...CLIENT_NAMESPACES, ...FORM_NAMESPACES];
    expect([...used].filter((name) => !sent.includes(name))).toEqual([]);
  });

  it("is only those namespaces, in the page's language, the forms' only where a route asks for them", () => {
    expect(Object.keys(clientMessages("ja")).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(clientMessages("en").shell.reserve).toBe(messagesOf("en").shell.reserve);
    const withForms = clientMessages("en", ["customerBoards"]);
    expect(Object.keys(withForms).sort()).toEqual([...CLIENT_NAMESPACES, "customerBoards"].sort());
    expect(withForms.customerBoards).toEqual(messagesOf("en").customerBoards);
  });
});

describe("the forms' namespaces (issue 28)", () => {
  const source = fileURLToPath(new URL("../..", import.meta.url));
  const files = readdirSync(source, { recursive: true, encoding: "utf8" })
    .map((path) => path.replaceAll("\\", "/"))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith("console/"))
    .filter((path) => !path.startsWith("app/console/"));
  const text = new Map(files.map((path) => [path, readFileSync(`${source}/${path}`, "utf8")]));
  const stem = (path: string) => path.replace(/\.tsx?$/, "").replace(/\/index$/, "");
  const byStem = new Map(files.map((path) => [stem(path), path]));
  /** The files a file imports (static or dynamic, by alias or relative path), within the storefront's sources. */
  const imports = (path: string): string[] =>
    [...(text.get(path) ?? "").matchAll(/(?:from |import\()"([^"]+)"/g)].flatMap(([, spec = ""]) => {
      const target = spec.startsWith("@/")
        ? spec.slice(2)
        : spec.startsWith(".")
          ? new URL(spec, `file:///${path}`).pathname.slice(1)
          : null;
      const found = target ? byStem.get(target.replace(/\/index$/, "")) : undefined;
      return found ? [found] : [];
    });
  const importers = new Map<string, string[]>();
  for (const path of files)
    for (const target of imports(path)) importers.set(target, [...(importers.get(target) ?? []), path]);

  /** The route files (under app/) from which `path` is reached by imports. */
  function routesReaching(path: string): string[] {
    const seen = new Set<string>();
    const routes = new Set<string>();
    const stack = [path];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      if (next.startsWith("app/")) routes.add(next);
      else stack.push(...(importers.get(next) ?? []));
    }
    return [...routes];
  }

  /** Whether a layout at or above the route's folder sends the namespace. */
  const sends = (route: string, namespace: string) => {
    const parts = route.split("/").slice(0, -1);
    for (let depth = parts.length; depth > 0; depth--) {
      const layout = text.get(`${parts.slice(0, depth).join("/")}/layout.tsx`);
      if (layout?.includes("formMessagesLayout(") && layout.includes(`"${namespace}"`)) return true;
    }
    return false;
  };

  it("reach the browser on every route whose client leaves translate with them", () => {
    let checked = 0;
    for (const namespace of FORM_NAMESPACES) {
      // Every module translating with it, "use client" or imported by one (a shared field component is neither
      // marked nor a server component on its own): the namespaces are the client leaves' by name.
      const users = files.filter((path) => text.get(path)?.includes(`useTranslations("${namespace}`));
      expect(users.length, namespace).toBeGreaterThan(0);
      for (const user of users) {
        for (const route of routesReaching(user)) {
          checked++;
          expect(sends(route, namespace), `${route} shows ${user}, which needs ${namespace}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
