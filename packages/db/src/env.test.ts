import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findRepoRoot, loadDbEnv } from "./env";

describe("loadDbEnv", () => {
  const root = findRepoRoot();

  it("defaults to PGlite under <repo>/.data and platform domain localhost", () => {
    expect(loadDbEnv({})).toEqual({
      databaseUrl: undefined,
      dataDir: join(root, ".data"),
      pgliteDir: join(root, ".data", "pglite"),
      mediaDir: join(root, ".data", "media"),
      platformDomain: "localhost",
    });
  });

  it("treats empty variables as unset and resolves relative paths where npm was started", () => {
    const env = loadDbEnv({
      DATABASE_URL: "",
      DATA_DIR: "tmp/data",
      INIT_CWD: "/srv/app",
      PLATFORM_DOMAIN: "",
    });
    expect(env).toMatchObject({
      databaseUrl: undefined,
      dataDir: "/srv/app/tmp/data",
      mediaDir: "/srv/app/tmp/data/media",
    });
  });

  it("accepts PostgreSQL URLs, a separate media folder and a lower-cased platform domain", () => {
    const env = loadDbEnv({
      DATABASE_URL: "postgresql://app:secret@db:5432/clinic",
      MEDIA_DIR: "/var/media",
      PLATFORM_DOMAIN: "Clinics.Example.COM",
    });
    expect(env).toMatchObject({
      databaseUrl: "postgresql://app:secret@db:5432/clinic",
      mediaDir: "/var/media",
      platformDomain: "clinics.example.com",
    });
  });

  it("names every invalid variable", () => {
    expect(() => loadDbEnv({ DATABASE_URL: "mysql://db/x", PLATFORM_DOMAIN: "localhost:3000" })).toThrow(
      /DATABASE_URL.*PLATFORM_DOMAIN/,
    );
  });
});

describe("findRepoRoot", () => {
  it("finds the npm workspaces root above this package", () => {
    expect(findRepoRoot()).toBe(join(import.meta.dirname, "..", "..", ".."));
  });
});
