import { createHash } from "node:crypto";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** One account per person: the provider's unique key (CI) identifies them, and only its digest is kept. */
export const hashPersonKey = (uniqueKey: string) => sha256(uniqueKey);

/** The demo verifier has no CI: the same name, phone and birth date stand for the same (pretend) person. */
export const demoPersonKey = (person: { name: string; phone: string; birthDate: string }) =>
  sha256(`demo:${person.name}${person.phone}${person.birthDate}`);
