/** Extensions as the `Extension` object of docs/api.md §5, §6.17. */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { parseUuid, sortByName, type AssessmentKind, type Extension } from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { toTimestamp } from "../../db/values.ts";
import { EXTENSION_ITEM_COLUMN } from "../../records/extensions.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { extensions, users } = schema;

/** The kind of an extension's row: the one item column that is set. */
const itemKind = sql<AssessmentKind>`CASE WHEN ${extensions.cla_assignment_id} IS NOT NULL THEN 'assignment'
  WHEN ${extensions.cla_contribution_id} IS NOT NULL THEN 'contribution' ELSE 'cbt' END`;

/** The extensions `where` names, in the people order (§1.6). */
export async function selectExtensions(db: Queryable, where: SQL | undefined): Promise<Extension[]> {
  const rows = await db
    .select({
      id: extensions.id,
      item_kind: itemKind,
      item_id: sql<string>`coalesce(${extensions.cla_assignment_id}, ${extensions.cla_contribution_id}, ${extensions.cla_cbt_id})`,
      cla_student_id: extensions.cla_student_id,
      student_name: users.name,
      name: users.name,
      due_date: extensions.due_date,
      reason: extensions.reason,
      cla_facilitator_id: extensions.cla_facilitator_id,
      created_at: extensions.created_at,
      updated_at: extensions.updated_at,
    })
    .from(extensions)
    .innerJoin(users, eq(users.id, extensions.cla_student_id))
    .where(where);
  return sortByName(rows).map(({ name: _name, ...row }) => ({
    ...row,
    created_at: toTimestamp(row.created_at),
    updated_at: toTimestamp(row.updated_at),
  }));
}

/** The extensions of one item, or of some of its students. */
export function extensionsOf(kind: AssessmentKind, itemId: string, studentIds?: string[]): SQL {
  return and(
    eq(EXTENSION_ITEM_COLUMN[kind], itemId),
    studentIds === undefined ? undefined : inArray(extensions.cla_student_id, studentIds),
  )!;
}

/** What the change and the revoke need of the extension of a path. */
export interface ExtensionRef {
  id: string;
  item_kind: AssessmentKind;
  item_due_date: string;
}

/** The extension named by a path, with its item's due date, or 404 `Extension not found` (malformed too). */
export function requireExtension(db: Queryable, raw: unknown): Promise<ExtensionRef> {
  const { assignments, contributions, cbts } = schema;
  return findOr404("Extension", parseUuid(raw), (id) =>
    first(
      db
        .select({
          id: extensions.id,
          item_kind: itemKind,
          item_due_date: sql<string>`coalesce(${assignments.due_date}, ${contributions.due_date}, ${cbts.due_date})`,
        })
        .from(extensions)
        .leftJoin(assignments, eq(assignments.id, extensions.cla_assignment_id))
        .leftJoin(contributions, eq(contributions.id, extensions.cla_contribution_id))
        .leftJoin(cbts, eq(cbts.id, extensions.cla_cbt_id))
        .where(eq(extensions.id, id))
        .limit(1),
    ),
  );
}
