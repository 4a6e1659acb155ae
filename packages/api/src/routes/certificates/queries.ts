/**
 * The `certificates` table (docs/api.md §6.11): one row per student and cohort, holding the names of the
 * student, the cohort and its courses as they were at issue.
 */
import { and, eq } from "drizzle-orm";
import { certificateVerifyUrl, type Certificate } from "@cla/domain";
import { schema, type Queryable, type Tx } from "../../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../../db/values.ts";

const { certificates } = schema;

export type CertificateRow = typeof certificates.$inferSelect;

export function toCertificateJson(row: CertificateRow, publicBaseUrl: string): Certificate {
  return {
    code: row.code,
    name: row.name,
    cla_cohort_id: row.cla_cohort_id,
    cla_cohort_name: row.cla_cohort_name,
    courses: row.courses.map(({ id, name }) => ({ id, name })),
    completed_on: row.completed_on,
    issued_at: toTimestamp(row.issued_at),
    verify_url: certificateVerifyUrl(publicBaseUrl, row.code),
  };
}

/** The certificate already issued to `userId` for `cohortId`, if any. */
export async function findCertificate(
  db: Queryable,
  userId: string,
  cohortId: number,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.cla_cohort_id, cohortId)))
    .limit(1);
  return row;
}

/** The certificate with this code; `code` must be canonical (`parseCertificateCode`). */
export async function findCertificateByCode(
  db: Queryable,
  code: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row;
}

export interface NewCertificate {
  user_id: string;
  cla_cohort_id: number;
  name: string;
  cla_cohort_name: string;
  courses: { id: string; name: string }[];
  completed_on: string;
}

/**
 * Inserts a certificate unless the student already has one for the cohort (`UNIQUE(user_id,
 * cla_cohort_id)`, concurrent first calls included): the new row, or undefined when it existed.
 */
export async function insertCertificate(
  tx: Tx,
  values: NewCertificate & { code: string; issued_at: Date },
): Promise<CertificateRow | undefined> {
  const [inserted] = await tx
    .insert(certificates)
    .values({ ...values, issued_at: toDbTimestamp(values.issued_at) })
    .onConflictDoNothing({ target: [certificates.user_id, certificates.cla_cohort_id] })
    .returning();
  return inserted;
}
