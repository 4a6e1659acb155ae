/**
 * The three mails of docs/api.md §8, as plain text with a simple HTML alternative. Every value that
 * reaches the HTML is escaped; links are built from PUBLIC_BASE_URL only.
 */
import { formatLocalDate, formatScore, type AssessmentKind } from "@cla/domain";
import "@cla/domain/i18n/all";
import { baseLocale, isLocale, m, type Locale } from "@cla/domain/i18n";

/** The language a person's mails are written in: the one on their account, else English (decision 184). */
export function mailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : baseLocale;
}
import type { Notice } from "../notifications/notices.ts";

export type MailKind = "password_reset" | "announcement" | "score_posted" | "reminder";

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

function link(url: string): string {
  const safe = escapeHtml(url);
  return `<p><a href="${safe}">${safe}</a></p>`;
}

/** The set-password page's link; `welcome`: an invitation's or an enrolment's, where the page says "Set Your Password". */
export function resetLink(publicBaseUrl: string, token: string, welcome = false): string {
  return `${publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}${welcome ? "&welcome=1" : ""}`;
}

/** A mail carrying a set-password link (a reset or `setPasswordMail`): the intro, the link, the outro. */
function passwordLinkMail(
  to: string,
  subject: string,
  intro: string,
  url: string,
  outro: string,
): OutgoingMail {
  return {
    kind: "password_reset",
    to,
    subject,
    text: `${intro}\n\n${url}\n\n${outro}\n`,
    html: `${paragraphs(intro)}\n${link(url)}\n${paragraphs(outro)}`,
  };
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  publicBaseUrl: string;
  token: string;
  /** The recipient's `locale` (their account's); English when they chose none. */
  locale?: string | null;
}): OutgoingMail {
  const locale = { locale: mailLocale(input.locale) };
  const url = resetLink(input.publicBaseUrl, input.token);
  const intro = `${m.mailHello({ name: input.name }, locale)}\n\n${m.mailResetIntro({}, locale)}`;
  return passwordLinkMail(input.to, m.mailResetSubject({}, locale), intro, url, m.mailResetOutro({}, locale));
}

/**
 * A set-password link sent by the academy (docs/api.md §6.15): an invitation or an enrolment (the
 * account has no password yet), or a link an admin sent. The outbox kind is `password_reset`, so its
 * bodies are redacted once sent, like every mail that carries a token.
 */
export function setPasswordMail(input: {
  to: string;
  name: string;
  publicBaseUrl: string;
  token: string;
  invitation: boolean;
  validDays: number;
  /** The recipient's `locale`; English when they chose none (an invitation's new account has none). */
  locale?: string | null;
}): OutgoingMail {
  const locale = { locale: mailLocale(input.locale) };
  const url = resetLink(input.publicBaseUrl, input.token, input.invitation);
  const body = input.invitation ? m.mailInvitationIntro({}, locale) : m.mailNewPasswordIntro({}, locale);
  const intro = `${m.mailHello({ name: input.name }, locale)}\n\n${body}`;
  const outro = m.mailLinkValidDays({ count: input.validDays }, locale);
  const subject = input.invitation
    ? m.mailInvitationSubject({}, locale)
    : m.mailNewPasswordSubject({}, locale);
  return passwordLinkMail(input.to, subject, intro, url, outro);
}

export function announcementMail(input: {
  to: string;
  title: string;
  content: string;
  publicBaseUrl: string;
}): OutgoingMail {
  const url = `${input.publicBaseUrl}${ANNOUNCEMENTS_PATH}`;
  return {
    kind: "announcement",
    to: input.to,
    subject: `New announcement: ${input.title}`,
    text: `${input.title}\n\n${input.content}\n\nOpen the portal: ${url}\n`,
    html: `<h1>${escapeHtml(input.title)}</h1>\n${paragraphs(input.content)}\n${link(url)}`,
  };
}

/** The announcement mail's notice (docs/api.md §6.16): the dashboard shows the announcements. */
export function announcementNotice(userId: string, input: { title: string; content: string }): Notice {
  return {
    user_id: userId,
    kind: "announcement",
    title: `New announcement: ${input.title}`,
    body: input.content,
    path: ANNOUNCEMENTS_PATH,
  };
}

const ANNOUNCEMENTS_PATH = "/portal/dashboard";

/** The item's line of a score mail: "Assignment: {itemName}" in the recipient's language. */
const ITEM_LINE: Record<AssessmentKind, typeof m.mailScoreAssignment> = {
  assignment: m.mailScoreAssignment,
  contribution: m.mailScoreContribution,
  cbt: m.mailScoreCbt,
};
const KIND_PATH: Record<AssessmentKind, string> = {
  assignment: "assignments",
  contribution: "contributions",
  cbt: "cbts",
};

/** A date as a mail names it, in the recipient's language: "10 March 2026", "10 mars 2026". */
export function longDate(date: string, locale: Locale = baseLocale): string {
  const tag = locale === baseLocale ? "en-GB" : locale;
  return formatLocalDate(date, tag, { day: "numeric", month: "long", year: "numeric" }) ?? date;
}

/** What a score mail says (docs/api.md §8); the notice of §6.16 says the same. */
export interface ScorePosted {
  kind: AssessmentKind;
  itemId: string;
  itemName: string;
  courseName: string;
  /**
   * The score, or the due date of a CBT that has not closed yet: its score is not shown to the student
   * before then, in the portal or here (docs/api.md §6.14, decision 174).
   */
  score: number | { shownAfter: string };
  /** The facilitator's comment given with the score (docs/api.md §6.6), or null. */
  comment?: string | null;
}

/** A score mail's body in `language` (the notice's in English). */
function scorePostedBody(input: ScorePosted, language: Locale = baseLocale): string {
  const locale = { locale: language };
  const comment = input.comment ? `\n\n${m.mailScoreComment({}, locale)}\n${input.comment}` : "";
  const score =
    typeof input.score === "number"
      ? formatScore(input.score)
      : m.mailScoreShownAfter({ date: longDate(input.score.shownAfter, language) }, locale);
  const lines = [
    ITEM_LINE[input.kind]({ itemName: input.itemName }, locale),
    m.mailScoreCourse({ courseName: input.courseName }, locale),
    m.mailScoreScore({ score }, locale),
  ];
  return `${m.mailScoreIntro({}, locale)}\n\n${lines.join("\n")}${comment}`;
}

export function scorePostedMail(
  input: ScorePosted & {
    to: string;
    publicBaseUrl: string;
    /** The student's `locale`; English when they chose none. */
    locale?: string | null;
  },
): OutgoingMail {
  const language = mailLocale(input.locale);
  const locale = { locale: language };
  const url = `${input.publicBaseUrl}${itemPath(input.kind, input.itemId)}`;
  const body = scorePostedBody(input, language);
  return {
    kind: "score_posted",
    to: input.to,
    subject: m.mailScoreSubject({ itemName: input.itemName }, locale),
    text: `${body}\n\n${m.mailScoreViewInPortal({ url }, locale)}\n`,
    html: `${paragraphs(body)}\n${link(url)}`,
  };
}

/** The score mail's notice for the student (docs/api.md §6.16). */
export function scorePostedNotice(userId: string, input: ScorePosted): Notice {
  return {
    user_id: userId,
    kind: "score",
    title: `New score posted: ${input.itemName}`,
    body: scorePostedBody(input),
    path: itemPath(input.kind, input.itemId),
  };
}

/** The academy's name, signing the reminders. */
export const ACADEMY_NAME = "Christian Leadership Academy";

/** The end of a reminder: where to act, and who sends it. */
function reminderMail(to: string, subject: string, body: string, url: string): OutgoingMail {
  const signature = `${ACADEMY_NAME}`;
  return {
    kind: "reminder",
    to,
    subject,
    text: `${body}\n\nOpen it in the portal: ${url}\n\n${signature}\n`,
    html: `${paragraphs(body)}\n${link(url)}\n${paragraphs(signature)}`,
  };
}

/** "Tuesday, 10 March 2026 at 17:00 (GMT+1)": an instant as a person in `timeZone` reads it. */
export function formatInstantIn(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  const zone =
    new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  return `${day} at ${time} (${zone})`;
}

/** docs/api.md §8: a student has not handed in (or started the CBT) and the due moment is near. */
export function dueDateReminderMail(input: {
  to: string;
  kind: AssessmentKind;
  itemId: string;
  itemName: string;
  courseName: string;
  dueAt: Date;
  timeZone: string;
  publicBaseUrl: string;
}): OutgoingMail {
  const url = `${input.publicBaseUrl}${itemPath(input.kind, input.itemId)}`;
  const action = input.kind === "cbt" ? "Take it" : "Hand it in";
  const body = `${ITEM_LINE[input.kind]({ itemName: input.itemName }, { locale: baseLocale })}\nCourse: ${input.courseName}\nDue: before ${formatInstantIn(input.dueAt, input.timeZone)}\n\n${action} before then.`;
  return reminderMail(input.to, `Due soon: ${input.itemName}`, body, url);
}

/** The portal's screen of live classes (it has none per class). */
export const LIVE_CLASSES_PATH = "/portal/events";

/** The portal screen of an assessment item. */
export function itemPath(kind: AssessmentKind, id: string): string {
  return `/portal/${KIND_PATH[kind]}/${id}`;
}

/** docs/api.md §8: a live class of the student's cohort starts soon. */
export function liveClassReminderMail(input: {
  to: string;
  className: string;
  courseName: string;
  startsAt: Date;
  duration: number;
  joinLink: string;
  timeZone: string;
  publicBaseUrl: string;
}): OutgoingMail {
  const url = `${input.publicBaseUrl}${LIVE_CLASSES_PATH}`;
  const body = `Live class: ${input.className}\nCourse: ${input.courseName}\nStarts: ${formatInstantIn(input.startsAt, input.timeZone)}, ${input.duration} minutes\n\nJoin: ${input.joinLink}`;
  return reminderMail(input.to, `Live class soon: ${input.className}`, body, url);
}

/** What a delivered (or given-up) reset mail's bodies become, so the token leaves the database (§8). */
export const REDACTED_BODY =
  "[Redacted after delivery: this password reset email contained a single-use link.]";
