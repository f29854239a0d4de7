import argon2 from "argon2";

/**
 * Guest post passwords: argon2id at OWASP's minimum (19 MiB of memory, 2 passes, 1 lane). The encoded hash
 * carries its own salt and parameters, so raising them later still verifies older hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that is not a valid argon2 string (never throws for those). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
