/**
 * docs/api.md §6.13: students hand in work (text, links, files) for assignments and contributions, and
 * facilitators read it beside the score form. One implementation for both kinds (docs/decisions/130);
 * the rules are docs/decisions/157. Steps of §3.4 are numbered in comments.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import {
  API_ERRORS,
  FIELD_MESSAGES,
  parseUuid,
  sortByName,
  STUDENT_ROLE,
  WORK_FILE_MAX_BYTES,
  WORK_FILES_TOTAL_MAX_BYTES,
  WRAPPERS,
  workPut,
  type StudentWork,
  type WorkFileResponse,
  type WorkKind,
  type WorkResponse,
  type WorkCountsResponse,
  type WorkStatusResponse,
} from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { toDbTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { itemPath } from "../../mail/templates.ts";
import { findOr404, first } from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";
import { listFilter } from "../assessments/handlers.ts";
import { KIND_TABLES } from "../assessments/kinds.ts";
import { acceptedType, attachmentDisposition, storedFileName } from "./files.ts";
import {
  fileColumns,
  requireWorkItem,
  selectOwnFiles,
  selectWorkFiles,
  selectWorks,
  selectWorkScores,
  selectWorkCounts,
  selectWorkStatus,
  WORK_ITEM_COLUMN,
  workJson,
  type WorkItem,
} from "./queries.ts";

const { users, roles, works, work_files } = schema;

/** A file not part of any work this long after its upload is deleted at its owner's next upload. */
const UNATTACHED_FILE_KEPT_MS = 24 * 60 * 60 * 1000;

/** POST /cla_work_files (student): one file, judged by its content, within the student's 100 MiB. */
export async function uploadWorkFile(c: AppContext) {
  const who = caller(c);
  const { file } = c.var.body as { file: File | undefined };
  // 10: the part, its size and its type, then the student's total.
  if (file === undefined || file.size === 0) throw invalidField("file", FIELD_MESSAGES.required);
  if (file.size > WORK_FILE_MAX_BYTES) throw apiError(413, API_ERRORS.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await acceptedType(bytes);
  if (type === null) throw apiError(415, API_ERRORS.fileTypeRefused);
  const name = storedFileName(file.name, type);
  const now = c.var.now;
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  // Before the transaction: on PGlite the bytes go to a file with asynchronous I/O (decision 181).
  const kept = await c.var.deps.database.files.keep(bytes, sha256);

  const stored = await write(c, async (tx) => {
    // One upload of a student at a time, so two at once cannot both fit in the total.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${who.id} FOR UPDATE`);
    await tx
      .delete(work_files)
      .where(
        and(
          eq(work_files.cla_student_id, who.id),
          isNull(work_files.work_id),
          lt(work_files.created_at, toDbTimestamp(new Date(now.getTime() - UNATTACHED_FILE_KEPT_MS))),
        ),
      );
    const [total] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${work_files.size}), 0)::bigint` })
      .from(work_files)
      .where(eq(work_files.cla_student_id, who.id));
    if (Number(total!.bytes) + bytes.byteLength > WORK_FILES_TOTAL_MAX_BYTES) {
      throw invalidField("file", FIELD_MESSAGES.filesTotalTooLarge);
    }
    const [row] = await tx
      .insert(work_files)
      .values({
        cla_student_id: who.id,
        name,
        content_type: type.contentType,
        size: bytes.byteLength,
        sha256,
        bytes: kept,
        created_at: toDbTimestamp(now),
      })
      .returning(fileColumns);
    return row!;
  });
  const body: WorkFileResponse = { file: stored };
  return c.json(body, 201);
}

/**
 * GET /cla_work_files/{id}: the bytes, as an attachment that no browser renders or sniffs, to the
 * student who uploaded it and to facilitators; everyone else gets the 404 of an unknown file.
 */
export async function downloadWorkFile(c: AppContext) {
  const { db, files } = c.var.deps.database;
  const who = caller(c);
  const file = await findOr404("File", parseUuid(c.req.param("id")), (id) =>
    first(
      db
        .select({
          cla_student_id: work_files.cla_student_id,
          name: work_files.name,
          content_type: work_files.content_type,
          size: work_files.size,
          sha256: work_files.sha256,
          base64: files.base64Column,
        })
        .from(work_files)
        .where(eq(work_files.id, id))
        .limit(1),
    ),
  );
  if (!who.isFacilitator && file.cla_student_id !== who.id)
    throw apiError(404, API_ERRORS.thingNotFound("File"));
  return c.body(await files.body(file), 200, {
    "Content-Type": file.content_type,
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(file.name),
    "Content-Security-Policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
    "Cache-Control": "private, no-store",
  });
}

export function workHandlers(kind: WorkKind) {
  const itemColumn = WORK_ITEM_COLUMN[kind];
  const { scores } = KIND_TABLES[kind];

  /** The student's work on `item` and their score, as the student's answers show them. */
  async function ownWork(db: Queryable, item: WorkItem, studentId: string, timeZone: string) {
    const [[row], files, scored] = await Promise.all([
      selectWorks(db, kind, item.id, studentId),
      selectWorkFiles(db, kind, item.id, studentId),
      selectWorkScores(db, kind, item.id, studentId),
    ]);
    const body: WorkResponse = {
      work: row === undefined ? null : workJson(row, files.get(row.id) ?? [], item, timeZone),
      score: scored.get(studentId) ?? null,
    };
    return body;
  }

  /** PUT …/{id}/work (a student of the item's cohort): hands in or updates their work until it is scored. */
  async function put(c: AppContext) {
    const { db } = c.var.deps.database;
    const who = caller(c);
    // 7, 8, 9
    const input = wrapper(c, WRAPPERS.work);
    const item = await requireWorkItem(db, kind, c.req.param("id"));
    ensureCohortScope(who, item.cla_cohort_id);
    const now = toDbTimestamp(c.var.now);

    await write(c, async (tx, mail) => {
      const [existing] = await tx
        .select({ id: works.id, text: works.text, links: works.links })
        .from(works)
        .where(and(eq(itemColumn, item.id), eq(works.cla_student_id, who.id)))
        .for("update");
      const attached = existing
        ? await tx.select({ id: work_files.id }).from(work_files).where(eq(work_files.work_id, existing.id))
        : [];

      // 10: the fields, then the files (the caller's own, not part of their work on another item), then
      // that something is handed in; all errors together.
      const v = validateFields(workPut, input);
      const fileIds = v.data.file_ids === undefined ? undefined : [...new Set(v.data.file_ids)];
      if (fileIds !== undefined && v.has("file_ids")) {
        const own = new Map((await selectOwnFiles(tx, who.id, fileIds)).map((f) => [f.id, f.work_id]));
        for (const id of fileIds) {
          const workId = own.get(id);
          if (workId === undefined) v.add("file_ids", FIELD_MESSAGES.doesNotExist);
          else if (workId !== null && workId !== existing?.id)
            v.add("file_ids", FIELD_MESSAGES.fileHandedInElsewhere);
        }
      }
      const text = v.data.text !== undefined ? v.data.text : (existing?.text ?? null);
      const links = v.data.links ?? existing?.links ?? [];
      const files = fileIds ?? attached.map((f) => f.id);
      const wellFormed = Object.keys(v.errors).length === 0;
      if (wellFormed && text === null && links.length === 0 && files.length === 0)
        v.add(WRAPPERS.work, FIELD_MESSAGES.emptyWork);
      v.valid();

      // 12: no change once the item is scored for this student.
      const [score] = await tx
        .select({ id: scores.item })
        .from(scores.table)
        .where(and(eq(scores.item, item.id), eq(scores.student, who.id)))
        .limit(1);
      if (score) throw apiError(409, API_ERRORS.workAlreadyScored);

      const [saved] = await tx
        .insert(works)
        .values({
          [itemColumn.name]: item.id,
          cla_student_id: who.id,
          text,
          links,
          submitted_at: now,
          created_at: now,
          updated_at: now,
        } as typeof works.$inferInsert)
        // Two first hand-ins at once: the unique index lets one insert, and the other updates it.
        .onConflictDoUpdate({
          target: [itemColumn, works.cla_student_id],
          set: { text, links, updated_at: now },
        })
        .returning({ id: works.id });
      const workId = saved!.id;
      // The first hand-in tells the item's author (docs/api.md §6.16).
      if (existing === undefined && item.author_id !== null) {
        await mail.notify({
          user_id: item.author_id,
          kind: "hand_in",
          title: `Work handed in: ${item.name}`,
          body: `${who.name} handed in their work.`,
          path: `${itemPath(kind, item.id)}?student=${who.id}`,
        });
      }
      if (fileIds !== undefined) {
        // Files taken out of the work are deleted; they no longer count toward the student's total.
        await tx
          .delete(work_files)
          .where(
            and(
              eq(work_files.work_id, workId),
              fileIds.length === 0 ? undefined : notInArray(work_files.id, fileIds),
            ),
          );
        if (fileIds.length > 0) {
          const taken = await tx
            .update(work_files)
            .set({ work_id: workId })
            .where(
              and(
                eq(work_files.cla_student_id, who.id),
                inArray(work_files.id, fileIds),
                or(isNull(work_files.work_id), eq(work_files.work_id, workId)),
              ),
            )
            .returning({ id: work_files.id });
          // A PUT for another item took one of them since they were checked: nothing of this one is kept.
          if (taken.length !== fileIds.length)
            throw invalidField("file_ids", FIELD_MESSAGES.fileHandedInElsewhere);
        }
      }
    });
    return c.json(await ownWork(db, item, who.id, c.var.deps.settings.academyTimeZone));
  }

  /** GET …/{id}/work (a student of the item's cohort): their own work and score, each null when none. */
  async function get(c: AppContext) {
    const { db } = c.var.deps.database;
    const who = caller(c);
    const item = await requireWorkItem(db, kind, c.req.param("id"));
    ensureCohortScope(who, item.cla_cohort_id);
    return c.json(await ownWork(db, item, who.id, c.var.deps.settings.academyTimeZone));
  }

  /** GET …/{id}/works (facilitator): every student of the item's cohort, in the people order. */
  async function list(c: AppContext) {
    const { db } = c.var.deps.database;
    const item = await requireWorkItem(db, kind, c.req.param("id"));
    const [students, rows, files, scored] = await Promise.all([
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.cla_role_id))
        .where(and(eq(users.cla_cohort_id, item.cla_cohort_id), eq(roles.name, STUDENT_ROLE))),
      selectWorks(db, kind, item.id, null),
      selectWorkFiles(db, kind, item.id, null),
      selectWorkScores(db, kind, item.id, null),
    ]);
    const timeZone = c.var.deps.settings.academyTimeZone;
    const byStudent = new Map(rows.map((row) => [row.cla_student_id, row]));
    const entries: StudentWork[] = sortByName(students).map((student) => {
      const row = byStudent.get(student.id);
      return {
        student,
        work: row === undefined ? null : workJson(row, files.get(row.id) ?? [], item, timeZone),
        score: scored.get(student.id) ?? null,
      };
    });
    return c.json({ works: entries });
  }

  /** GET …/work_status (a student): their hand-in status on every item the list's filters name. */
  async function status(c: AppContext) {
    const filter = await listFilter(c);
    const body: WorkStatusResponse = {
      work_status:
        filter === null
          ? []
          : await selectWorkStatus(
              c.var.deps.database.db,
              kind,
              filter,
              caller(c).id,
              c.var.deps.settings.academyTimeZone,
            ),
    };
    return c.json(body);
  }

  /** GET …/work_counts (facilitator): every item the list's filters name, with its hand-ins and those to score. */
  async function counts(c: AppContext) {
    const filter = await listFilter(c);
    const body: WorkCountsResponse = {
      work_counts: filter === null ? [] : await selectWorkCounts(c.var.deps.database.db, kind, filter),
    };
    return c.json(body);
  }

  return { put, get, list, status, counts };
}
