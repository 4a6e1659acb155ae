/**
 * docs/api.md §6.17: a facilitator grants students of an item's cohort a later due date for the item, with a
 * reason; changes or revokes it. Steps of §3.4 are numbered in comments.
 */
import { eq } from "drizzle-orm";
import { API_MESSAGES, extensionGrant, extensionUpdate, WRAPPERS, type AssessmentKind } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { validateFields, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { requireWorkItem } from "../work/queries.ts";
import { extensionsOf, requireExtension, selectExtensions } from "./queries.ts";
import {
  changeExtensionRecord,
  checkDueDate,
  checkGrant,
  grantExtensions,
  revokeExtensionRecord,
} from "./records.ts";

const { extensions } = schema;

export function extensionHandlers(kind: AssessmentKind) {
  async function list(c: AppContext) {
    const { db } = c.var.deps.database;
    const item = await requireWorkItem(db, kind, c.req.param("id"));
    return c.json({ extensions: await selectExtensions(db, extensionsOf(kind, item.id)) });
  }

  /** POST: one extension per student named; a student who has one already gets the new date and reason. */
  async function grant(c: AppContext) {
    const { db } = c.var.deps.database;
    // 7, 8
    const inner = wrapper(c, WRAPPERS.extension);
    const item = await requireWorkItem(db, kind, c.req.param("id"));
    // 10: every field error together, the students and the date checked against the item.
    const v = validateFields(extensionGrant, inner);
    const studentIds = [...new Set(v.data.cla_user_ids ?? [])];
    const checks = await checkGrant(db, item, {
      studentIds: v.errors.cla_user_ids ? undefined : studentIds,
      due_date: v.has("due_date") ? v.data.due_date : undefined,
    });
    for (const [key, message] of Object.entries(checks)) v.add(key, message);
    const input = v.valid();
    // 12
    await write(c, (tx) =>
      grantExtensions(tx, kind, item.id, { studentIds, ...input, grantedBy: caller(c).id }),
    );
    return c.json({ extensions: await selectExtensions(db, extensionsOf(kind, item.id, studentIds)) }, 201);
  }

  return { list, grant };
}

/** PUT /cla_extensions/{id}: a new due date (still after the item's), a new reason, or both. */
export async function changeExtension(c: AppContext) {
  const { db } = c.var.deps.database;
  const inner = wrapper(c, WRAPPERS.extension);
  const extension = await requireExtension(db, c.req.param("id"));
  const v = validateFields(extensionUpdate, inner);
  const dueError = v.has("due_date") ? checkDueDate(extension.item_due_date, v.data.due_date) : null;
  if (dueError !== null) v.add("due_date", dueError);
  const input = v.valid();
  await write(c, (tx) => changeExtensionRecord(tx, extension.id, input, caller(c).id));
  const [json] = await selectExtensions(db, eq(extensions.id, extension.id));
  return c.json(json);
}

/** DELETE /cla_extensions/{id}: the student's due date is the item's again. */
export async function revokeExtension(c: AppContext) {
  const { db } = c.var.deps.database;
  const extension = await requireExtension(db, c.req.param("id"));
  await write(c, (tx) => revokeExtensionRecord(tx, extension.id));
  return c.json({ message: API_MESSAGES.extensionRevoked });
}
