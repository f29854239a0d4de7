import { clinicTemplates } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { haneul } from "./demo-haneul";
import { lumiere } from "./demo-lumiere";
import { renderClinicMedia } from "./media";
import { SAMPLE_MARK, templateClinic } from "./templates";

/** What is a demo clinic's own: identity fields, people, reviews, cases, events and prices. */
function ownedBy(clinic: typeof lumiere): string[] {
  const { partner, content } = clinic;
  return [
    partner.phone,
    partner.tel,
    partner.fax,
    partner.address,
    partner.ceoName,
    partner.businessNumber,
    partner.copyRight,
    partner.partnerName,
    clinic.brand.word,
    ...content.employees.map((employee) => employee.name),
    ...content.reviews.map((review) => review.content.slice(0, 20)),
    ...content.beforeAfters.map((item) => item.title),
    ...content.events.map((event) => event.title),
    content.terms.privacyOfficer.name,
    content.terms.privacyOfficer.email,
  ].filter((text): text is string => typeof text === "string" && text.length > 0);
}

describe("clinic templates", () => {
  for (const kind of clinicTemplates) {
    it(`${kind}: nothing of another clinic, identity only from the operator, samples marked`, () => {
      const clinic = templateClinic(kind, { code: "spring", name: "봄 의원", phone: "02-000-0000" });
      const text = JSON.stringify(clinic);
      for (const owned of [...ownedBy(lumiere), ...ownedBy(haneul)]) expect(text).not.toContain(owned);
      expect(clinic.partner).toMatchObject({
        partnerName: "봄 의원",
        phone: "02-000-0000",
        address: null,
        ceoName: null,
        businessNumber: null,
        copyRight: null,
        deployStatus: "READY",
      });
      expect(clinic.content.employees).toEqual([]);
      expect(clinic.content.reviews).toEqual([]);
      expect(clinic.content.beforeAfters).toEqual([]);
      const options = clinic.content.categories.flatMap((category) =>
        category.products.flatMap((p) => p.options),
      );
      for (const [, price, original] of options) expect([price, original]).toEqual([0, null]);
      const named = [
        ...clinic.content.categories.flatMap((category) => [
          category.name,
          ...category.products.map((p) => p.name),
        ]),
        ...clinic.banners.map((banner) => banner.title),
        ...clinic.content.cscenter.notices.map((notice) => notice.title),
      ];
      for (const name of named) expect(name.startsWith(SAMPLE_MARK)).toBe(true);
      if (kind === "blank") expect(named).toEqual([]);
      for (const [file, svg] of renderClinicMedia(clinic)) expect(svg, file).toContain(">SAMPLE</text>");
    });
  }
});
