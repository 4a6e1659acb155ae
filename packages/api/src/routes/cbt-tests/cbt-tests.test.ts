/**
 * docs/api.md §6.14 CBTs taken in the portal, on both engines: authoring and its limits, the lock after
 * the first start, start / resume / answers / submit, the server's clock (deadline, time up, grading as
 * saved), grading exactly once (two submits at once, the sweep on two instances, the worker), the score
 * through the score POST's path, a CBT scored by hand, what a student may see and when, the results,
 * and a CBT without questions scored by hand as before.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_ERRORS,
  CBT_QUESTIONS_MAX,
  cbtAttemptResponseSchema,
  cbtResultsResponseSchema,
  cbtTestSchema,
  FIELD_MESSAGES,
  type CbtAttemptResponse,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { countStatements } from "../../db/statement-counter.ts";
import {
  insertCbtTest,
  insertCourse,
  insertScore,
  SAMPLE_ANSWERS,
  SAMPLE_QUESTIONS,
  type TestQuestion,
} from "../../test/academy-rows.ts";
import { insertStudent, otherInstance, routeSuite } from "../../test/harness.ts";
import { gradeOverdueAttempts, gradingSweep } from "./grading.ts";

const s = routeSuite();

/** The due day of the tests' CBTs, in the academy's zone (UTC in the harness). */
const DUE = "2026-03-10";
/** The first instant after the due day: a CBT without an open attempt has closed (decision 174). */
const AFTER_DUE = "2026-03-11T00:00:00.000Z";
const at = (iso: string) => s.t.setNow(new Date(iso));

async function cbt(
  values: { time_limit_minutes?: number | null; shuffle?: boolean; questions?: TestQuestion[] } = {},
) {
  const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA });
  const id = await insertCbtTest(s.t.database.db, course, { due_date: DUE, ...values });
  return { id, course, path: `/api/v1/cla_cbts/${id}` };
}

const student = (method: string, path: string, json?: unknown, token = s.w.studentA.token) =>
  s.t.request(method, path, { token, json });
const facilitator = (method: string, path: string, json?: unknown) =>
  s.t.request(method, path, { token: s.w.facilitator.token, json });

/** The right answer to each sample question of `attempt`, keyed by question id. */
function rightAnswers(body: CbtAttemptResponse, only?: number[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of body.attempt!.questions) {
    const i = SAMPLE_QUESTIONS.findIndex((sample) => sample.text === q.text);
    if (only === undefined || only.includes(i)) answers[q.id] = SAMPLE_ANSWERS[i];
  }
  return answers;
}

async function start(path: string, token = s.w.studentA.token): Promise<CbtAttemptResponse> {
  const res = await student("POST", `${path}/attempt`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return cbtAttemptResponseSchema.parse(res.body);
}

const scoreRows = () => s.t.database.db.select().from(schema.cbt_scores);
const outbox = () => s.t.database.db.select().from(schema.email_outbox);

afterEach(async () => {
  await s.t.deps.mail.stop();
});

describe("PUT and GET /cla_cbts/{id}/questions", () => {
  it("replaces the questions and settings; GET answers them with their answers", async () => {
    const { path } = await cbt({ questions: [] });
    const put = await facilitator("PUT", `${path}/questions`, {
      cla_cbt_test: { time_limit_minutes: "30", shuffle: true, questions: SAMPLE_QUESTIONS },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const test = cbtTestSchema.parse(put.body);
    expect(test).toMatchObject({ time_limit_minutes: 30, shuffle: true, locked: false, total_points: 10 });
    expect(test.questions.map((q) => [q.kind, q.points])).toEqual([
      ["single", 2],
      ["multiple", 3],
      ["true_false", 1],
      ["short", 4],
    ]);
    expect(test.questions[0]).toMatchObject({ options: ["Peter", "Jesus", "John"], correct_options: [1] });
    expect(test.questions[2]).toMatchObject({ options: null, correct_answer: true, accepted_answers: null });
    expect((await facilitator("GET", `${path}/questions`)).body).toEqual(put.body);

    // An absent key keeps what is stored; the list is replaced as a whole.
    const partial = await facilitator("PUT", `${path}/questions`, {
      cla_cbt_test: { time_limit_minutes: null, questions: [SAMPLE_QUESTIONS[3]] },
    });
    expect(partial.body).toMatchObject({ time_limit_minutes: null, shuffle: true, total_points: 4 });
    expect(partial.body.questions).toHaveLength(1);
  });

  it("refuses questions past their limits with every error keyed by question and field, storing nothing", async () => {
    const { path } = await cbt();
    const before = await s.t.digest();
    const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i}`);
    const single = { kind: "single", text: "Pick one", points: 1, options: options(3), correct_options: [0] };
    const res = await facilitator("PUT", `${path}/questions`, {
      cla_cbt_test: {
        time_limit_minutes: 301,
        shuffle: "yes",
        questions: [
          { ...single, text: " ", points: 0 },
          { ...single, text: "x".repeat(2001), points: 1.5, options: options(1) },
          { ...single, options: options(11), correct_options: [0, 1] },
          { ...single, kind: "multiple", correct_options: [] },
          { ...single, correct_options: [3] },
          { kind: "true_false", text: "True?", points: 100 },
          { kind: "short", text: "Name it", points: 101, accepted_answers: [] },
          { kind: "short", text: "Name it", points: 1, accepted_answers: options(11) },
          { kind: "essay", text: "Write", points: 5 },
          "a question",
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        time_limit_minutes: [FIELD_MESSAGES.timeLimit],
        shuffle: [FIELD_MESSAGES.boolean],
        "questions.0.text": [FIELD_MESSAGES.required],
        "questions.0.points": [FIELD_MESSAGES.questionPoints],
        "questions.1.text": [FIELD_MESSAGES.tooLong(2000)],
        "questions.1.points": [FIELD_MESSAGES.questionPoints],
        "questions.1.options": [FIELD_MESSAGES.optionCount],
        "questions.2.options": [FIELD_MESSAGES.optionCount],
        "questions.2.correct_options": [FIELD_MESSAGES.oneCorrectOption],
        "questions.3.correct_options": [FIELD_MESSAGES.someCorrectOptions],
        "questions.4.correct_options": [FIELD_MESSAGES.invalid],
        "questions.5.correct_answer": [FIELD_MESSAGES.required],
        "questions.6.points": [FIELD_MESSAGES.questionPoints],
        "questions.6.accepted_answers": [FIELD_MESSAGES.acceptedCount],
        "questions.7.accepted_answers": [FIELD_MESSAGES.acceptedCount],
        "questions.8.kind": [FIELD_MESSAGES.questionKind],
        "questions.9": [FIELD_MESSAGES.invalid],
      },
    });
    const many = Array.from({ length: CBT_QUESTIONS_MAX + 1 }, () => SAMPLE_QUESTIONS[2]);
    const tooMany = await facilitator("PUT", `${path}/questions`, { cla_cbt_test: { questions: many } });
    expect(tooMany.body).toEqual({ errors: { questions: [FIELD_MESSAGES.tooManyQuestions] } });
    expect(await s.t.digest()).toBe(before);
  });

  it("takes up to 100 questions of 2,000 characters and 100 points, 10 options and 10 accepted answers", async () => {
    const { path } = await cbt({ questions: [] });
    const long = "😀".repeat(2000);
    const res = await facilitator("PUT", `${path}/questions`, {
      cla_cbt_test: {
        time_limit_minutes: 300,
        questions: [
          {
            kind: "multiple",
            text: long,
            points: 100,
            options: Array(10).fill("o"),
            correct_options: [9, 0],
          },
          { kind: "short", text: "t", points: 1, accepted_answers: Array(10).fill("a") },
          ...Array.from({ length: CBT_QUESTIONS_MAX - 2 }, () => SAMPLE_QUESTIONS[2]),
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.questions).toHaveLength(CBT_QUESTIONS_MAX);
    expect(res.body.questions[0].text).toBe(long);
  });

  it("is locked once a student has started: 409 with the reason, nothing changed", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    await start(path);
    const before = await s.t.digest();
    const res = await facilitator("PUT", `${path}/questions`, { cla_cbt_test: { time_limit_minutes: 5 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.cbtQuestionsLocked });
    expect(await s.t.digest()).toBe(before);
    expect((await facilitator("GET", `${path}/questions`)).body.locked).toBe(true);
  });
});

describe("a student takes the CBT", () => {
  it("starts once, resumes with the answers saved, and submits: graded by the server, score and mail once", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { id, path, course } = await cbt({ time_limit_minutes: 30 });
    const page = await student("GET", `${path}/attempt`);
    expect(page.status).toBe(200);
    expect(cbtAttemptResponseSchema.parse(page.body)).toEqual({
      test: { question_count: 4, total_points: 10, time_limit_minutes: 30, due_date: DUE },
      attempt: null,
    });

    const started = await start(path);
    expect(started.attempt).toMatchObject({
      status: "in_progress",
      started_at: `${DUE}T09:00:00.000Z`,
      deadline: `${DUE}T09:30:00.000Z`,
      seconds_left: 1800,
      submitted_at: null,
      points: null,
      score: null,
    });
    expect(started.attempt!.questions[0]!.options).toEqual([
      { index: 0, text: "Peter" },
      { index: 1, text: "Jesus" },
      { index: 2, text: "John" },
    ]);
    const again = await student("POST", `${path}/attempt`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: API_ERRORS.cbtAlreadyStarted });

    // Three right answers of four (the multiple choice half right earns nothing), then one changed.
    at(`${DUE}T09:10:00.000Z`);
    const answers = rightAnswers(started);
    const multiple = started.attempt!.questions[1]!.id;
    const saved = await student("PUT", `${path}/attempt/answers`, {
      answers: { ...answers, [multiple]: [0] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(cbtAttemptResponseSchema.parse(saved.body).attempt!.seconds_left).toBe(1200);
    const short = started.attempt!.questions[3]!.id;
    await student("PUT", `${path}/attempt/answers`, { answers: { [short]: null } });
    await student("PUT", `${path}/attempt/answers`, { answers: { [short]: "Nazareth" } });
    await student("PUT", `${path}/attempt/answers`, { answers: { [short]: SAMPLE_ANSWERS[3] } });

    const resumed = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body);
    expect(resumed.attempt!.questions.map((q) => q.answer)).toEqual([1, [0], true, "bethLEHEM"]);

    at(`${DUE}T09:20:00.000Z`);
    const submitted = await student("POST", `${path}/attempt/submit`);
    expect(submitted.status).toBe(200);
    // Graded now; the score is shown once the CBT has closed (below).
    expect(cbtAttemptResponseSchema.parse(submitted.body).attempt).toMatchObject({
      status: "graded",
      submitted_at: `${DUE}T09:20:00.000Z`,
      graded_at: `${DUE}T09:20:00.000Z`,
      seconds_left: null,
      points: null,
      score: null,
    });
    const [score] = await scoreRows();
    expect(score).toMatchObject({
      cla_cbt_id: id,
      cla_user_id: s.w.studentA.id,
      cla_facilitator_id: null,
      cla_course_id: course.id,
      score: "70.00",
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: s.w.studentA.email, kind: "score_posted" });
    expect(mails[0]!.text_body).toContain(
      "Score: shown in the portal once the test has closed for everyone, after 10 March 2026",
    );

    for (const [method, route, json] of [
      ["POST", "attempt/submit", undefined],
      ["PUT", "attempt/answers", { answers: { [short]: "x" } }],
    ] as const) {
      const closed = await student(method, `${path}/${route}`, json);
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({ error: API_ERRORS.cbtSubmitted });
    }
    expect(await scoreRows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    at(AFTER_DUE);
    const closed = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body);
    expect(closed.attempt).toMatchObject({ points: 7, score: 70 });
    // The score counts in the CBT points like any other (docs/api.md §7.2: 20 × 70 / 100).
    const stats = await student("GET", "/api/v1/cla_dashboards/student_dashboard_stats");
    const entry = stats.body.course_stats.find((c: { course_id: string }) => c.course_id === course.id);
    expect(entry.course_stats.user_cbt_stats.cbt_points).toBe(14);
  });

  it("shows no right answer before grading, and which were right only once the due day is over", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const started = await start(path);
    const hidden = (body: CbtAttemptResponse) =>
      body.attempt!.questions.every((q) => q.correct === null && q.solution === null);
    expect(hidden(started)).toBe(true);
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started, [0, 2]) });
    const graded = cbtAttemptResponseSchema.parse((await student("POST", `${path}/attempt/submit`)).body);
    expect(graded.attempt!.score).toBeNull();
    expect(hidden(graded)).toBe(true);
    at(`${DUE}T23:59:59.999Z`);
    expect(hidden(cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body))).toBe(true);

    at(AFTER_DUE);
    const after = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body);
    expect(after.attempt!.score).toBe(30);
    expect(after.attempt!.questions.map((q) => q.correct)).toEqual([true, false, true, false]);
    expect(after.attempt!.questions.map((q) => q.solution)).toEqual([
      { correct_options: [1], correct_answer: null, accepted_answers: null },
      { correct_options: [0, 2], correct_answer: null, accepted_answers: null },
      { correct_options: null, correct_answer: true, accepted_answers: null },
      { correct_options: null, correct_answer: null, accepted_answers: ["Bethlehem"] },
    ]);
  });

  it("refuses answers that do not fit their question, keyed by question, saving none of them", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const [single, multiple, trueFalse, short] = (await start(path)).attempt!.questions.map((q) => q.id);
    const before = await s.t.digest();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await student("PUT", `${path}/attempt/answers`, {
      answers: {
        [single!]: 3,
        [multiple!]: [0, 0],
        [trueFalse!]: "true",
        [short!]: "x".repeat(501),
        [unknown]: 1,
        nope: true,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        [`answers.${single}`]: [FIELD_MESSAGES.invalid],
        [`answers.${multiple}`]: [FIELD_MESSAGES.invalid],
        [`answers.${trueFalse}`]: [FIELD_MESSAGES.invalid],
        [`answers.${short}`]: [FIELD_MESSAGES.tooLong(500)],
        [`answers.${unknown}`]: [FIELD_MESSAGES.notAQuestion],
        "answers.nope": [FIELD_MESSAGES.notAQuestion],
      },
    });
    expect(await s.t.digest()).toBe(before);
  });

  it("answers 409 to answers and a submit before the start", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    for (const [method, route, json] of [
      ["PUT", "attempt/answers", { answers: {} }],
      ["POST", "attempt/submit", undefined],
    ] as const) {
      const res = await student(method, `${path}/${route}`, json);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: API_ERRORS.cbtNotStarted });
    }
  });

  it("gives each student their own order when shuffle is on, the same on every request", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt({ shuffle: true });
    const started = await start(path);
    const order = (body: CbtAttemptResponse) =>
      body.attempt!.questions.map((q) => [q.id, q.options?.map((o) => o.index) ?? null]);
    const again = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body);
    expect(order(again)).toEqual(order(started));
    const texts = started.attempt!.questions.map((q) => q.text).sort();
    expect(texts).toEqual(SAMPLE_QUESTIONS.map((q) => q.text).sort());
    for (const q of started.attempt!.questions) {
      const sample = SAMPLE_QUESTIONS.find((x) => x.text === q.text)!;
      expect(q.options?.map((o) => sample.options![o.index]).sort() ?? null).toEqual(
        sample.options?.slice().sort() ?? null,
      );
      expect(q.options?.every((o) => o.text === sample.options![o.index]) ?? true).toBe(true);
    }
    // Answers name options by their authored index, so the order changes nothing in grading.
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started) });
    expect((await student("POST", `${path}/attempt/submit`)).status).toBe(200);
    expect((await scoreRows()).map((row) => row.score)).toEqual(["100.00"]);
  });
});

describe("a score is no oracle: shown to a student once the CBT is closed (decision 174)", () => {
  /** The student's score of the CBT as each place shows it: the attempt, the list, the item, the dashboard. */
  async function seen(token: string, t: { id: string; path: string; course: { id: string } }) {
    const attempt = cbtAttemptResponseSchema.parse(
      (await student("GET", `${t.path}/attempt`, undefined, token)).body,
    );
    const list = await student("GET", `/api/v1/cla_cbts?cla_course_id=${t.course.id}`, undefined, token);
    const item = await student("GET", t.path, undefined, token);
    const stats = await student("GET", "/api/v1/cla_dashboards/student_dashboard_stats", undefined, token);
    const entry = stats.body.course_stats.find((c: { course_id: string }) => c.course_id === t.course.id);
    return {
      points: attempt.attempt!.points,
      score: attempt.attempt!.score,
      solutions: attempt.attempt!.questions.map((q) => q.solution !== null),
      list: list.body.find((row: { id: string }) => row.id === t.id).student_score,
      item: item.body.student_score,
      cbt_points: entry.course_stats.user_cbt_stats.cbt_points,
    };
  }
  const hidden = { points: null, score: null, solutions: [false], list: null, item: null, cbt_points: 0 };

  it("four accounts each submitting one option of Q1 learn nothing before the due day is over; the facilitator sees every score", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const q1 = {
      kind: "single" as const,
      text: "Q1",
      points: 10,
      options: ["A", "B", "C", "D"],
      correct_options: [2],
    };
    const t = await cbt({ questions: [q1] });
    const students = [
      s.w.studentA,
      ...(await Promise.all(
        [1, 2, 3].map((n) => insertStudent(s.t, `Probe ${n}`, `probe${n}@example.org`, s.w.cohortA)),
      )),
    ];
    for (const [option, { token }] of students.entries()) {
      const started = await start(t.path, token);
      const question = started.attempt!.questions[0]!.id;
      await student("PUT", `${t.path}/attempt/answers`, { answers: { [question]: option } }, token);
      const submitted = await student("POST", `${t.path}/attempt/submit`, undefined, token);
      expect(submitted.status).toBe(200);
      expect(submitted.body.attempt).toMatchObject({ status: "graded", points: null, score: null });
    }
    for (const { token } of students) expect(await seen(token, t)).toEqual(hidden);
    // The mail says it was handed in, not the score; one per student, as the score rows.
    const mails = await outbox();
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.text_body).not.toMatch(/Score: \d/);
      expect(mail.text_body).toContain("10 March 2026");
    }
    expect((await scoreRows()).map((row) => Number(row.score)).sort((a, b) => a - b)).toEqual([0, 0, 0, 100]);
    const results = await facilitator("GET", `${t.path}/results`);
    expect(results.body.students.map((line: { score: number }) => line.score).sort()).toEqual([0, 0, 0, 100]);

    at("2026-03-11T00:00:00.000Z");
    expect(await seen(students[2]!.token, t)).toEqual({
      points: 10,
      score: 100,
      solutions: [true],
      list: 100,
      item: 100,
      cbt_points: 20,
    });
    expect((await seen(students[0]!.token, t)).score).toBe(0);
  });

  it("a due date moved earlier shows no solution and no score while a classmate's attempt is still open (finding 6)", async () => {
    at("2026-03-09T10:00:00.000Z");
    const t = await cbt();
    const classmate = await insertStudent(s.t, "Cal Mate", "cal@example.org", s.w.cohortA);
    const mine = await start(t.path);
    await student("PUT", `${t.path}/attempt/answers`, { answers: rightAnswers(mine) });
    await student("POST", `${t.path}/attempt/submit`);
    const theirs = await start(t.path, classmate.token);
    expect(theirs.attempt!.deadline).toBe("2026-03-11T00:00:00.000Z");
    const moved = await facilitator("PUT", t.path, { cla_cbt: { due_date: "2026-03-08" } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    at("2026-03-09T12:00:00.000Z");
    expect(await seen(s.w.studentA.token, t)).toEqual({ ...hidden, solutions: [false, false, false, false] });
    // The classmate can still save, and sees nothing of the answers either.
    const saved = await student(
      "PUT",
      `${t.path}/attempt/answers`,
      { answers: rightAnswers(theirs, [0]) },
      classmate.token,
    );
    expect(saved.status).toBe(200);

    // Once the classmate's attempt is closed (here: submitted), both see their scores and the solutions.
    await student("POST", `${t.path}/attempt/submit`, undefined, classmate.token);
    expect(await seen(s.w.studentA.token, t)).toEqual({
      points: 10,
      score: 100,
      solutions: [true, true, true, true],
      list: 100,
      item: 100,
      cbt_points: 20,
    });
    expect((await seen(classmate.token, t)).score).toBe(20);
  });
});

describe("the server's clock", () => {
  it("fixes the deadline at the start: the time limit, or the end of the due day when that comes first", async () => {
    const { path } = await cbt({ time_limit_minutes: 300 });
    at(`${DUE}T22:00:00.000Z`);
    expect((await start(path)).attempt!.deadline).toBe("2026-03-11T00:00:00.000Z");
    const open = await cbt({ time_limit_minutes: null });
    at(`${DUE}T08:00:00.000Z`);
    expect((await start(open.path)).attempt!.deadline).toBe("2026-03-11T00:00:00.000Z");
  });

  it("refuses a start after the due day", async () => {
    const { path } = await cbt();
    at("2026-03-11T00:00:00.000Z");
    const res = await student("POST", `${path}/attempt`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.cbtDuePassed });
    expect(await s.t.count("cbt_attempts")).toBe(0);
  });

  it("takes answers until the deadline; after it refuses them (409) and grades what was saved, once", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt({ time_limit_minutes: 30 });
    const started = await start(path);
    at(`${DUE}T09:29:59.999Z`);
    const inTime = await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started, [3]) });
    expect(inTime.status).toBe(200);
    expect(inTime.body.attempt.seconds_left).toBe(0);

    at(`${DUE}T09:30:00.000Z`);
    const late = await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started, [0]) });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: API_ERRORS.cbtTimeUp });
    const result = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body);
    expect(result.attempt).toMatchObject({
      status: "graded",
      submitted_at: null,
      graded_at: `${DUE}T09:30:00.000Z`,
    });
    expect(result.attempt!.questions.map((q) => q.answer)).toEqual([null, null, null, "bethLEHEM"]);
    const submit = await student("POST", `${path}/attempt/submit`);
    expect(submit.body).toEqual({ error: API_ERRORS.cbtTimeUp });
    expect((await scoreRows()).map((row) => row.score)).toEqual(["40.00"]);
    expect(await outbox()).toHaveLength(1);
    at(AFTER_DUE);
    expect((await student("GET", `${path}/attempt`)).body.attempt).toMatchObject({ points: 4, score: 40 });
  });
});

describe("grading exactly once", () => {
  it("ten starts at once: one 201, nine 409, one attempt", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const responses = await Promise.all(Array.from({ length: 10 }, () => student("POST", `${path}/attempt`)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409))
      expect(res.body).toEqual({ error: API_ERRORS.cbtAlreadyStarted });
    expect(await s.t.count("cbt_attempts")).toBe(1);
  });

  it("ten submits at once: one 200, nine 409, one score, one mail", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const started = await start(path);
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started) });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => student("POST", `${path}/attempt/submit`)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409))
      expect(res.body).toEqual({ error: API_ERRORS.cbtSubmitted });
    expect((await scoreRows()).map((row) => row.score)).toEqual(["100.00"]);
    expect(await outbox()).toHaveLength(1);
  });

  it("saves racing a submit: each answer is saved before grading (200, counted) or refused (409, not saved)", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const started = await start(path);
    const right = rightAnswers(started);
    const [saves, submitted] = await Promise.all([
      Promise.all(
        Object.entries(right).map(([id, value]) =>
          student("PUT", `${path}/attempt/answers`, { answers: { [id]: value } }),
        ),
      ),
      student("POST", `${path}/attempt/submit`),
    ]);
    expect(submitted.status).toBe(200);
    for (const res of saves.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: API_ERRORS.cbtSubmitted });
    }
    // The points are exactly those of the answers whose save was answered 200.
    const ids = Object.keys(right);
    const points = started.attempt!.questions.filter((q) => saves[ids.indexOf(q.id)]!.status === 200);
    at(AFTER_DUE);
    const graded = cbtAttemptResponseSchema.parse((await student("GET", `${path}/attempt`)).body).attempt!;
    expect(graded.points).toBe(points.reduce((sum, q) => sum + q.points, 0));
    expect(graded.questions.filter((q) => q.answer !== null)).toHaveLength(points.length);
  });

  it("the sweep grades a walked-away attempt once, also with two instances sweeping at once", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt({ time_limit_minutes: 10 });
    const started = await start(path);
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(started, [0, 1]) });
    const early = new Date(`${DUE}T09:09:59.999Z`);
    expect(await gradeOverdueAttempts(s.t.deps, early)).toBe(0);

    const other = await otherInstance(s.t);
    try {
      const now = new Date(`${DUE}T09:10:30.000Z`);
      const graded = await Promise.all([
        gradeOverdueAttempts(s.t.deps, now),
        gradeOverdueAttempts(other.deps, now),
      ]);
      expect(graded.sort()).toEqual([0, 1]);
    } finally {
      await other.close();
    }
    expect((await scoreRows()).map((row) => row.score)).toEqual(["50.00"]);
    expect(await outbox()).toHaveLength(1);
    expect(await gradeOverdueAttempts(s.t.deps, new Date(`${DUE}T09:12:00.000Z`))).toBe(0);
    at(AFTER_DUE);
    expect((await student("GET", `${path}/attempt`)).body.attempt).toMatchObject({
      status: "graded",
      graded_at: `${DUE}T09:10:30.000Z`,
      score: 50,
    });
  });

  it("the worker's first poll runs the sweep", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt({ time_limit_minutes: 10 });
    await start(path);
    at(`${DUE}T09:11:00.000Z`);
    s.t.deps.mail.start([gradingSweep(s.t.deps)]);
    await vi.waitFor(async () => expect(await s.t.count("cbt_scores")).toBe(1), { timeout: 20_000 });
    await vi.waitFor(() => expect(s.t.transport.sent).toHaveLength(1), { timeout: 20_000 });
  });

  it("a CBT scored by hand for the student cannot be started; one scored by hand meanwhile keeps that score", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { id, path, course } = await cbt();
    await insertScore(s.t.database.db, "cbt", { itemId: id, studentId: s.w.studentA.id, course, score: 85 });
    const res = await student("POST", `${path}/attempt`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.cbtScoredByHand });
    expect(await s.t.count("cbt_attempts")).toBe(0);

    const second = await cbt();
    await start(second.path);
    const byHand = await facilitator("POST", "/api/v1/cla_cbts_scores", {
      cla_cbts_score: { score: 60, cla_user_id: s.w.studentA.id },
      cla_cbt_id: second.id,
    });
    expect(byHand.status).toBe(201);
    // A score by hand of a CBT taken in the portal is not shown before it closes either, nor mailed.
    expect((await student("GET", second.path)).body.student_score).toBeNull();
    expect((await outbox())[0]!.text_body).toContain("Score: shown in the portal once the test has closed");
    const submitted = await student("POST", `${second.path}/attempt/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.attempt).toMatchObject({ status: "graded", score: null });
    expect((await scoreRows()).filter((row) => row.cla_cbt_id === second.id).map((r) => r.score)).toEqual([
      "60.00",
    ]);
    expect(await outbox()).toHaveLength(1);
  });
});

describe("GET /cla_cbts/{id}/results", () => {
  it("lists every student of the cohort by status, grades overdue attempts first, and each question's share right", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { id, path, course } = await cbt({ time_limit_minutes: 20 });
    const cy = await insertStudent(s.t, "Cy Ade", "cy@example.org", s.w.cohortA);
    const dee = await insertStudent(s.t, "Dee Bo", "dee@example.org", s.w.cohortA);
    await insertStudent(s.t, "Eve Chi", "eve@example.org", s.w.cohortA);
    const ada = await start(path);
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(ada) });
    await student("POST", `${path}/attempt/submit`);
    at(`${DUE}T09:05:00.000Z`);
    const cyAttempt = await start(path, cy.token);
    await student("PUT", `${path}/attempt/answers`, { answers: rightAnswers(cyAttempt, [0]) }, cy.token);
    await insertScore(s.t.database.db, "cbt", { itemId: id, studentId: dee.id, course, score: 55 });

    at(`${DUE}T09:10:00.000Z`);
    const during = cbtResultsResponseSchema.parse((await facilitator("GET", `${path}/results`)).body);
    expect(during.students.map((r) => [r.student.name, r.status, r.seconds_left, r.score])).toEqual([
      ["Ada Obi", "graded", null, 100],
      ["Cy Ade", "in_progress", 900, null],
      ["Dee Bo", "scored_by_hand", null, 55],
      ["Eve Chi", "not_started", null, null],
    ]);
    expect(during.students[0]!.answers!.map((a) => a.correct)).toEqual([true, true, true, true]);
    expect(during.students[1]!.answers).toBeNull();

    at(`${DUE}T09:25:00.000Z`);
    const after = cbtResultsResponseSchema.parse((await facilitator("GET", `${path}/results`)).body);
    expect(after.students[1]).toMatchObject({ status: "graded", submitted_at: null, points: 2, score: 20 });
    expect(after.questions.map((q) => [q.correct_count, q.graded_count, q.correct_share])).toEqual([
      [2, 2, 100],
      [1, 2, 50],
      [1, 2, 50],
      [1, 2, 50],
    ]);
    expect(after.total_points).toBe(10);
  });
});

describe("the query budget (docs/api.md §7.4)", () => {
  it("GET results runs the same number of statements for 2 students as for 22", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    await start(path);
    const counter = countStatements(s.t.database);
    const statements = async () => {
      counter.reset();
      expect((await facilitator("GET", `${path}/results`)).status).toBe(200);
      return counter.count;
    };
    try {
      const few = await statements();
      for (let i = 0; i < 20; i++) {
        const more = await insertStudent(s.t, `Student ${i}`, `student-${i}@example.org`, s.w.cohortA);
        await start(path, more.token);
      }
      expect(await statements()).toBe(few);
    } finally {
      counter.stop();
    }
  });

  it("a save of answers runs three statements: the session, the CBT with the attempt and its questions, the save answering the answers", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const started = await start(path);
    const [first, second] = Object.entries(rightAnswers(started));
    const counter = countStatements(s.t.database);
    try {
      const res = await student("PUT", `${path}/attempt/answers`, {
        answers: { [first![0]]: first![1], [second![0]]: null },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(counter.count).toBe(3);
    } finally {
      counter.stop();
    }
  });
});

describe("a CBT without questions", () => {
  it("is scored by hand as before: no start, the score POST works", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { id, path } = await cbt({ questions: [] });
    expect((await student("GET", `${path}/attempt`)).body).toEqual({
      test: { question_count: 0, total_points: 0, time_limit_minutes: null, due_date: DUE },
      attempt: null,
    });
    const res = await student("POST", `${path}/attempt`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.cbtNoQuestions });
    const scored = await facilitator("POST", "/api/v1/cla_cbts_scores", {
      cla_cbts_score: { score: 92.5, cla_user_id: s.w.studentA.id },
      cla_cbt_id: id,
    });
    expect(scored.status).toBe(201);
    expect((await student("GET", `/api/v1/cla_cbts/${id}`)).body.student_score).toBe(92.5);
  });
});

describe("cohort scope", () => {
  it("a student of another cohort gets the scope 403 on every student call; nothing is written", async () => {
    at(`${DUE}T09:00:00.000Z`);
    const { path } = await cbt();
    const before = await s.t.digest();
    for (const [method, route, json] of [
      ["GET", "attempt", undefined],
      ["POST", "attempt", undefined],
      ["PUT", "attempt/answers", { answers: {} }],
      ["POST", "attempt/submit", undefined],
    ] as const) {
      const res = await student(method, `${path}/${route}`, json, s.w.studentB.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: API_ERRORS.noAccess });
    }
    expect(await s.t.digest()).toBe(before);
  });
});
