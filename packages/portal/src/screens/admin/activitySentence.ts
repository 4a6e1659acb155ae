import type { ActivityEntry } from "@cla/domain/client";
import { texts } from "./texts";

/**
 * An activity log entry in people's words (issue 38, decision 180): 'Deacon Okoro moved Miriam Haile from
 * Cohort Bethel to Cohort Emmanuel'. The names are parts of their own, so the view isolates each one (<bdi>);
 * the kind, the ids and the addresses stay behind the entry's details toggle.
 */

/** A part of the sentence: words, or a name as someone typed it. */
export type SentencePart = string | { name: string };

const t = texts.activity.sentences;

function name(value: string | number | boolean | null | undefined, fallback: string): SentencePart {
  return typeof value === "string" && value.trim() !== "" ? { name: value } : fallback;
}

/** The entry as a sentence, its parts in reading order. */
export function activitySentence(entry: ActivityEntry): SentencePart[] {
  const actor = name(entry.actor_name, t.system);
  const user = name(entry.user_name, t.someone);
  const subject = name(entry.subject_name, t.unnamed);
  const { details } = entry;
  const [thing = "", what = ""] = entry.kind.split(".");
  switch (entry.kind) {
    case "sign_in.succeeded":
      return [user, t.signedIn];
    case "sign_in.failed":
      return [t.failedSignIn, name(entry.user_name ?? details["email"], t.unknownAccount)];
    case "user.signed_up":
      return [user, t.signedUp];
    case "user.enrolled":
    case "user.created":
      return [actor, t.enrolled, user];
    case "user.invited":
      return [actor, t.invited, user];
    case "user.reset_link_sent":
      return [actor, t.sentLink, user];
    case "user.role_changed":
      return [
        actor,
        t.changedRoleOf,
        user,
        t.from,
        name(details["from"], t.none),
        t.to,
        name(details["to"], t.none),
      ];
    case "user.cohort_changed":
      return details["from"]
        ? [actor, t.moved, user, t.from, name(details["from"], t.none), t.to, name(details["to"], t.none)]
        : [actor, t.moved, user, t.to, name(details["to"], t.none)];
    case "user.deactivated":
      return [actor, t.deactivated, user];
    case "user.reactivated":
      return [actor, t.reactivated, user];
    case "score.recorded":
    case "score.changed":
      return [actor, t.scored(details["score"]), user, t.on, subject];
    case "attendance.recorded":
    case "attendance.changed":
      return [actor, details["present"] ? t.markedPresent : t.markedAbsent, user, t.at, subject];
    case "work.handed_in":
      return [user, t.handedIn, subject];
    case "work.changed":
      return [user, t.changedWork, subject];
    case "certificate.issued":
      return [t.certificateIssued, user];
  }
  const record = t.records[thing];
  const verb = t.verbs[what];
  return record && verb ? [actor, `${verb} ${record}`, subject] : [actor, t.did(entry.kind)];
}

/** The sentence as plain text (a test's expectation, a screen reader's whole row). */
export function activityText(entry: ActivityEntry): string {
  return activitySentence(entry)
    .map((part) => (typeof part === "string" ? part : part.name))
    .join(" ");
}
