/** docs/api.md §6.11 Certificates. Steps of §3.4 are numbered in comments. */
import {
  API_ERRORS,
  certificateQuery,
  cohortCompletion,
  parseCertificateCode,
  toPublicCertificate,
  type CertificateNotAvailableResponse,
  type CertificateResponse,
  type PublicCertificateResponse,
} from "@cla/domain";
import { countAttempt } from "../../auth/rate-limits.ts";
import { newCertificateCode } from "../../auth/tokens.ts";
import { uniqueViolation } from "../../db/unique.ts";
import { clientIp } from "../../http/client-ip.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { ApiError } from "../../http/errors.ts";
import { validateQuery } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { findCohort, findOr404 } from "../../records/lookup.ts";
import { requireStudentOf } from "../../records/scope.ts";
import { cohortCourses } from "../dashboards/queries.ts";
import {
  findCertificate,
  findCertificateByCode,
  insertCertificate,
  toCertificateJson,
  type CertificateRow,
  type NewCertificate,
} from "./queries.ts";

/** 409 before completion, with the day the certificate becomes available (null: no course). */
function notAvailable(availableOn: string | null): ApiError {
  const body: CertificateNotAvailableResponse = {
    error: API_ERRORS.certificateNotAvailable,
    available_on: availableOn,
  };
  return new ApiError(409, body);
}

export async function getCertificate(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const query = validateQuery(c, certificateQuery);
  const student = await requireStudentOf(db, who, query.cla_user_id);

  // Students always have a cohort (§4); one without would simply have no course.
  const cohortId = student.cla_cohort_id;
  if (cohortId === null) throw notAvailable(null);
  // Once issued, the certificate is returned as issued: names, courses and dates of that day.
  const issued = await findCertificate(db, student.id, cohortId);
  if (issued) return answer(c, issued);

  // Completion is checked when asked, against today in the academy's zone (§1.4), never stored ahead.
  const [cohort, courses] = await Promise.all([findCohort(db, cohortId), cohortCourses(db, cohortId)]);
  const completion = cohortCompletion(
    courses.map((course) => course.end_date),
    today(c),
  );
  if (!completion.completed) throw notAvailable(completion.availableOn);
  const row = await issueCertificate(c, {
    user_id: student.id,
    cla_cohort_id: cohortId,
    name: student.name,
    cla_cohort_name: cohort!.name,
    courses: courses.map(({ id, name }) => ({ id, name })),
    completed_on: completion.completedOn,
  });
  return answer(c, row);
}

function answer(c: AppContext, row: CertificateRow) {
  const body: CertificateResponse = {
    certificate: toCertificateJson(row, c.var.deps.settings.publicBaseUrl),
  };
  return c.json(body);
}

/**
 * 12: one certificate per student and cohort. A concurrent first call that inserted first wins and
 * this call answers with its row (read in the same transaction, after the winner committed). A code
 * collision (60 random bits) retries with a new code, like a user id.
 */
async function issueCertificate(c: AppContext, values: NewCertificate): Promise<CertificateRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(c, async (tx) => {
        const inserted = await insertCertificate(tx, {
          ...values,
          code: newCertificateCode(),
          issued_at: c.var.now,
        });
        return inserted ?? (await findCertificate(tx, values.user_id, values.cla_cohort_id))!;
      });
    } catch (error) {
      if (uniqueViolation(error) === "certificates_code_unique" && attempt < 3) continue;
      throw error;
    }
  }
}

export async function lookupCertificate(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  const ip = clientIp(c);
  // 5: lookups per client IP (docs/decisions/135); a blocked lookup is not counted.
  await write(c, (tx) => countAttempt(tx, "certificate_lookup", [ip], now));
  // 8: any case, with or without hyphens; a malformed code is unknown (404, never 422).
  const row = await findOr404("Certificate", parseCertificateCode(c.req.param("code")), (code) =>
    findCertificateByCode(db, code),
  );
  const body: PublicCertificateResponse = {
    certificate: toPublicCertificate(toCertificateJson(row, c.var.deps.settings.publicBaseUrl)),
  };
  return c.json(body);
}
