import { useTestApp } from "@api/testing/suite";
import { site } from "@api/testing/test-app";
import { DEMO_OPERATOR, demoOwner } from "@clinic/db";
import { clinicPlatformSchema, createClinicAnswerSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const t = useTestApp();
let operator: string;
let owner: string;

const signIn = async (email: string, password: string) =>
  (await t.app.inject({ method: "POST", url: "/console/auth/sign-in", payload: { email, password } })).json()
    .token as string;
const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const storefront = (host: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: site(`http://${host}:3000`) });

beforeAll(async () => {
  operator = await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  owner = await signIn(demoOwner("lumiere").email, demoOwner("lumiere").password);
});

const NEW_CLINIC = {
  code: "bom",
  name: "봄 피부과",
  template: "dermatology",
  ownerEmail: "owner@bom.example",
  ownerName: "김봄",
};

/** What the operator knows of 봄 피부과: going live needs every one of these. */
const BOM_IDENTITY = {
  phone: "02-111-2222",
  address: "서울특별시 종로구 봄길 1",
  ceoName: "김봄",
  businessNumber: "101-81-12345",
  copyRight: "Copyright © 봄 피부과",
};

/** The demo clinics' identity fields, people, review texts and prices: none may reach a clinic made from a template. */
async function otherClinicsIdentity(): Promise<string[]> {
  const texts: string[] = [];
  for (const host of ["lumiere.localhost", "haneul.localhost"]) {
    const partner = (await storefront(host, "/partners/this")).json();
    for (const key of [
      "partnerPhone",
      "partnerTel",
      "partnerAddress",
      "partnerCeoName",
      "partnerBusinessNumber",
      "partnerCopyRight",
    ]) {
      if (typeof partner[key] === "string" && partner[key]) texts.push(partner[key]);
    }
  }
  return texts;
}

describe("operator onboarding", () => {
  it("creates a clinic from a template: READY on its subdomain, with an invited owner who sees only it", async () => {
    const created = await call(operator, "POST", "/console/clinics", NEW_CLINIC);
    expect(created.statusCode, created.body).toBe(201);
    const answer = createClinicAnswerSchema.parse(created.json());
    expect(answer.clinic).toMatchObject({ code: "bom", name: "봄 피부과", deployStatus: "READY" });
    expect(answer.clinic.hosts).toEqual([{ host: "bom.localhost", isPrimary: true, platform: true }]);

    const partner = await storefront("bom.localhost", "/partners/this");
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toMatchObject({ partnerName: "봄 피부과" });
    const status = await storefront("bom.localhost", "/partners/this/homepage-deploy-status");
    expect(status.json()).toMatchObject({ deployStatus: "READY" });
    // The template's structure came along: sample treatments marked as samples, at no price.
    const products = await storefront("bom.localhost", "/products");
    const rows = products.json().rows as { name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.name).toMatch(/^\[샘플\] /);
    // …and nothing of another clinic: no identity field, no doctor, no review, no case.
    const bom = JSON.stringify((await storefront("bom.localhost", "/partners/this")).json());
    for (const text of await otherClinicsIdentity()) expect(bom).not.toContain(text);
    expect((await storefront("bom.localhost", "/partner-employees")).json()).toMatchObject({ rows: [] });
    expect((await storefront("bom.localhost", "/customer/partner-reviews")).json()).toMatchObject({
      rows: [],
    });

    const accepted = await t.app.inject({
      method: "POST",
      url: "/console/auth/accept-invite",
      payload: { token: answer.ownerInviteToken, password: "bom-owner-password" },
    });
    expect(accepted.statusCode).toBe(200);
    const bomOwner = await signIn("owner@bom.example", "bom-owner-password");
    const me = (await call(bomOwner, "GET", "/console/me")).json();
    expect(me.clinics.map((clinic: { code: string }) => clinic.code)).toEqual(["bom"]);
  });

  it("goes live, takes custom domains, and once suspended no host serves it", async () => {
    const id = (await call(operator, "GET", "/console/me"))
      .json()
      .clinics.find((clinic: { code: string }) => clinic.code === "bom").id;
    // Identity fields are still empty: going live is refused in Korean, and the clinic stays READY.
    const refused = await call(operator, "PUT", `/console/clinics/${id}/platform/deploy-status`, {
      deployStatus: "LIVE",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().translate).toContain("대표 전화");
    expect((await storefront("bom.localhost", "/partners/this/homepage-deploy-status")).json()).toMatchObject(
      {
        deployStatus: "READY",
      },
    );
    const settings = (await call(operator, "GET", `/console/clinics/${id}/settings/partner`)).json();
    const saved = await call(operator, "PUT", `/console/clinics/${id}/settings/partner`, {
      ...settings,
      ...BOM_IDENTITY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await call(operator, "PUT", `/console/clinics/${id}/platform/deploy-status`, {
      deployStatus: "LIVE",
    });
    expect(live.statusCode, live.body).toBe(200);
    // It went live with a warning of what is still missing (no doctors, sample treatments, no privacy policy…).
    const warnings = live.json().warnings as string[];
    expect(warnings.some((line) => line.startsWith("의료진"))).toBe(true);
    expect(warnings.some((line) => line.startsWith("시술") && line.includes("샘플"))).toBe(true);
    expect((await storefront("bom.localhost", "/partners/this/homepage-deploy-status")).json()).toMatchObject(
      {
        deployStatus: "LIVE",
      },
    );

    const hosts = await call(operator, "PUT", `/console/clinics/${id}/platform/hosts`, {
      hosts: ["WWW.Bom-Derm.kr", "bom-derm.kr"],
    });
    expect(hosts.statusCode, hosts.body).toBe(200);
    expect(clinicPlatformSchema.parse(hosts.json()).hosts).toEqual([
      { host: "bom.localhost", isPrimary: false, platform: true },
      { host: "www.bom-derm.kr", isPrimary: true, platform: false },
      { host: "bom-derm.kr", isPrimary: false, platform: false },
    ]);
    expect((await storefront("www.bom-derm.kr", "/partners/this")).statusCode).toBe(200);

    // Another clinic's domain is refused.
    const stolen = await call(operator, "PUT", `/console/clinics/${id}/platform/hosts`, {
      hosts: ["www.lumiere-derm.kr"],
    });
    expect(stolen.statusCode).toBe(409);

    await call(operator, "PUT", `/console/clinics/${id}/platform/deploy-status`, {
      deployStatus: "SUSPENDED",
    });
    expect((await storefront("bom.localhost", "/partners/this")).statusCode).toBe(404);
    expect((await storefront("www.bom-derm.kr", "/partners/this")).statusCode).toBe(404);
  });

  it("refuses bad, reserved and taken codes and bad input", async () => {
    const cases: [object, number][] = [
      [{ ...NEW_CLINIC, code: "console" }, 400],
      [{ ...NEW_CLINIC, code: "Bad Code!" }, 400],
      [{ ...NEW_CLINIC, code: "lumiere", ownerEmail: "x@y.co" }, 409],
      [{ ...NEW_CLINIC, code: "spring", template: "dentist" }, 400],
      [{ ...NEW_CLINIC, code: "spring", ownerEmail: "nope" }, 400],
      [{}, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await call(operator, "POST", "/console/clinics", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ status });
    }
    const badStatus = await call(
      operator,
      "PUT",
      `/console/clinics/${t.partnerIds.lumiere}/platform/deploy-status`,
      {
        deployStatus: "GONE",
      },
    );
    expect(badStatus.statusCode).toBe(400);
    const badHost = await call(operator, "PUT", `/console/clinics/${t.partnerIds.lumiere}/platform/hosts`, {
      hosts: ["not a host"],
    });
    expect(badHost.statusCode).toBe(400);
  });

  it("is the operator's alone: an owner gets 403 before any input is read", async () => {
    expect((await call(owner, "POST", "/console/clinics", NEW_CLINIC)).statusCode).toBe(403);
    expect((await call(owner, "POST", "/console/clinics", {})).statusCode).toBe(403);
    const own = `/console/clinics/${t.partnerIds.lumiere}/platform`;
    expect((await call(owner, "GET", own)).statusCode).toBe(403);
    expect((await call(owner, "PUT", `${own}/deploy-status`, { deployStatus: "LIVE" })).statusCode).toBe(403);
  });
});
