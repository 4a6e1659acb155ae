/** docs/api.md §6.6, at the kind's score path (/cla_submissions, /cla_contributions_scores, /cla_cbts_scores). */
import { SCORE_KINDS, studentsWithoutScoresSchema, type AssessmentKind } from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { scoreHandlers } from "./handlers.ts";

export function scoreRoutes(kind: AssessmentKind): Route[] {
  const info = SCORE_KINDS[kind];
  const h = scoreHandlers(kind);
  return areaRoutes({ tag: "Scores", auth: "facilitator" }, [
    {
      op: `GET ${info.path}/students_without_scores`,
      summary: `Students of the ${info.thing}'s cohort without a score`,
      query: info.withoutScoresQuery,
      success: { status: 200, schema: studentsWithoutScoresSchema, description: "Counts and list" },
      errors: { 404: `${info.thing} not found`, 422: `${info.itemKey} is required` },
      handler: h.withoutScores,
    },
    {
      op: `POST ${info.path}`,
      summary: `Score a student on a ${info.thing} (final)`,
      body: info.body,
      success: { status: 201, schema: info.response, description: "The score; the score mail is queued" },
      errors: {
        400: `missing "${info.wrapper}" object`,
        404: `${info.thing} not found`,
        409: info.alreadyScored,
        422: "invalid fields",
      },
      handler: h.create,
    },
  ]);
}
