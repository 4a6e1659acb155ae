/**
 * Password hashing (docs/api.md §2): argon2id with the OWASP baseline m = 19456 KiB, t = 2, p = 1,
 * stored as the standard PHC string.
 */
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

// Algorithm is a const enum, which verbatimModuleSyntax cannot import as a value; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified for unknown emails so sign_in takes the same time whether or not the account exists.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With `passwordHash` null (no such account) a dummy
 * hash is verified anyway and the answer is false.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword("timing-equaliser-for-unknown-accounts");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash must not turn a sign-in into a 500; it simply does not match.
    return false;
  }
}
