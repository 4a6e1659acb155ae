/**
 * The three mails of docs/api.md §8, as plain text with a simple HTML alternative. Every value that
 * reaches the HTML is escaped; links are built from PUBLIC_BASE_URL only.
 */
import { formatLocalDate, formatScore, type AssessmentKind } from "@cla/domain";
import { baseLocale, isLocale, m, type Locale } from "@cla/domain/i18n";

/** The language a person's mails are written in: the one on their account, else English (decision 184). */
export function mailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : baseLocale;
}

export type MailKind = "password_reset" | "announcement" | "score_posted";

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

export function resetLink(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
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
  const outro = m.mailResetOutro({}, locale);
  return {
    kind: "password_reset",
    to: input.to,
    subject: m.mailResetSubject({}, locale),
    text: `${intro}\n\n${url}\n\n${outro}\n`,
    html: `${paragraphs(intro)}\n${link(url)}\n${paragraphs(outro)}`,
  };
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
  const url = resetLink(input.publicBaseUrl, input.token);
  const body = input.invitation ? m.mailInvitationIntro({}, locale) : m.mailNewPasswordIntro({}, locale);
  const intro = `${m.mailHello({ name: input.name }, locale)}\n\n${body}`;
  const outro = m.mailLinkValidDays({ count: input.validDays }, locale);
  return {
    kind: "password_reset",
    to: input.to,
    subject: input.invitation ? m.mailInvitationSubject({}, locale) : m.mailNewPasswordSubject({}, locale),
    text: `${intro}\n\n${url}\n\n${outro}\n`,
    html: `${paragraphs(intro)}\n${link(url)}\n${paragraphs(outro)}`,
  };
}

export function announcementMail(input: {
  to: string;
  title: string;
  content: string;
  publicBaseUrl: string;
}): OutgoingMail {
  const url = `${input.publicBaseUrl}/portal/dashboard`;
  return {
    kind: "announcement",
    to: input.to,
    subject: `New announcement: ${input.title}`,
    text: `${input.title}\n\n${input.content}\n\nOpen the portal: ${url}\n`,
    html: `<h1>${escapeHtml(input.title)}</h1>\n${paragraphs(input.content)}\n${link(url)}`,
  };
}

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
function longDate(date: string, locale: Locale): string {
  const tag = locale === baseLocale ? "en-GB" : locale;
  return formatLocalDate(date, tag, { day: "numeric", month: "long", year: "numeric" }) ?? date;
}

export function scorePostedMail(input: {
  to: string;
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
  publicBaseUrl: string;
  /** The student's `locale`; English when they chose none. */
  locale?: string | null;
}): OutgoingMail {
  const language = mailLocale(input.locale);
  const locale = { locale: language };
  const url = `${input.publicBaseUrl}/portal/${KIND_PATH[input.kind]}/${input.itemId}`;
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
  const body = `${m.mailScoreIntro({}, locale)}\n\n${lines.join("\n")}${comment}`;
  return {
    kind: "score_posted",
    to: input.to,
    subject: m.mailScoreSubject({ itemName: input.itemName }, locale),
    text: `${body}\n\n${m.mailScoreViewInPortal({ url }, locale)}\n`,
    html: `${paragraphs(body)}\n${link(url)}`,
  };
}

/** What a delivered (or given-up) reset mail's bodies become, so the token leaves the database (§8). */
export const REDACTED_BODY =
  "[Redacted after delivery: this password reset email contained a single-use link.]";
