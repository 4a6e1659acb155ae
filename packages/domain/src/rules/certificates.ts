/**
 * Certificates of completion (docs/api.md §6.11): when a student has completed, what the public sees, and
 * where a certificate is verified.
 */
import type { Certificate, PublicCertificate } from "../schemas/objects";
import { addDays } from "./dates";

export type Completion =
  { completed: true; completedOn: string } | { completed: false; availableOn: string | null };

/**
 * A cohort is completed when it has at least one course and every course's `end_date` is before
 * `today` (the academy's date, docs/api.md §1.4). `completedOn` is the last end_date; before completion
 * `availableOn` is the day after it, or null when the cohort has no course.
 */
export function cohortCompletion(endDates: readonly string[], today: string): Completion {
  if (endDates.length === 0) return { completed: false, availableOn: null };
  const last = endDates.reduce((latest, date) => (date > latest ? date : latest));
  return last < today
    ? { completed: true, completedOn: last }
    : { completed: false, availableOn: addDays(last, 1) };
}

/** `PUBLIC_BASE_URL` + `/verify/` + code (the base without a trailing slash). */
export function certificateVerifyUrl(publicBaseUrl: string, code: string): string {
  return `${publicBaseUrl}/verify/${code}`;
}

/** The certificate as anyone holding its code sees it: without the cohort id and course ids. */
export function toPublicCertificate(certificate: Certificate): PublicCertificate {
  return {
    code: certificate.code,
    name: certificate.name,
    cla_cohort_name: certificate.cla_cohort_name,
    courses: certificate.courses.map((course) => ({ name: course.name })),
    completed_on: certificate.completed_on,
    issued_at: certificate.issued_at,
    verify_url: certificate.verify_url,
  };
}
