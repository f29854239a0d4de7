import { seededRandom } from "./svg";

/**
 * The review link token of a demo clinic's past visit: 32 bytes from the seeded generator as base64url (43
 * characters, like a real token), the same on every seed so the demo and the e2e tests can open the form
 * without reading the database. Its own file with no other imports, so the e2e specs can import it cheaply.
 */
export function demoReviewToken(code: string): string {
  const random = seededRandom(`${code}:review-link`);
  const bytes = Buffer.alloc(32);
  for (let offset = 0; offset < bytes.length; offset += 4) {
    bytes.writeUInt32BE(Math.floor(random() * 0x1_0000_0000), offset);
  }
  return bytes.toString("base64url");
}
