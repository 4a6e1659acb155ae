/** docs/api.md §6.17 Extensions: per item at the kind's path, one extension at /cla_extensions/{id}. */
import {
  ASSESSMENT_KINDS,
  extensionGrant,
  extensionRevokedSchema,
  extensionSchema,
  extensionsResponseSchema,
  extensionUpdate,
  wrapBody,
  WRAPPERS,
  type AssessmentKind,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { changeExtension, extensionHandlers, revokeExtension } from "./handlers.ts";

const area = { tag: "Extensions", auth: "facilitator" } as const;

export function extensionRoutes(kind: AssessmentKind): Route[] {
  const { path, thing } = ASSESSMENT_KINDS[kind];
  const h = extensionHandlers(kind);
  const notFound = `${thing} not found`;
  return areaRoutes(area, [
    {
      op: `GET ${path}/{id}/extensions`,
      summary: `The extensions granted on a ${thing.toLowerCase()}`,
      success: { status: 200, schema: extensionsResponseSchema, description: "In the people order" },
      errors: { 404: notFound },
      handler: h.list,
    },
    {
      op: `POST ${path}/{id}/extensions`,
      summary: `Grant students of the ${thing.toLowerCase()}'s cohort a later due date (again: a new date and reason)`,
      body: wrapBody(WRAPPERS.extension, extensionGrant),
      success: { status: 201, schema: extensionsResponseSchema, description: "The students' extensions" },
      errors: {
        400: `missing "${WRAPPERS.extension}" object`,
        404: notFound,
        422: "invalid fields; a student not of the item's cohort; a date not after the item's",
      },
      handler: h.grant,
    },
  ]);
}

export const extensionRecordRoutes: Route[] = areaRoutes(area, [
  {
    op: "PUT /cla_extensions/{id}",
    summary: "Change an extension's due date or reason",
    body: wrapBody(WRAPPERS.extension, extensionUpdate),
    success: { status: 200, schema: extensionSchema, description: "The extension" },
    errors: {
      400: `missing "${WRAPPERS.extension}" object`,
      404: "Extension not found",
      422: "invalid fields; a date not after the item's",
    },
    handler: changeExtension,
  },
  {
    op: "DELETE /cla_extensions/{id}",
    summary: "Revoke an extension: the item's due date applies again",
    success: { status: 200, schema: extensionRevokedSchema, description: "Extension revoked successfully" },
    errors: { 404: "Extension not found" },
    handler: revokeExtension,
  },
]);
