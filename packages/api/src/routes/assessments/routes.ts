/** docs/api.md §6.5, at the kind's path (/cla_assignments, /cla_contributions, /cla_cbts). */
import { ASSESSMENT_KINDS, ASSESSMENT_SCHEMAS, assessmentsQuery, type AssessmentKind } from "@cla/domain";
import type { Route } from "../../http/route.ts";
import { crudRoutes } from "../crud.ts";
import { assessmentHandlers } from "./handlers.ts";

export function assessmentRoutes(kind: AssessmentKind): Route[] {
  const info = ASSESSMENT_KINDS[kind];
  return crudRoutes({
    path: info.path,
    tag: `${info.thing}s`,
    thing: info.thing,
    wrapper: info.wrapper,
    query: assessmentsQuery,
    create: ASSESSMENT_SCHEMAS.create,
    update: ASSESSMENT_SCHEMAS.update,
    response: ASSESSMENT_SCHEMAS.response,
    deleteMessage: info.deleteMessage,
    handlers: assessmentHandlers(kind),
  });
}
