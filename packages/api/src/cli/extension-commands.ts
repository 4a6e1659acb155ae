/**
 * Extensions (docs/api.md §6.17) from a terminal (`pnpm cla extensions|extend|extension-revoke`): the same checks
 * and record functions as the endpoints, in one transaction each, with `pnpm cla` as the activity log's actor.
 */
import { parseArgs } from "node:util";
import {
  ASSESSMENT_KIND_NAMES,
  dateField,
  extensionReasonField,
  parseUserId,
  type AssessmentKind,
} from "@cla/domain";
import type { Database } from "../db/index.ts";
import { ApiError } from "../http/errors.ts";
import { extensionsOf, requireExtension, selectExtensions } from "../routes/extensions/queries.ts";
import { checkGrant, grantExtensions, revokeExtensionRecord } from "../routes/extensions/records.ts";
import { requireWorkItem } from "../routes/work/queries.ts";
import { field, stringOptions, UsageError, type CliIo } from "./commands.ts";
import { cliWrite } from "./write.ts";
import { shown } from "./terminal.ts";

const ITEM_OPTIONS = stringOptions("kind", "item");

/** `--kind K --item ID`: the item, or a usage error naming what is wrong. */
async function item(database: Database, values: { kind?: string; item?: string }) {
  const kind = values.kind as AssessmentKind;
  if (!ASSESSMENT_KIND_NAMES.includes(kind))
    throw new UsageError(`--kind: must be ${ASSESSMENT_KIND_NAMES.join(", ")}`);
  try {
    return { kind, item: await requireWorkItem(database.db, kind, values.item) };
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(`--item: ${error.message}`);
    throw error;
  }
}

/** `extensions --kind K --item ID`: the item's extensions, one a line. */
export async function listExtensions(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({ args, options: ITEM_OPTIONS });
  const { kind, item: found } = await item(database, values);
  for (const e of await selectExtensions(database.db, extensionsOf(kind, found.id)))
    io.out(shown`${e.id}  ${e.cla_student_id}  ${e.student_name}  due ${e.due_date}  ${e.reason}\n`);
}

/** `extend --kind K --item ID --due D --reason R --user ID [--user ID …]`: grants, or changes, extensions. */
export async function extend(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { ...ITEM_OPTIONS, ...stringOptions("due", "reason"), user: { type: "string", multiple: true } },
  });
  const { kind, item: found } = await item(database, values);
  const studentIds = [...new Set((values.user ?? []).map((raw) => parseUserId(raw) ?? raw))];
  const input = {
    due_date: field("due", dateField, values.due),
    reason: field("reason", extensionReasonField, values.reason),
  };
  const errors = await checkGrant(database.db, found, { studentIds, due_date: input.due_date });
  const [key, message] = Object.entries(errors)[0] ?? [];
  if (key !== undefined) throw new UsageError(`--${key === "cla_user_ids" ? "user" : "due"}: ${message}`);
  await cliWrite(database, (tx) =>
    grantExtensions(tx, kind, found.id, { studentIds, ...input, grantedBy: null }),
  );
  io.out(`Extended ${studentIds.length} student(s) to ${input.due_date}\n`);
}

/** `extension-revoke --id ID`. */
export async function revokeExtension(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("id") });
  const extension = await requireExtension(database.db, values.id).catch((error: unknown) => {
    throw error instanceof ApiError ? new UsageError(`--id: ${error.message}`) : error;
  });
  await cliWrite(database, (tx) => revokeExtensionRecord(tx, extension.id));
  io.out(`Revoked extension ${extension.id}\n`);
}
