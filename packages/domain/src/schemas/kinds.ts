/**
 * The three assessment kinds and their score endpoints (docs/api.md §6.5, §6.6, §8), as tables the server
 * (routes, 404/409 texts, mail) and the portal (routes, calls) both read.
 */
import { z } from "zod";
import type { AssessmentKind } from "./errors";
import { API_ERRORS } from "./errors";
import { assessmentSchema, cbtScoreSchema, contributionScoreSchema, submissionSchema } from "./objects";
import {
  assessmentCreate,
  assessmentUpdate,
  cbtScoreCreate,
  contributionScoreCreate,
  submissionCreate,
  wrapBody,
} from "./payloads";
import { SCORE_ENDPOINTS, WRAPPERS } from "../kinds";
import { requiredQueryParam, uuidField } from "./primitives";

/** Request and response schemas shared by the three assessment kinds. */
export const ASSESSMENT_SCHEMAS = {
  create: assessmentCreate,
  update: assessmentUpdate,
  response: assessmentSchema,
} as const;

function scoreBody<W extends string, I extends string, S extends z.ZodType>(
  wrapper: W,
  itemKey: I,
  inner: S,
) {
  return wrapBody(wrapper, inner).extend({ [itemKey]: uuidField.optional() } as {
    [P in I]: z.ZodOptional<typeof uuidField>;
  });
}

export const SCORE_KINDS = {
  assignment: {
    ...SCORE_ENDPOINTS.assignment,
    thing: "Assignment",
    alreadyScored: API_ERRORS.alreadyScored("assignment"),
    payload: submissionCreate,
    body: scoreBody(WRAPPERS.submission, "cla_assignment_id", submissionCreate),
    response: submissionSchema,
    withoutScoresQuery: z.object({ cla_assignment_id: requiredQueryParam }),
  },
  contribution: {
    ...SCORE_ENDPOINTS.contribution,
    thing: "Contribution",
    alreadyScored: API_ERRORS.alreadyScored("contribution"),
    payload: contributionScoreCreate,
    body: scoreBody(WRAPPERS.contributionScore, "cla_contribution_id", contributionScoreCreate),
    response: contributionScoreSchema,
    withoutScoresQuery: z.object({ cla_contribution_id: requiredQueryParam }),
  },
  cbt: {
    ...SCORE_ENDPOINTS.cbt,
    thing: "CBT",
    alreadyScored: API_ERRORS.alreadyScored("cbt"),
    payload: cbtScoreCreate,
    body: scoreBody(WRAPPERS.cbtScore, "cla_cbt_id", cbtScoreCreate),
    response: cbtScoreSchema,
    withoutScoresQuery: z.object({ cla_cbt_id: requiredQueryParam }),
  },
} as const;

/** One row of SCORE_KINDS. */
export type ScoreKindInfo = (typeof SCORE_KINDS)[AssessmentKind];
