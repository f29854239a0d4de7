import type { DnsLookup } from "@api/console/clinics/domains";
import { createTestApp, site, type TestApp } from "@api/testing/test-app";
import { DEMO_OPERATOR } from "@clinic/db";
import { clinicChecklistSchema, clinicDomainsSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let operator: string;
const asked: string[] = [];

/** DNS as the tests want it: www.dal-clinic.kr points at the platform, dal-clinic.kr at nothing yet. */
const dnsLookup: DnsLookup = async (host) => {
  asked.push(host);
  if (host === "www.dal-clinic.kr") return { cname: ["edge.clinics.example."], addresses: ["203.0.113.10"] };
  if (host === "edge.clinics.example") return { cname: [], addresses: ["203.0.113.10"] };
  return { cname: [], addresses: [] };
};

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${operator}` },
    ...(payload ? { payload } : {}),
  });
const ask = (domain?: string) =>
  t.app.inject({
    method: "GET",
    url: "/platform/tls/ask",
    ...(domain === undefined ? {} : { query: { domain } }),
  });

const IDENTITY = {
  phone: "031-555-0101",
  address: "경기도 성남시 분당구 달빛로 7",
  ceoName: "이달",
  businessNumber: "129-81-55555",
  copyRight: "Copyright © 달빛 의원",
};

async function create(code: string, template: string, identity: object = {}) {
  const response = await call("POST", "/console/clinics", {
    code,
    name: `${code} 의원`,
    template,
    ownerEmail: `owner@${code}.example`,
    ownerName: "원장",
    ...identity,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().clinic.id as number;
}

beforeAll(async () => {
  t = await createTestApp({
    domainTargets: { cnameTarget: "edge.clinics.example", aRecord: "203.0.113.10" },
    dnsLookup,
  });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
  });
  operator = signIn.json().token;
});
afterAll(() => t.close());

describe("the go-live checklist", () => {
  it("lists what a blank clinic lacks, and refuses going live while identity fields are empty", async () => {
    const id = await create("blank-one", "blank");
    const checklist = clinicChecklistSchema.parse(
      (await call("GET", `/console/clinics/${id}/platform/checklist`)).json(),
    );
    const state = Object.fromEntries(checklist.items.map((item) => [item.key, item.state]));
    expect(state).toEqual({
      clinicInfo: "missing",
      businessNumber: "missing",
      logo: "missing",
      hours: "missing",
      doctors: "missing",
      treatments: "missing",
      nonCoveredFees: "missing",
      privacyPolicy: "missing",
      domain: "missing",
    });
    expect(checklist.missingIdentity).toEqual([
      "대표 전화",
      "주소",
      "대표자",
      "사업자등록번호",
      "저작권 문구",
    ]);
    // A blank clinic has no treatments, notices or banners of anyone.
    const origin = site("http://blank-one.localhost:3000");
    const products = await t.app.inject({ method: "GET", url: "/products", headers: origin });
    expect(products.json().rows).toEqual([]);
    const banners = await t.app.inject({
      method: "GET",
      url: "/banners?bannerLocation=MAIN_TOP",
      headers: origin,
    });
    expect(JSON.stringify(banners.json())).not.toContain("루미에르");

    const refused = await call("PUT", `/console/clinics/${id}/platform/deploy-status`, {
      deployStatus: "LIVE",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409 });
    expect(refused.json().translate).toMatch(/병원 정보가 비어 있어 사이트를 공개할 수 없습니다/);
    const after = (await call("GET", `/console/clinics/${id}/platform`)).json();
    expect(after.deployStatus).toBe("READY");
  });

  it("lets a clinic with its identity go live, warning about the rest; the list shows every clinic's progress", async () => {
    const id = await create("dal", "plastic-surgery", IDENTITY);
    const checklist = clinicChecklistSchema.parse(
      (await call("GET", `/console/clinics/${id}/platform/checklist`)).json(),
    );
    expect(checklist.missingIdentity).toEqual([]);
    const treatments = checklist.items.find((item) => item.key === "treatments");
    expect(treatments).toMatchObject({ state: "missing" });
    expect(treatments?.detail).toContain("샘플 시술 4개");

    const live = await call("PUT", `/console/clinics/${id}/platform/deploy-status`, { deployStatus: "LIVE" });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().deployStatus).toBe("LIVE");
    expect(live.json().warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^로고: /),
        expect.stringMatching(/^개인정보처리방침: /),
      ]),
    );

    const list = (await call("GET", "/console/clinics/checklists")).json().rows as {
      partnerId: number;
      done: number;
      total: number;
    }[];
    expect(list.map((row) => row.partnerId)).toEqual(
      expect.arrayContaining([t.partnerIds.lumiere, t.partnerIds.haneul, id]),
    );
    // Lumière's checklist is complete: its own logo (logo.svg) is not taken for a template's sample logo.
    const lumiere = list.find((row) => row.partnerId === t.partnerIds.lumiere);
    expect(lumiere?.total).toBe(9);
    expect(lumiere?.done).toBe(9);
  });
});

describe("templates", () => {
  it("are refused on a live clinic with a Korean 409, changing nothing", async () => {
    const id = (await call("GET", "/console/me"))
      .json()
      .clinics.find((c: { code: string }) => c.code === "dal").id;
    const origin = site("http://dal.localhost:3000");
    const before = (await t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: origin }))
      .body;
    const refused = await call("PUT", `/console/clinics/${id}/platform/template`, { template: "blank" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().translate).toContain("템플릿을 적용할 수 없습니다");
    const lumiere = await call("PUT", `/console/clinics/${t.partnerIds.lumiere}/platform/template`, {
      template: "blank",
    });
    expect(lumiere.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: origin })).body,
    ).toBe(before);
    const bad = await call("PUT", `/console/clinics/${id}/platform/template`, { template: "lumiere" });
    expect(bad.statusCode).toBe(400);
  });

  it("apply to a clinic in preparation: the shell is replaced, samples added where it has none", async () => {
    const id = await create("sae", "blank");
    const origin = site("http://sae.localhost:3000");
    expect((await t.app.inject({ method: "GET", url: "/products", headers: origin })).json().rows).toEqual(
      [],
    );
    const applied = await call("PUT", `/console/clinics/${id}/platform/template`, {
      template: "dermatology",
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const rows = (await t.app.inject({ method: "GET", url: "/products", headers: origin })).json().rows as {
      name: string;
    }[];
    expect(rows.length).toBe(4);
    // Applied twice: still four (samples are added only where there are none).
    await call("PUT", `/console/clinics/${id}/platform/template`, { template: "dermatology" });
    expect(
      (await t.app.inject({ method: "GET", url: "/products", headers: origin })).json().rows.length,
    ).toBe(4);
  });
});

describe("custom domains", () => {
  it("refuses a domain another clinic uses, with nothing changed", async () => {
    const id = (await call("GET", "/console/me"))
      .json()
      .clinics.find((c: { code: string }) => c.code === "dal").id;
    const ok = await call("PUT", `/console/clinics/${id}/platform/hosts`, {
      hosts: ["www.dal-clinic.kr", "dal-clinic.kr"],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stolen = await call("PUT", `/console/clinics/${id}/platform/hosts`, {
      hosts: ["WWW.Lumiere-Derm.kr"],
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().translate).toContain("다른 병원이 사용 중인 도메인입니다");
    const hosts = (await call("GET", `/console/clinics/${id}/platform`))
      .json()
      .hosts.map((h: { host: string }) => h.host);
    expect(hosts).toEqual(["dal.localhost", "www.dal-clinic.kr", "dal-clinic.kr"]);
  });

  it("shows the record to create and whether each domain answers", async () => {
    const id = (await call("GET", "/console/me"))
      .json()
      .clinics.find((c: { code: string }) => c.code === "dal").id;
    const answer = clinicDomainsSchema.parse(
      (await call("GET", `/console/clinics/${id}/platform/domains`)).json(),
    );
    expect(answer.platformHost).toBe("dal.localhost");
    expect(answer.domains).toEqual([
      {
        host: "www.dal-clinic.kr",
        isPrimary: true,
        records: [{ type: "CNAME", name: "www.dal-clinic.kr", value: "edge.clinics.example" }],
        connected: true,
        found: ["edge.clinics.example", "203.0.113.10"],
      },
      {
        host: "dal-clinic.kr",
        isPrimary: false,
        records: [{ type: "A", name: "dal-clinic.kr", value: "203.0.113.10" }],
        connected: false,
        found: [],
      },
    ]);
  });
});

describe("GET /platform/tls/ask (Caddy on-demand TLS)", () => {
  it("answers 200 for an active clinic's host, however it is written", async () => {
    for (const domain of [
      "www.lumiere-derm.kr",
      "WWW.LUMIERE-DERM.KR",
      "www.lumiere-derm.kr.",
      "haneul.localhost",
    ]) {
      const response = await ask(domain);
      expect(response.statusCode, domain).toBe(200);
      expect(response.json()).toEqual({ domain: domain.toLowerCase().replace(/\.$/, "") });
    }
    // A clinic in preparation gets its certificate too (its pre-launch page is served over TLS).
    expect((await ask("blank-one.localhost")).statusCode).toBe(200);
  });

  it("answers 404 for hosts that are not an active clinic's", async () => {
    for (const domain of [
      "unknown.example.com",
      "console.localhost",
      "www.lumiere-derm.kr.evil.com",
      "xn--9t4b11yi5a.com",
    ]) {
      const response = await ask(domain);
      expect(response.statusCode, domain).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    }
  });

  it("answers 400 to hostile input, never 5xx", async () => {
    const hostile = [
      undefined,
      "",
      " ",
      "a".repeat(300),
      `${"a".repeat(63)}.`.repeat(5).concat("kr"),
      "127.0.0.1",
      "10.0.0.1",
      "[::1]",
      "::1",
      "localhost",
      "루미에르.kr",
      "www.lumiere-derm.kr/evil",
      "www.lumiere-derm.kr:443",
      "-bad-.kr",
      "a..kr",
      "www.lumiere-derm.kr\u0000",
    ];
    for (const domain of hostile) {
      const response = await ask(domain);
      expect(response.statusCode, String(domain)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });

  it("refuses a suspended clinic's hosts", async () => {
    const id = await create("jam", "blank", IDENTITY);
    expect((await ask("jam.localhost")).statusCode).toBe(200);
    await call("PUT", `/console/clinics/${id}/platform/deploy-status`, { deployStatus: "SUSPENDED" });
    expect((await ask("jam.localhost")).statusCode).toBe(404);
  });
});
