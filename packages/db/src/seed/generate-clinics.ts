import { inArray, like, sql } from "drizzle-orm";
import type { Database, Tx } from "../client";
import { partnerHosts, partners } from "../schema/index";
import { seedClock } from "./clock";
import { haneul } from "./demo-haneul";
import { lumiere } from "./demo-lumiere";
import { insertClinic } from "./insert";
import { writeClinicMedia } from "./media";
import type { DemoClinic } from "./types";

/**
 * Many clinics for the bench and the soak (issue 28): a platform is mostly a long tail of clinics, each visited
 * now and then. Clinic n is `c0001`… at `c0001.{platformDomain}`, made from one of the demo clinics (their
 * catalogue, notices, reviews, site shell and images, drawn again under its own brand word) under a name of its
 * own. Only the storefront's content and site shell are inserted (`contentOnly`): no staff, drafts, reservation
 * setup, desk history or short links, which no public page shows and which would make 300 clinics slow to create.
 */
export const GENERATED_CODE_PREFIX = "c";
const CODE_DIGITS = 4;

export const generatedCode = (n: number) => `${GENERATED_CODE_PREFIX}${String(n).padStart(CODE_DIGITS, "0")}`;

export interface GenerateClinicsOptions {
  /** Clinics c0001 … c{count}; those that exist already are left as they are. */
  count: number;
  platformDomain: string;
  mediaDir: string;
  /** Clinics inserted per transaction (one commit per batch, not per clinic). */
  batchSize?: number;
  /** Write each clinic's images (default true); the bench only needs the pages. */
  images?: boolean;
}

export interface GenerateClinicsResult {
  created: number;
  existing: number;
  /** Every generated clinic's primary host, c0001 first. */
  hosts: string[];
}

const DEFAULT_BATCH = 25;
const MEDIA_PARALLEL = 4;

// Name parts: 24 × 16 × 2 distinct names before a branch number is needed.
const PLACES = [
  "강남",
  "청담",
  "압구정",
  "신사",
  "서초",
  "잠실",
  "홍대",
  "신촌",
  "여의도",
  "목동",
  "분당",
  "판교",
  "수원",
  "일산",
  "인천",
  "부산",
  "해운대",
  "대구",
  "광주",
  "대전",
  "울산",
  "전주",
  "제주",
  "창원",
];
const WORDS: [string, string][] = [
  ["새봄", "SAEBOM"],
  ["온유", "ONYU"],
  ["다온", "DAON"],
  ["라온", "RAON"],
  ["아라", "ARA"],
  ["해온", "HAEON"],
  ["별하", "BYEOLHA"],
  ["마루", "MARU"],
  ["늘봄", "NEULBOM"],
  ["소울", "SOUL"],
  ["미소", "MISO"],
  ["예담", "YEDAM"],
  ["하람", "HARAM"],
  ["가온", "GAON"],
  ["로아", "ROA"],
  ["윤슬", "YUNSEUL"],
];
const BASES = [lumiere, haneul] as const;
const KINDS = ["피부과", "성형외과"] as const;

/** Clinic n as plain data: a demo clinic's content under a name, brand word and host of its own. */
export function generatedClinic(n: number): DemoClinic {
  const base = BASES[(n - 1) % BASES.length]!;
  const index = Math.floor((n - 1) / BASES.length);
  const place = PLACES[index % PLACES.length]!;
  const [word, latin] = WORDS[Math.floor(index / PLACES.length) % WORDS.length]!;
  const round = Math.floor(index / (PLACES.length * WORDS.length));
  const name = `${place} ${word} ${KINDS[(n - 1) % KINDS.length]}${round > 0 ? ` ${round + 1}호점` : ""}`;
  const code = generatedCode(n);
  return {
    ...base,
    code,
    contentOnly: true,
    group: null,
    brand: { ...base.brand, word: latin },
    partner: {
      ...base.partner,
      partnerName: name,
      displayName: name,
      copyRight: `Copyright © ${name}. All rights reserved.`,
      // Live, as the long tail of a platform is (a READY clinic's pages say it is not open yet).
      deployStatus: "LIVE",
    },
    hosts: (domain) => [`${code}.${domain}`],
    homepageConfig: { ...base.homepageConfig, seoTitle: name },
  };
}

/**
 * Creates clinics c0001 … c{count} that do not exist yet, `batchSize` per transaction, each inserted by the seed's
 * own insertClinic with its id set as tenant (row-level security accepts only its rows), then writes their images.
 */
export async function generateClinics(
  database: Database,
  { count, platformDomain, mediaDir, batchSize = DEFAULT_BATCH, images = true }: GenerateClinicsOptions,
): Promise<GenerateClinicsResult> {
  const wanted = Array.from({ length: count }, (_, i) => i + 1);
  const present = await database.db
    .select({ code: partners.code })
    .from(partners)
    .where(like(partners.code, `${GENERATED_CODE_PREFIX}%`));
  const have = new Set(present.map((row) => row.code));
  const missing = wanted.filter((n) => !have.has(generatedCode(n)));
  const clock = seedClock();
  for (let start = 0; start < missing.length; start += batchSize) {
    const batch = missing.slice(start, start + batchSize).map(generatedClinic);
    await database.db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const ids = await nextPartnerIds(tx, batch.length);
      for (const [i, clinic] of batch.entries()) {
        await tx.execute(sql`select set_config('app.partner_id', ${String(ids[i])}, true)`);
        await insertClinic(tx, ids[i]!, null, clinic, platformDomain, clock);
      }
    });
  }
  if (images) {
    const clinics = missing.map(generatedClinic);
    for (let start = 0; start < clinics.length; start += MEDIA_PARALLEL)
      await Promise.all(
        clinics
          .slice(start, start + MEDIA_PARALLEL)
          .map((clinic) => writeClinicMedia(mediaDir, clinic, { overwrite: true })),
      );
  }
  const codes = wanted.map(generatedCode);
  const hosts = await database.db
    .select({ host: partnerHosts.host })
    .from(partnerHosts)
    .innerJoin(partners, sql`${partners.id} = ${partnerHosts.partnerId}`)
    .where(inArray(partners.code, codes));
  return {
    created: missing.length,
    existing: count - missing.length,
    hosts: hosts.map((row) => row.host).sort(),
  };
}

async function nextPartnerIds(tx: Tx, n: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id from generate_series(1, ${n})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
