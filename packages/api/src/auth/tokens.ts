/**
 * Opaque tokens (API.md §2): 32 CSPRNG bytes as unpadded base64url (43 characters); only the SHA-256
 * hex digest is stored. Also the user id form `CLA` + 12 Crockford base32 characters (§1.2).
 */
import { createHash, randomBytes } from "node:crypto";

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `CLA` + 12 characters; 32 divides 256, so taking 5 bits of each byte has no bias. */
export function newUserId(): string {
  const bytes = randomBytes(12);
  let id = "CLA";
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return id;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
