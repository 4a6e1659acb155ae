/** docs/api.md §6.13 Work: files (/cla_work_files) and each kind's hand-ins (/cla_assignments/{id}/work, …). */
import { z } from "zod";
import {
  ASSESSMENT_KINDS,
  assessmentsQuery,
  WRAPPERS,
  workFileResponseSchema,
  workPut,
  workResponseSchema,
  worksResponseSchema,
  workCountsResponseSchema,
  workStatusResponseSchema,
  wrapBody,
  type WorkKind,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { downloadWorkFile, uploadWorkFile, workHandlers } from "./handlers.ts";

const area = { tag: "Work", auth: "student" } as const;

export const workFileRoutes: Route[] = areaRoutes(area, [
  {
    op: "POST /cla_work_files",
    summary:
      "Upload a file to hand in (multipart/form-data, one part named file; read only once the caller is a student)",
    bodyKind: "upload",
    body: z.object({ file: z.string().meta({ format: "binary", description: "At most 10 MiB" }) }),
    success: { status: 201, schema: workFileResponseSchema, description: "The stored file" },
    errors: {
      413: "the file is over 10 MiB",
      415: "the content is not PDF, DOCX, XLSX, PPTX, ODT, PNG, JPEG or plain text",
      422: "file is required; the student's files would pass 100 MiB in total",
    },
    handler: uploadWorkFile,
  },
  {
    op: "GET /cla_work_files/{id}",
    summary: "Download a handed-in file (its owner and facilitators)",
    auth: "signed_in",
    success: {
      status: 200,
      schema: z.string().meta({ format: "binary" }),
      description: "The bytes, as an attachment, with the type found at upload",
      contentType: "application/octet-stream",
    },
    errors: { 404: "File not found (also anyone's file but one's own, for a student)" },
    handler: downloadWorkFile,
  },
]);

export function workRoutes(kind: WorkKind): Route[] {
  const { path, thing } = ASSESSMENT_KINDS[kind];
  const h = workHandlers(kind);
  const notFound = `${thing} not found`;
  return areaRoutes(area, [
    {
      op: `PUT ${path}/{id}/work`,
      summary: `Hand in or update the caller's work on a ${thing.toLowerCase()}`,
      body: wrapBody(WRAPPERS.work, workPut),
      success: { status: 200, schema: workResponseSchema, description: "The work as stored" },
      errors: {
        400: `missing "${WRAPPERS.work}" object`,
        403: "an item of another cohort (scope)",
        404: notFound,
        409: "already scored",
        422: "invalid fields; nothing handed in; a file that is not the caller's",
      },
      handler: h.put,
    },
    {
      op: `GET ${path}/{id}/work`,
      summary: `The caller's own work and score on a ${thing.toLowerCase()}`,
      success: { status: 200, schema: workResponseSchema, description: "Each null when there is none" },
      errors: { 403: "an item of another cohort (scope)", 404: notFound },
      handler: h.get,
    },
    {
      op: `GET ${path}/{id}/works`,
      summary: `Every student of the ${thing.toLowerCase()}'s cohort with their work and score`,
      auth: "facilitator",
      success: { status: 200, schema: worksResponseSchema, description: "In the people order" },
      errors: { 404: notFound },
      handler: h.list,
    },
  ]);
}

/**
 * GET …/work_status: the caller's hand-in status on each item of a kind's list, for the student's list
 * screens (docs/decisions/159); GET …/work_counts: each item's hand-ins and those to score, for a facilitator's
 * (decision 180). Static segments beside the kind's `{id}`, so routes/index.ts declares them before them
 * (docs/api.md §1.1).
 */
export function workStatusRoutes(kind: WorkKind): Route[] {
  const { path, thing } = ASSESSMENT_KINDS[kind];
  return areaRoutes(area, [
    {
      op: `GET ${path}/work_status`,
      summary: `The caller's hand-in status on each ${thing.toLowerCase()} of the list's filters`,
      query: assessmentsQuery,
      success: { status: 200, schema: workStatusResponseSchema, description: "One entry per item" },
      errors: {
        403: "a cohort or course of another cohort (scope)",
        404: "Cohort or course not found",
        422: "invalid query",
      },
      handler: workHandlers(kind).status,
    },
    {
      op: `GET ${path}/work_counts`,
      summary: `Each ${thing.toLowerCase()} of the list's filters with its hand-ins and those not scored yet`,
      auth: "facilitator",
      query: assessmentsQuery,
      success: { status: 200, schema: workCountsResponseSchema, description: "One entry per item" },
      errors: { 404: "Cohort or course not found", 422: "invalid query" },
      handler: workHandlers(kind).counts,
    },
  ]);
}
