import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  bannerLocations,
  devices,
  floatingChannels,
  homepageTypes,
  hrefTargets,
  operationTimeTypes,
  popupDirections,
  popupSizeTypes,
  popupTypes,
  reservationModes,
} from "@clinic/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { makeTempDir, rowsOf } from "../test-helpers";
import { createTestDatabase } from "../testing";
import { seedClock } from "./clock";
import { DEMO_PARTNER_CODES, demoReviewToken, demoStaffKey, seedDemo, seedIfEmpty } from "./index";
import { hashStaffKey } from "./insert-reservations";

let database: Database;
let media: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  database = await createTestDatabase();
  media = await makeTempDir();
});

afterAll(async () => {
  await database?.close();
  await media?.remove();
});

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

/** Row counts of every public table, read as the owner: the fingerprint of what the seed wrote. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: string | number }>(sql`select count(*) as n from ${sql.identifier(name)}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

/** Every `/media/...` path stored anywhere in the public schema, also inside rich text (`src=\"/media/…\"`). */
async function referencedMedia(): Promise<string[]> {
  const tables = await query<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const found = new Set<string>();
  for (const { name } of tables) {
    const rows = await query<{ json: string }>(
      sql`select to_jsonb(t)::text as json from ${sql.identifier(name)} t`,
    );
    for (const { json } of rows)
      for (const match of json.matchAll(/\/media\/[^"\\\s<>]+/g)) found.add(match[0]);
  }
  return [...found].sort();
}

describe("demo seed", () => {
  it("seeds an empty database once, then leaves it alone", async () => {
    const first = await seedIfEmpty(database, { mediaDir: media.dir });
    expect(first.seeded).toBe(true);
    expect(first.partners.map((p) => p.code)).toEqual(["lumiere", "haneul"]);
    const counts = await tableCounts();
    const again = await seedIfEmpty(database, { mediaDir: media.dir });
    expect(again).toEqual({ seeded: false, partners: first.partners });
    expect(await tableCounts()).toEqual(counts);
  });

  it("restores missing demo images without reseeding", async () => {
    const logo = join(media.dir, "lumiere", "logo.svg");
    await rm(logo);
    await seedIfEmpty(database, { mediaDir: media.dir });
    expect(await readFile(logo, "utf8")).toContain("<svg");
  });

  it("is idempotent: seeding twice leaves the same rows and two demo partners", async () => {
    await seedDemo(database, { mediaDir: media.dir });
    const counts = await tableCounts();
    const { partners } = await seedDemo(database, { mediaDir: media.dir });
    expect(partners.map((p) => p.code)).toEqual(["lumiere", "haneul"]);
    expect(await tableCounts()).toEqual(counts);
    expect(counts.partners).toBe(2);
    expect(counts.partner_groups).toBe(1);
    // The customer centre is seeded too, except inquiries: visitors' private data, never demo rows.
    for (const table of [
      "notices",
      "faq_groups",
      "faqs",
      "after_notices",
      "customer_board_posts",
      "customer_board_answers",
    ])
      expect(counts[table], table).toBeGreaterThan(0);
    expect(counts.inquiries).toBe(0);
  });

  it("creates two clinics that look and behave differently", async () => {
    const rows = await query<Record<string, unknown>>(sql`
      select p.code, p.partner_name, p.operation_time_type, p.deploy_status, h.popup_type, h.reservation_mode,
        h.homepage_type, s.theme_colors, m.channel_talk_id, m.gtm_id, g.name as group_name
      from partners p join homepage_configs h on h.partner_id = p.id join site_settings s on s.partner_id = p.id
      join partner_marketing_info m on m.partner_id = p.id left join partner_groups g on g.id = p.group_id
      order by p.id`);
    const [lumiere, haneul] = rows as [Record<string, unknown>, Record<string, unknown>];
    expect(lumiere).toMatchObject({
      code: "lumiere",
      partner_name: "루미에르 피부과",
      deploy_status: "LIVE",
    });
    expect(haneul).toMatchObject({ code: "haneul", partner_name: "하늘 성형외과", deploy_status: "LIVE" });
    expect([lumiere.operation_time_type, haneul.operation_time_type]).toEqual(["weekWeekend", "daily"]);
    expect([lumiere.popup_type, haneul.popup_type]).toEqual(["LAYER", "GRID"]);
    expect(lumiere.theme_colors).toEqual({});
    const haneulColors = haneul.theme_colors as Record<string, string>;
    for (let i = 1; i <= 10; i++) expect(haneulColors[`primary_${i}`]).toMatch(/^#[0-9a-f]{6}$/);
    expect([lumiere.channel_talk_id, haneul.gtm_id, lumiere.gtm_id]).toEqual([null, null, null]);
    expect(haneul.channel_talk_id).toBeTruthy();
    expect(haneul.group_name).toBe("하늘 메디컬 그룹");
    for (const row of rows) {
      expect(operationTimeTypes).toContain(row.operation_time_type);
      expect(popupTypes).toContain(row.popup_type);
      expect(reservationModes).toContain(row.reservation_mode);
      expect(homepageTypes).toContain(row.homepage_type);
    }
  });

  it("fills the shell content of each clinic", async () => {
    const perPartner = await query<Record<string, string | number>>(sql`
      select p.code,
        (select count(*) from partner_keywords k where k.partner_id = p.id) as keywords,
        (select count(*) from banners b where b.partner_id = p.id and banner_location = 'MAIN_TOP') as main_top,
        (select count(*) from banners b where b.partner_id = p.id and banner_location = 'MAIN_MIDDLE') as main_middle,
        (select count(*) from popups x where x.partner_id = p.id) as popups,
        (select count(*) from navigation_items n where n.partner_id = p.id and parent_id is null) as nav,
        (select count(*) from navigation_items n where n.partner_id = p.id and parent_id is not null) as sub_nav,
        (select count(*) from partner_operation_times o where o.partner_id = p.id) as days,
        (select count(*) from partner_operation_times o where o.partner_id = p.id and opening is null) as closed_days,
        (select use_widget from right_buttons r where r.partner_id = p.id order by weight limit 1) as first_button_widget,
        (select button_url is null from right_buttons r where r.partner_id = p.id order by weight limit 1)::text as opens_widget
      from partners p order by p.id`);
    for (const row of perPartner) {
      expect(Number(row.keywords), String(row.code)).toBeGreaterThanOrEqual(8);
      expect(Number(row.main_top)).toBe(3);
      expect(Number(row.main_middle)).toBeGreaterThanOrEqual(1);
      expect(Number(row.popups)).toBeGreaterThanOrEqual(2);
      expect(Number(row.nav)).toBeGreaterThanOrEqual(6);
      expect(Number(row.sub_nav)).toBeGreaterThan(0);
      expect(Number(row.days)).toBe(7);
      expect(Number(row.closed_days)).toBe(1);
      expect(row.opens_widget).toBe("true");
    }
    expect(perPartner.map((row) => row.first_button_widget)).toEqual(["visit", "treatment"]);
  });

  it("stores only values the shared API schemas accept", async () => {
    const values = async (column: string, table: string) =>
      (
        await query<{ v: unknown }>(sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)}`)
      ).map((r) => r.v);
    for (const v of await values("banner_location", "banners")) expect(bannerLocations).toContain(v);
    for (const v of await values("pc_size_type", "popups")) expect(popupSizeTypes).toContain(v);
    for (const v of await values("direction", "popups")) expect(popupDirections).toContain(v);
    for (const v of await values("channel", "floating_channel_overrides"))
      expect(floatingChannels).toContain(v);
    for (const v of await values("href_target", "franchise_branches")) expect(hrefTargets).toContain(v);
    for (const table of ["popups", "popup_items"]) {
      for (const list of await values("devices", table))
        for (const d of list as string[]) expect(devices).toContain(d);
    }
    const items = await query<{ n: string | number }>(
      sql`select count(*) as n from popups p where (select count(*) from popup_items i where i.popup_id = p.id) not between 1 and 3`,
    );
    expect(Number(items[0]!.n)).toBe(0);
  });

  it("sets up reservations: settings, a holiday and a shortened day ahead, a hashed staff key; no booking from today on", async () => {
    const settings = await query<Record<string, unknown>>(sql`
      select p.code, r.slot_minutes, r.capacity_per_slot, r.min_notice_minutes
      from reservation_settings r join partners p on p.id = r.partner_id order by p.id`);
    expect(settings).toEqual([
      { code: "lumiere", slot_minutes: 30, capacity_per_slot: 3, min_notice_minutes: 120 },
      { code: "haneul", slot_minutes: 30, capacity_per_slot: 2, min_notice_minutes: 180 },
    ]);
    const clock = seedClock();
    const overrides = await query<{
      code: string;
      date: string;
      is_closed: boolean;
      closing: string | null;
    }>(sql`
      select p.code, o.date::text as date, o.is_closed, o.closing::text as closing
      from schedule_overrides o join partners p on p.id = o.partner_id order by p.id, o.is_closed desc`);
    for (const code of ["lumiere", "haneul"]) {
      const [holiday, short] = overrides.filter((o) => o.code === code);
      expect(holiday).toMatchObject({ is_closed: true });
      expect(holiday!.date >= clock.day(10) && holiday!.date <= clock.day(12), holiday!.date).toBe(true);
      expect(short).toMatchObject({ is_closed: false, closing: "13:00:00" });
      expect(short!.date > clock.today && short!.date !== holiday!.date).toBe(true);
    }
    const keys = await query<{ code: string; key_hash: string }>(sql`
      select p.code, k.key_hash from staff_api_keys k join partners p on p.id = k.partner_id order by p.id`);
    expect(keys).toEqual([
      { code: "lumiere", key_hash: hashStaffKey(demoStaffKey("lumiere")) },
      { code: "haneul", key_hash: hashStaffKey(demoStaffKey("haneul")) },
    ]);
    expect(keys[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(demoStaffKey("lumiere")).not.toBe(demoStaffKey("haneul"));
    // Future bookings are visitors' own: the demo's are all past (the review link's visit and the desk history),
    // so no place the widget offers is taken.
    const counts = await tableCounts();
    for (const table of ["cart_items", "reservation_slots"]) expect(counts[table], table).toBe(0);
    expect(counts.review_links).toBe(DEMO_PARTNER_CODES.length);
    const ahead = await query<{ n: number }>(sql`
      select count(*)::int as n from reservations where reserved_at >= ${`${clock.today}T00:00:00+09:00`}::timestamptz`);
    expect(ahead).toEqual([{ n: 0 }]);
  });

  it("gives each clinic weeks of past bookings: regulars with several visits, no-shows, phone and online ones", async () => {
    const rows = await query<Record<string, unknown>>(sql`
      select p.code,
        count(*)::int > 40 as many,
        count(distinct r.patient_id)::int > 10 as patients,
        bool_or(r.status = 'NO_SHOW') as no_show,
        bool_or(r.status = 'CANCELLED') as cancelled,
        bool_or(r.channel = 'DESK') as desk,
        bool_or(r.utm->>'utm_source' = 'naver') as naver,
        max(per.n)::int > 2 as regular
      from reservations r join partners p on p.id = r.partner_id
      join (select partner_id, patient_id, count(*) as n from reservations group by 1, 2) per
        on per.partner_id = r.partner_id and per.patient_id = r.patient_id
      group by p.id, p.code order by p.id`);
    expect(rows).toEqual(
      ["lumiere", "haneul"].map((code) => ({
        code,
        many: true,
        patients: true,
        no_show: true,
        cancelled: true,
        desk: true,
        naver: true,
        regular: true,
      })),
    );
  });

  it("gives each clinic a past confirmed visit with an open review link of a fixed token", async () => {
    const links = await query<Record<string, unknown>>(sql`
      select p.code, l.token, r.status, r.type, r.reserved_at < now() as past, l.expires_at > now() as open,
        l.review_id
      from review_links l join partners p on p.id = l.partner_id
      join reservations r on r.partner_id = l.partner_id and r.id = l.reservation_id
      join reservation_items i on i.partner_id = r.partner_id and i.reservation_id = r.id order by p.id`);
    // Joined to its items: the visit is a treatment of a real demo option.
    expect(links).toEqual(
      ["lumiere", "haneul"].map((code) => ({
        code,
        token: demoReviewToken(code),
        status: "CONFIRMED",
        type: "TREATMENT",
        past: true,
        open: true,
        review_id: null,
      })),
    );
    expect(demoReviewToken("lumiere")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(demoReviewToken("lumiere")).not.toBe(demoReviewToken("haneul"));
  });

  it("answers the demo hosts, including a custom platform domain", async () => {
    await seedDemo(database, { mediaDir: media.dir, platformDomain: "clinic.test" });
    const hosts = await query<{ code: string; host: string }>(
      sql`select p.code, h.host from partner_hosts h join partners p on p.id = h.partner_id order by h.id`,
    );
    expect(hosts).toEqual([
      { code: "lumiere", host: "lumiere.clinic.test" },
      { code: "lumiere", host: "localhost" },
      { code: "lumiere", host: "127.0.0.1" },
      { code: "lumiere", host: "www.lumiere-derm.kr" },
      { code: "haneul", host: "haneul.clinic.test" },
    ]);
  });

  it("writes every referenced image as a self-contained SVG without Korean text", async () => {
    const referenced = await referencedMedia();
    expect(referenced.length).toBeGreaterThan(300);
    // Rich text links images too (brand stories, gallery posts).
    expect(referenced.some((url) => url.includes("-story-"))).toBe(true);
    for (const url of referenced) {
      expect(url).toMatch(/^\/media\/(lumiere|haneul)\/[a-z0-9-]+\.svg$/);
      const svg = await readFile(join(media.dir, url.slice("/media/".length)), "utf8");
      expect(svg, url).toMatch(/<svg [^>]*width="\d+" height="\d+"/);
      expect(svg, url).not.toMatch(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/);
      // The only URL inside is the SVG namespace: nothing is fetched from elsewhere.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), url).not.toMatch(/https?:|href=/);
    }
    const sizes = Object.fromEntries(
      await Promise.all(
        ["banner-main-top-1-pc", "banner-main-top-1-mobile", "logo"].map(async (name) => {
          const svg = await readFile(join(media.dir, "haneul", `${name}.svg`), "utf8");
          return [name, /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).join("x")];
        }),
      ),
    );
    expect(sizes).toEqual({
      "banner-main-top-1-pc": "1920x800",
      "banner-main-top-1-mobile": "780x960",
      logo: "300x80",
    });
    expect((await readdir(join(media.dir, "lumiere"))).length).toBeGreaterThan(10);
  });
});
