/**
 * Opaque tokens (docs/api.md §2): 32 CSPRNG bytes as unpadded base64url (43 characters); only the SHA-256
 * hex digest is stored. Also the user id form `CLA` + 12 Crockford base32 characters (§1.2) and
 * the certificate code `CLA-XXXX-XXXX-XXXX` (§6.11).
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

/** `length` CSPRNG characters of Crockford base32; 32 divides 256, so 5 bits of each byte have no bias. */
function crockfordRandom(length: number): string {
  let text = "";
  for (const byte of randomBytes(length)) text += CROCKFORD[byte & 31];
  return text;
}

/** `CLA` + 12 characters (60 bits). */
export function newUserId(): string {
  return `CLA${crockfordRandom(12)}`;
}

/** A certificate code (docs/api.md §6.11): `CLA-XXXX-XXXX-XXXX`, the same 60 random bits as a user id. */
export function newCertificateCode(): string {
  const random = crockfordRandom(12);
  return `CLA-${random.slice(0, 4)}-${random.slice(4, 8)}-${random.slice(8)}`;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
