import { hash, verify } from '@node-rs/argon2';

/** What one Argon2id hash costs: memory in KiB, iterations and lanes. */
export type PasswordCost = { readonly memoryCost: number; readonly timeCost: number; readonly parallelism: number };

/** The OWASP minimum: 19 MiB, 2 iterations, 1 lane (docs/decisions/0005-admin-security.md). Production's cost. */
const PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Argon2's own minimum (8 KiB, 1 iteration): for tests only, where hundreds of login attempts
 * would otherwise spend seconds on hashes the rules under test never look at. A hash carries its
 * cost, so whatever was hashed with it is also checked at it.
 */
export const MINIMUM_PASSWORD_COST: PasswordCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

export function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  return hash(password, { algorithm: 2, ...cost });
}

// Verified against when the username does not exist, so both cases take the same time: one per
// cost, as the users' own hashes are made at the cost in force.
const dummyHashes = new Map<string, Promise<string>>();

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  if (passwordHash === null) {
    const key = `${cost.memoryCost}/${cost.timeCost}/${cost.parallelism}`;
    let dummyHash = dummyHashes.get(key);
    if (!dummyHash) {
      dummyHash = hashPassword('not-a-real-password-for-timing', cost);
      dummyHashes.set(key, dummyHash);
    }
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
