/** docs/api.md §6.14 CBTs taken in the portal: /cla_cbts/{id}/questions, …/attempt, …/results. */
import { z } from "zod";
import {
  API_ERRORS,
  cbtAnswersPut,
  cbtAttemptResponseSchema,
  cbtResultsResponseSchema,
  cbtTestPut,
  cbtTestSchema,
  WRAPPERS,
  wrapBody,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import {
  getAttempt,
  getQuestions,
  getResults,
  putQuestions,
  saveAnswers,
  startAttempt,
  submitAttempt,
} from "./handlers.ts";

const notFound = "CBT not found";
const scope = "a CBT of another cohort (scope)";
const attempt = { status: 200, schema: cbtAttemptResponseSchema } as const;
/** POST attempt and submit take no fields: no body, an empty one or a JSON object (as POST sign_out). */
const noBody = { body: z.object({}), bodyKind: "optional" as const };
/** 409s of a call on a running attempt. */
const closedAttempt = `${API_ERRORS.cbtNotStarted} / ${API_ERRORS.cbtSubmitted} / ${API_ERRORS.cbtTimeUp}`;

export const cbtTestRoutes: Route[] = areaRoutes({ tag: "CBT tests", auth: "student" }, [
  {
    op: "GET /cla_cbts/{id}/questions",
    summary: "The CBT's questions with their answers, and its time limit and shuffle",
    auth: "facilitator",
    success: { status: 200, schema: cbtTestSchema, description: "The test as written" },
    errors: { 404: notFound },
    handler: getQuestions,
  },
  {
    op: "PUT /cla_cbts/{id}/questions",
    summary: "Replace the CBT's questions and settings (until a student starts)",
    auth: "facilitator",
    body: wrapBody(WRAPPERS.cbtTest, cbtTestPut),
    success: { status: 200, schema: cbtTestSchema, description: "The test as stored" },
    errors: {
      400: `missing "${WRAPPERS.cbtTest}" object`,
      404: notFound,
      409: API_ERRORS.cbtQuestionsLocked,
      422: "invalid fields, keyed questions.<index>.<field> inside the list",
    },
    handler: putQuestions,
  },
  {
    op: "GET /cla_cbts/{id}/attempt",
    summary:
      "The caller's start page, attempt in progress or result (its points, score and right answers once the CBT has closed: due day over, no attempt still open)",
    success: { ...attempt, description: "attempt null before the start" },
    errors: { 403: scope, 404: notFound },
    handler: getAttempt,
  },
  {
    op: "POST /cla_cbts/{id}/attempt",
    summary: "Start the caller's one attempt; the deadline is fixed now",
    ...noBody,
    success: { ...attempt, status: 201, description: "The attempt, its questions in the caller's order" },
    errors: {
      403: scope,
      404: notFound,
      409: [
        API_ERRORS.cbtAlreadyStarted,
        API_ERRORS.cbtNoQuestions,
        API_ERRORS.cbtScoredByHand,
        API_ERRORS.cbtDuePassed,
      ].join(" / "),
    },
    handler: startAttempt,
  },
  {
    op: "PUT /cla_cbts/{id}/attempt/answers",
    summary: "Save some of the caller's answers (null takes one back)",
    body: wrapBody(WRAPPERS.cbtAnswers, cbtAnswersPut),
    success: { ...attempt, description: "The attempt with its answers as saved" },
    errors: {
      400: `missing "${WRAPPERS.cbtAnswers}" object`,
      403: scope,
      404: notFound,
      409: closedAttempt,
      422: "a value that does not fit its question, keyed answers.<question id>",
    },
    handler: saveAnswers,
  },
  {
    op: "POST /cla_cbts/{id}/attempt/submit",
    summary: "Submit the caller's attempt: it is graded now",
    ...noBody,
    success: { ...attempt, description: "The graded attempt (its score once the CBT has closed)" },
    errors: { 403: scope, 404: notFound, 409: closedAttempt },
    handler: submitAttempt,
  },
  {
    op: "GET /cla_cbts/{id}/results",
    summary: "Every student of the CBT's cohort with their attempt, and each question's share right",
    auth: "facilitator",
    success: { status: 200, schema: cbtResultsResponseSchema, description: "Students in the people order" },
    errors: { 404: notFound },
    handler: getResults,
  },
]);
