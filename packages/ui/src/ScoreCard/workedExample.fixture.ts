import { workedExample } from "@cla/domain/fixtures";

import type { ScorePoints } from "./ScoreCard";

/**
 * The points worked example, read from the shared fixture (@cla/domain/fixtures, a development
 * dependency: stories and tests only), in the shape the score components take.
 */
const { expected } = workedExample;

export const workedPoints: ScorePoints = {
  assignment: expected.submission_points,
  attendance: expected.attendance_points,
  contributions: expected.contributions_points,
  cbt: expected.cbt_points,
};

export const workedTotal = expected.total;

/** The same as the portal shows them, in the order assignment, attendance, contributions, CBT, total. */
export const workedShown = workedExample.shown;
