/**
 * Points per student and course (docs/product.md §9, docs/api.md §7.2), computed on exact decimals.
 *
 * Binary floats cannot hold most hundredths (0.1 + 0.2 = 0.30000000000000004), so every value is turned
 * into an integer count of hundredths first, summed or divided as integers (BigInt), and turned back
 * into a number only at the end. The number returned is then the double nearest the exact decimal.
 */

/** Maximum points of each part of a course score; they add up to 100 (docs/product.md §9). */
export const SCORE_WEIGHTS = Object.freeze({
  assignment: 25,
  attendance: 30,
  contributions: 25,
  cbt: 20,
} as const);

/** The dashboard's "CLA Level n / 3" denominator (docs/product.md §9). */
export const COURSE_LEVEL_MAX = 3;

/** The maximum total of a course: the sum of {@link SCORE_WEIGHTS}. */
export const TOTAL_POINTS_MAX = 100;

/**
 * Column headings of the four points and the total, each with its maximum, in this order: the last columns of
 * the performance sheet (docs/product.md §9) and of the gradebook's CSV.
 */
export const POINTS_HEADINGS = Object.freeze([
  "Assignment (25)",
  "Attendance (30)",
  "Contributions (25)",
  "CBT (20)",
  "Total (100)",
] as const);

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Rounds the fraction `numerator / denominator` to an integer, halves away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  if (denominator < 0n) return divideRounded(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // floor((2|n| + d) / 2d) rounds |n|/d to the nearest integer, halves up, i.e. away from zero.
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** A finite number as the exact decimal it is shown as: ±digits × 10^exponent. */
type Decimal = { negative: boolean; digits: bigint; exponent: number };

/**
 * Reads a finite number as the decimal of its shortest round-trip form (`String(value)`): 0.1 is exactly
 * 1 × 10^-1 here, not the binary fraction the double holds. Throws a RangeError for NaN or ±Infinity.
 */
function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = DECIMAL_PATTERN.exec(String(value));
  if (!match) throw new RangeError(`Unreadable number: ${value}`);
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = match;
  return {
    negative: sign === "-",
    digits: BigInt(whole + fraction),
    exponent: Number(exponent) - fraction.length,
  };
}

/** Integer hundredths of `value`, rounded half away from zero: 21.25 → 2125n, 0.1 → 10n, 1.005 → 101n. */
function hundredthsOf(value: number): bigint {
  const { negative, digits, exponent } = decimalOf(value);
  const scale = exponent + 2;
  const magnitude = scale >= 0 ? digits * 10n ** BigInt(scale) : divideRounded(digits, 10n ** BigInt(-scale));
  return negative ? -magnitude : magnitude;
}

/** True when `value` has at most 2 decimals, so {@link hundredthsOf} does not round it. */
function hasAtMostTwoDecimals(value: number): boolean {
  const { digits, exponent } = decimalOf(value);
  const scale = exponent + 2;
  return scale >= 0 || digits % 10n ** BigInt(-scale) === 0n;
}

/** Integer hundredths of `value` as a plain number (exact for anything a score or point can be). */
export function toHundredths(value: number): number {
  return Number(hundredthsOf(value));
}

/** The number nearest to `hundredths / 100` (2125 → 21.25). */
export function fromHundredths(hundredths: number | bigint): number {
  return Number(hundredths) / 100;
}

/**
 * Rounds to 2 decimals, halves away from zero, on the decimal the number is shown as: 66.665 → 66.67,
 * -0.125 → -0.13, 1.005 → 1.01 (where `Math.round(1.005 * 100) / 100` gives 1).
 */
export function round2(value: number): number {
  return fromHundredths(hundredthsOf(value));
}

/**
 * `part / whole × 100` rounded once to 2 decimals, halves away from zero, on exact integers: a CBT's
 * score from its points earned and its total points (docs/api.md §6.14): 2 of 3 → 66.67, 1 of 8 → 12.5.
 * Throws a RangeError unless 0 ≤ part ≤ whole and whole ≥ 1, all whole numbers.
 */
export function percentOf(part: number, whole: number): number {
  const p = requireCount("part", part);
  const w = requireCount("whole", whole);
  if (w === 0n || p > w)
    throw new RangeError(`percentOf needs 0 ≤ part ≤ whole, whole ≥ 1; got ${part} of ${whole}`);
  return fromHundredths(divideRounded(p * 100n * 100n, w));
}

/**
 * A score or point in its shortest decimal form, at most 2 decimals (docs/api.md §8): 85.5 → "85.5" (never
 * "85.50"), 70 → "70", 0.1 + 0.2 → "0.3". More decimals are rounded half away from zero.
 */
export function formatScore(value: number): string {
  const hundredths = hundredthsOf(value);
  const negative = hundredths < 0n;
  const magnitude = negative ? -hundredths : hundredths;
  const whole = magnitude / 100n;
  const fraction = String(magnitude % 100n)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** The four points of one student in one course, flat. */
export type CoursePointParts = {
  submission_points: number;
  attendance_points: number;
  contributions_points: number;
  cbt_points: number;
};

/**
 * The course total shown to users (docs/product.md §9): the plain sum of the four points, out of 100, summed
 * exactly in hundredths (21.25 + 20 + 17.5 + 12 = 70.75, with no float drift).
 */
export function totalPoints(points: CoursePointParts): number {
  const sum =
    hundredthsOf(points.submission_points) +
    hundredthsOf(points.attendance_points) +
    hundredthsOf(points.contributions_points) +
    hundredthsOf(points.cbt_points);
  return fromHundredths(sum);
}

/** The nested per-course statistics of docs/api.md §5 (`CourseStats`), as far as the total needs them. */
export type CourseStatsLike = {
  user_submission_percentage: { submission_points: number };
  user_attendance_percentage: { attendance_points: number };
  user_contribution_stats: { contributions_points: number };
  user_cbt_stats: { cbt_points: number };
};

/** The four points of an docs/api.md §5 `CourseStats` object, flat. */
export function coursePointParts(courseStats: CourseStatsLike): CoursePointParts {
  return {
    submission_points: courseStats.user_submission_percentage.submission_points,
    attendance_points: courseStats.user_attendance_percentage.attendance_points,
    contributions_points: courseStats.user_contribution_stats.contributions_points,
    cbt_points: courseStats.user_cbt_stats.cbt_points,
  };
}

/** {@link totalPoints} of an docs/api.md §5 `CourseStats` object. */
export function courseStatsTotal(courseStats: CourseStatsLike): number {
  return totalPoints(coursePointParts(courseStats));
}

/** What docs/api.md §7.2 needs to know about one student U in one course C. */
export type CoursePointsInput = {
  /** nA: assignments in C. */
  assignmentCount: number;
  /** U's scores on C's assignments (at most nA of them; unscored assignments count as 0). */
  assignmentScores: readonly number[];
  /** m: U's attendance marks on C's live classes. */
  marks: number;
  /** p: how many of those marks are "present". */
  present: number;
  /** U's scores on C's contributions; k is how many there are (unscored contributions do not count). */
  contributionScores: readonly number[];
  /** nT: CBTs in C. */
  cbtCount: number;
  /** U's scores on C's CBTs (at most nT of them; unscored CBTs count as 0). */
  cbtScores: readonly number[];
};

/** The result of docs/api.md §7.2 for one student and course, plus the portal-side total. */
export type CoursePoints = CoursePointParts & {
  submission_percentage: number;
  attendance_percentage: number;
  total: number;
};

function requireCount(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
  }
  return BigInt(value);
}

/** Sum of scores in hundredths; each must be 0–100 with at most 2 decimals (docs/api.md §1.3). */
function sumScores(name: string, scores: readonly number[]): bigint {
  let sum = 0n;
  for (const score of scores) {
    if (!Number.isFinite(score) || score < 0 || score > 100 || !hasAtMostTwoDecimals(score)) {
      throw new RangeError(`${name} must be numbers from 0 to 100 with at most 2 decimals, got ${score}`);
    }
    sum += hundredthsOf(score);
  }
  return sum;
}

/**
 * Reference implementation of docs/api.md §7.2 in exact arithmetic: every value is rounded once
 * (`round2`, halves away from zero) from exact sums, never from another rounded value.
 *
 * - submission_percentage = round2(100 × sA / (100 × nA)), submission_points = round2(25 × sA / (100 × nA))
 * - attendance_percentage = round2(100 × p / m), attendance_points = round2(30 × p / m)
 * - contributions_points = round2(25 × (sK / k) / 100)
 * - cbt_points = round2(20 × sT / (100 × nT))
 * - each is 0 when its denominator (nA, m, k, nT) is 0; total = the sum of the four points.
 *
 * The server computes the same in SQL `numeric`; its tests and the portal's use this and the shared
 * worked example to agree. Throws a RangeError for impossible input (negative counts, more scores than
 * items, p > m, scores outside 0–100 or with more than 2 decimals).
 */
export function coursePoints(input: CoursePointsInput): CoursePoints {
  const nA = requireCount("assignmentCount", input.assignmentCount);
  const m = requireCount("marks", input.marks);
  const p = requireCount("present", input.present);
  const nT = requireCount("cbtCount", input.cbtCount);
  if (p > m) throw new RangeError(`present (${input.present}) cannot exceed marks (${input.marks})`);
  if (BigInt(input.assignmentScores.length) > nA) {
    throw new RangeError("There are more assignment scores than assignments");
  }
  if (BigInt(input.cbtScores.length) > nT) throw new RangeError("There are more CBT scores than CBTs");

  // Sums in hundredths: sA × 100 etc.
  const sA = sumScores("assignmentScores", input.assignmentScores);
  const sK = sumScores("contributionScores", input.contributionScores);
  const sT = sumScores("cbtScores", input.cbtScores);
  const k = BigInt(input.contributionScores.length);

  // Each result in hundredths = round(exact value × 100). With S = score sum × 100:
  // 100 × sA / (100 × nA) × 100 = S / nA;  25 × sA / (100 × nA) × 100 = 25 S / (100 nA).
  const submissionPercentage = nA === 0n ? 0n : divideRounded(sA, nA);
  const submissionPoints = nA === 0n ? 0n : divideRounded(25n * sA, 100n * nA);
  const attendancePercentage = m === 0n ? 0n : divideRounded(100n * 100n * p, m);
  const attendancePoints = m === 0n ? 0n : divideRounded(30n * 100n * p, m);
  const contributionsPoints = k === 0n ? 0n : divideRounded(25n * sK, 100n * k);
  const cbtPoints = nT === 0n ? 0n : divideRounded(20n * sT, 100n * nT);

  return {
    submission_percentage: fromHundredths(submissionPercentage),
    submission_points: fromHundredths(submissionPoints),
    attendance_percentage: fromHundredths(attendancePercentage),
    attendance_points: fromHundredths(attendancePoints),
    contributions_points: fromHundredths(contributionsPoints),
    cbt_points: fromHundredths(cbtPoints),
    total: fromHundredths(submissionPoints + attendancePoints + contributionsPoints + cbtPoints),
  };
}
