/**
 * The three assessment kinds and their score endpoints (API.md §6.5, §6.6, §8), as tables the server
 * (routes, 404/409 texts, mail) and the portal (routes, calls) both read.
 */
import { z } from "zod";
import type { AssessmentKind, Thing } from "./errors";
import { API_ERRORS } from "./errors";
import { assessmentSchema, cbtScoreSchema, contributionScoreSchema, submissionSchema } from "./objects";
import {
  assessmentCreate,
  assessmentUpdate,
  cbtScoreCreate,
  contributionScoreCreate,
  submissionCreate,
  WRAPPERS,
  wrapBody,
} from "./payloads";
import { requiredQueryParam, uuidField } from "./primitives";

export const ASSESSMENT_KIND_NAMES = [
  "assignment",
  "contribution",
  "cbt",
] as const satisfies readonly AssessmentKind[];

/** One row of ASSESSMENT_KINDS. */
export interface AssessmentKindInfo {
  kind: AssessmentKind;
  /** API path under /api/v1 */
  path: string;
  wrapper: string;
  /** `<Thing> not found`; also the kind's label in the score mail */
  thing: Thing;
  deleteMessage: string;
  /** /portal/<segment>/<id> (also the link in the score mail) */
  portalSegment: string;
}

export const ASSESSMENT_KINDS = {
  assignment: {
    kind: "assignment",
    path: "/cla_assignments",
    wrapper: WRAPPERS.assignment,
    thing: "Assignment",
    deleteMessage: "Assignment deleted successfully",
    portalSegment: "assignments",
  },
  contribution: {
    kind: "contribution",
    path: "/cla_contributions",
    wrapper: WRAPPERS.contribution,
    thing: "Contribution",
    deleteMessage: "Contribution deleted successfully",
    portalSegment: "contributions",
  },
  cbt: {
    kind: "cbt",
    path: "/cla_cbts",
    wrapper: WRAPPERS.cbt,
    thing: "CBT",
    deleteMessage: "CBT deleted successfully",
    portalSegment: "cbts",
  },
} as const satisfies Record<AssessmentKind, AssessmentKindInfo>;

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
    kind: "assignment",
    path: "/cla_submissions",
    wrapper: WRAPPERS.submission,
    studentKey: "cla_student_id",
    itemKey: "cla_assignment_id",
    thing: "Assignment",
    alreadyScored: API_ERRORS.alreadyScored("assignment"),
    payload: submissionCreate,
    body: scoreBody(WRAPPERS.submission, "cla_assignment_id", submissionCreate),
    response: submissionSchema,
    withoutScoresQuery: z.object({ cla_assignment_id: requiredQueryParam }),
  },
  contribution: {
    kind: "contribution",
    path: "/cla_contributions_scores",
    wrapper: WRAPPERS.contributionScore,
    studentKey: "cla_user_id",
    itemKey: "cla_contribution_id",
    thing: "Contribution",
    alreadyScored: API_ERRORS.alreadyScored("contribution"),
    payload: contributionScoreCreate,
    body: scoreBody(WRAPPERS.contributionScore, "cla_contribution_id", contributionScoreCreate),
    response: contributionScoreSchema,
    withoutScoresQuery: z.object({ cla_contribution_id: requiredQueryParam }),
  },
  cbt: {
    kind: "cbt",
    path: "/cla_cbts_scores",
    wrapper: WRAPPERS.cbtScore,
    studentKey: "cla_user_id",
    itemKey: "cla_cbt_id",
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
