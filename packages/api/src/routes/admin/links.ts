/**
 * Set-password links sent by the academy (docs/api.md §6.15): the reset mechanism of §6.1 (a single-use
 * token, only its SHA-256 stored, earlier unused tokens superseded), valid 7 days, for invitations,
 * enrolments and an admin's "send a reset link". Many at once for an enrolment: one statement per table.
 */
import { and, inArray, isNull } from "drizzle-orm";
import { hashToken, newToken } from "../../auth/tokens.ts";
import { schema, type Queryable } from "../../db/index.ts";
import { toDbTimestamp } from "../../db/values.ts";
import type { MailQueue } from "../../http/write.ts";
import { setPasswordMail } from "../../mail/templates.ts";

const { password_reset_tokens } = schema;

export const SET_PASSWORD_LINK_DAYS = 7;

export interface LinkPerson {
  id: string;
  name: string;
  email: string;
  /** The person's language, when their account has one (decision 184). */
  locale?: string | null;
}

/** Every unused set-password link of these people stops working (a new link, a deactivation). */
export async function revokeSetPasswordLinks(
  tx: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await tx
    .update(password_reset_tokens)
    .set({ used_at: toDbTimestamp(now) })
    .where(and(inArray(password_reset_tokens.user_id, [...ids]), isNull(password_reset_tokens.used_at)));
}

/** The tokens made, by person id (the CLI prints none; the server logs one link without SMTP). */
export async function sendSetPasswordLinks(
  tx: Queryable,
  mail: MailQueue,
  people: readonly LinkPerson[],
  options: { now: Date; publicBaseUrl: string; invitation: boolean },
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  if (people.length === 0) return tokens;
  const { now } = options;
  if (!options.invitation)
    await revokeSetPasswordLinks(
      tx,
      people.map((p) => p.id),
      now,
    );
  const expiresAt = toDbTimestamp(new Date(now.getTime() + SET_PASSWORD_LINK_DAYS * 86_400_000));
  for (const person of people) tokens.set(person.id, newToken());
  for (let start = 0; start < people.length; start += 1000) {
    const chunk = people.slice(start, start + 1000);
    await tx.insert(password_reset_tokens).values(
      chunk.map((p) => ({
        user_id: p.id,
        token_hash: hashToken(tokens.get(p.id)!),
        expires_at: expiresAt,
      })),
    );
    await mail.queue(
      ...chunk.map((p) =>
        setPasswordMail({
          to: p.email,
          name: p.name,
          publicBaseUrl: options.publicBaseUrl,
          token: tokens.get(p.id)!,
          invitation: options.invitation,
          validDays: SET_PASSWORD_LINK_DAYS,
          locale: p.locale,
        }),
      ),
    );
  }
  return tokens;
}
