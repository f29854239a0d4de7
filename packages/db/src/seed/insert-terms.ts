import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { TermsContext } from "./catalogue/terms-context";
import { marketingConsentHtml, privacyPolicyHtml } from "./catalogue/terms-privacy";
import { termsOfServiceHtml } from "./catalogue/terms-service";
import type { SeedClock } from "./clock";
import { idsByName, lookup } from "./insert-catalogue";
import type { DemoClinic } from "./types";

/** The customer terms: service terms and privacy policy in two versions each, the marketing consent in one. */
export async function insertTerms(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const definitions = [
    { termTitle: "TERMS_OF_SERVICE", title: "서비스 이용약관", isRequired: true, render: termsOfServiceHtml },
    { termTitle: "PRIVACY_POLICY", title: "개인정보처리방침", isRequired: true, render: privacyPolicyHtml },
    {
      termTitle: "MARKETING",
      title: "마케팅 정보 수신 동의",
      isRequired: false,
      render: marketingConsentHtml,
    },
  ] as const;
  const rows = await tx
    .insert(schema.terms)
    .values(definitions.map(({ render: _render, ...term }) => ({ ...term, partnerId, target: "CUSTOMER" })))
    .returning({ id: schema.terms.id, name: schema.terms.termTitle });
  const termId = lookup(idsByName(rows, "term"), "term");
  const { partner } = clinic;
  const context = (version: TermsContext["version"], offset: number): TermsContext => ({
    clinicName: partner.partnerName,
    ceoName: partner.ceoName ?? "",
    address: partner.address ?? "",
    phone: partner.phone ?? "",
    businessNumber: partner.businessNumber ?? "",
    info: clinic.content.terms,
    version,
    effectiveDate: clock.day(offset),
  });
  // Versions: 1.0 took effect a year ago, 1.1 thirty days ago; marketing consent has one version.
  const versions = [
    ["TERMS_OF_SERVICE", "1.0", -365],
    ["TERMS_OF_SERVICE", "1.1", -30],
    ["PRIVACY_POLICY", "1.0", -365],
    ["PRIVACY_POLICY", "1.1", -30],
    ["MARKETING", "1.0", -365],
  ] as const;
  await tx.insert(schema.termsHistories).values(
    versions.map(([title, version, offset]) => {
      const ctx = context(version, offset);
      const render = definitions.find((definition) => definition.termTitle === title)!.render;
      return {
        partnerId,
        termId: termId(title),
        version,
        contentHtml: sanitizeRichText(render(ctx)),
        effectiveDate: ctx.effectiveDate,
      };
    }),
  );
}
