import type { Database } from "../client";
import { migrateDatabase } from "../migrate";
import {
  DEMO_GUEST_POST_PASSWORD,
  DEMO_PARTNER_CODES,
  demoReviewToken,
  demoStaffKey,
  findDemoFixtures,
  seedDemo,
  seedIfEmpty,
} from "../seed/index";
import { DEMO_SHORT_CODES } from "../seed/insert-short-links";
import { describeTarget, runCli } from "./run";

// npm run db:seed [-- --if-empty] — (re)creates the demo clinics; with --if-empty only into an empty database.
const ifEmpty = process.argv.slice(2).includes("--if-empty");

/**
 * The demo's links that no page lists (the secret event's treatments, the drafts' previews), and a private customer
 * post with the password that opens every demo guest post.
 */
async function hiddenLinks(
  database: Database,
  partners: { id: number; code: string }[],
  platformDomain: string,
): Promise<string> {
  const lines = await Promise.all(
    partners.map(async ({ id, code }) => {
      const f = await findDemoFixtures(database, id);
      const origin = `http://${code}.${platformDomain}:3000`;
      return [
        `  ${origin}/products/${f.secretProductIds[0]}/secret/${f.secretEventId}`,
        `  ${origin}/preview/product/${f.unpublishedProduct.id}?token=${f.unpublishedProduct.previewToken}`,
        `  ${origin}/preview/brnading/${f.unpublishedBranding.id}?token=${f.unpublishedBranding.previewToken}`,
        `  ${origin}/cscenter/boards/${f.customerBoardTypeId}/detail/${f.privateCustomerPostId} (private post)`,
        `  staff API key (Authorization: Bearer): ${demoStaffKey(code)}`,
      ].join("\n");
    }),
  );
  return [
    "\nsecret and preview links:",
    ...lines,
    `demo guest posts open, edit and delete with the password ${DEMO_GUEST_POST_PASSWORD}`,
  ].join("\n");
}

/** Each clinic's review form of the demo guest's past visit (open until someone writes the review). */
function reviewFormLinks(partners: { code: string }[], platformDomain: string): string {
  const lines = partners.map(
    ({ code }) =>
      `  review form: http://${code}.${platformDomain}:3000/reviews/write/${demoReviewToken(code)}`,
  );
  return ["\nreview links (one review each):", ...lines].join("\n");
}

/** Each clinic's short link to the visit reservation (its hits show in GET /staff/short-urls with the staff key). */
function shortLinkLines(partners: { code: string }[], platformDomain: string): string {
  const lines = partners.map(
    ({ code }) => `  short link: http://${code}.${platformDomain}:3000/s/${DEMO_SHORT_CODES.reserve}`,
  );
  return ["\nshort links (/s/{code}; more in GET /staff/short-urls):", ...lines].join("\n");
}

await runCli("db:seed", async (env, database) => {
  // Seeding a fresh data directory should just work, so bring the schema up to date first.
  await migrateDatabase(database);
  const options = { mediaDir: env.mediaDir, platformDomain: env.platformDomain };
  let partners: { id: number; code: string }[];
  if (ifEmpty) {
    const result = await seedIfEmpty(database, options);
    if (!result.seeded) return `database already has partners, nothing seeded (${describeTarget(env)})`;
    partners = result.partners;
  } else {
    partners = (await seedDemo(database, options)).partners;
  }
  const hosts = DEMO_PARTNER_CODES.map((code) => `${code}.${env.platformDomain}`).join(", ");
  const links = await hiddenLinks(database, partners, env.platformDomain);
  const reviews = reviewFormLinks(partners, env.platformDomain);
  const shortLinks = shortLinkLines(partners, env.platformDomain);
  return `demo clinics seeded into ${describeTarget(env)} (${hosts}; images in ${env.mediaDir})${links}${reviews}${shortLinks}`;
});
