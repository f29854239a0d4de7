import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA rules: what Korean public-sector guidance (KWCAG 2.2) also asks for. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** The serious and critical violations on the open page, one readable line per failing element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Violations only: collecting every passing node as well costs axe about a tenth more time on each run.
  // Legacy mode runs axe.run in the page itself. The default runs axe per frame and then merges the results in
  // a new blank page, which tripled the cost of each check (about 1.5 s instead of 0.5 on the CI machine); the
  // only thing it adds is cross-origin frames, and a clinic's own screens have none (vendor frames such as
  // chat are the vendor's to make accessible).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary ?? ""}`,
      ),
    );
}
