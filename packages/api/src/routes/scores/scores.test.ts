/**
 * docs/api.md §6.6 final scores for the three kinds: students_without_scores, POST with the item-key rules,
 * score validation of §1.3, exactly once (409, also under concurrency on PostgreSQL), the score mail
 * queued in the same transaction (§8), and the authorization rows of §4.
 */
import { describe, expect, it } from "vitest";
import { eq, getTableName } from "drizzle-orm";
import {
  API_ERRORS,
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_KINDS,
  SCORE_KINDS,
  studentsWithoutScoresSchema,
  type AssessmentKind,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { countStatements } from "../../db/statement-counter.ts";
import { insertCourse, insertItem, insertScore, type CourseRef } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, malformedBodies } from "../../test/bad-bodies.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";
import { KIND_TABLES } from "../assessments/kinds.ts";

const s = routeSuite();
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** A contribution's or CBT's score: the same keys but for the item's. */
function userScoreKeys(itemKey: string): string[] {
  return [
    "id",
    itemKey,
    "cla_user_id",
    "cla_facilitator_id",
    "cla_cohort_id",
    "cla_course_id",
    "score",
    "comment",
    "created_at",
  ];
}

const SCORE_RESPONSE_KEYS: Record<AssessmentKind, string[]> = {
  assignment: [
    "id",
    "cla_assignment_id",
    "cla_student_id",
    "cla_facilitator_id",
    "cla_cohort_id",
    "cla_course_id",
    "score",
    "comment",
    "download_link",
    "created_at",
  ],
  contribution: userScoreKeys("cla_contribution_id"),
  cbt: userScoreKeys("cla_cbt_id"),
};

describe.each(ASSESSMENT_KIND_NAMES)("%s scores", (kind: AssessmentKind) => {
  const score = SCORE_KINDS[kind];
  const thing = ASSESSMENT_KINDS[kind].thing;
  const path = `/api/v1${score.path}`;
  const { itemKey, studentKey, wrapper } = score;
  const scoresTable = () => getTableName(KIND_TABLES[kind].scores.table);
  const db = () => s.t.database.db;

  async function setup() {
    const course = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Foundations of Leadership" });
    const itemId = await insertItem(db(), kind, course, { name: "Servant leadership quiz" });
    return { course, itemId };
  }

  const post = (json: unknown, token = s.w.facilitator.token) => s.t.request("POST", path, { token, json });
  const scoreBody = (
    itemId: string,
    inner: Record<string, unknown> = {},
    top: Record<string, unknown> = {},
  ) => ({
    [wrapper]: { score: "85.5", [studentKey]: s.w.studentA.id, ...inner },
    [itemKey]: itemId,
    ...top,
  });
  const scoreMails = () =>
    db().select().from(schema.email_outbox).where(eq(schema.email_outbox.kind, "score_posted"));

  describe(`POST ${score.path}`, () => {
    it("201 with the kind's object; derived cohort, course and facilitator; the score mail is queued", async () => {
      const { course, itemId } = await setup();
      const res = await post(
        scoreBody(
          itemId,
          {
            cla_cohort_id: 999,
            cla_course_id: "00000000-0000-4000-8000-000000000000",
            cla_facilitator_id: s.w.studentB.id,
            ...(kind === "assignment" && { download_link: " https://example.org/essay.pdf " }),
          },
          { [itemKey]: itemId.toUpperCase() },
        ),
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(SCORE_RESPONSE_KEYS[kind]);
      expect(score.response.parse(res.body)).toMatchObject({
        [itemKey]: itemId,
        [studentKey]: s.w.studentA.id,
        cla_facilitator_id: s.w.facilitator.id,
        cla_cohort_id: s.w.cohortA,
        cla_course_id: course.id,
        score: 85.5,
        ...(kind === "assignment" && { download_link: "https://example.org/essay.pdf" }),
      });
      const mails = await scoreMails();
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({
        to_address: "ada@example.org",
        subject: "New score posted: Servant leadership quiz",
        status: expect.stringMatching(/^(pending|sent)$/),
      });
      const label = { assignment: "Assignment", contribution: "Contribution", cbt: "CBT" }[kind];
      expect(mail.text_body).toContain(`${label}: Servant leadership quiz`);
      expect(mail.text_body).toContain("Course: Foundations of Leadership");
      expect(mail.text_body).toContain("Score: 85.5\n");
      expect(mail.text_body).toContain(
        `http://portal.test/portal/${ASSESSMENT_KINDS[kind].portalSegment}/${itemId}`,
      );
    });

    it("takes a comment: returned, final with the score, in the mail, and beside the student's work", async () => {
      const { itemId } = await setup();
      const comment = "Clear argument.\n<b>Cite</b> Mark 10:45 next time.";
      const tooLong = await post(scoreBody(itemId, { comment: "x".repeat(5001) }));
      expect(tooLong.status).toBe(422);
      expect(tooLong.body).toEqual({ errors: { comment: ["must be at most 5000 characters"] } });
      const res = await post(scoreBody(itemId, { comment: `  ${comment}  ` }));
      expect(res.status).toBe(201);
      expect(res.body.comment).toBe(comment);
      const [mail] = await scoreMails();
      expect(mail!.text_body).toContain(`Comment from your facilitator:\n${comment}`);
      expect(mail!.html_body).toContain("&lt;b&gt;Cite&lt;/b&gt;");
      expect((await post(scoreBody(itemId, { comment: "Changed" }))).status).toBe(409);
      if (kind !== "cbt") {
        const work = await s.t.request("GET", `/api/v1${ASSESSMENT_KINDS[kind].path}/${itemId}/work`, {
          token: s.w.studentA.token,
        });
        expect(work.body).toMatchObject({ work: null, score: { score: 85.5, comment } });
      }
      // Without a comment it is null.
      const other = await insertStudent(s.t, "Cy", "cy@example.org", s.w.cohortA);
      const plain = await post(scoreBody(itemId, { [studentKey]: other.id, comment: "  " }));
      expect(plain.body.comment).toBeNull();
    });

    if (kind === "assignment") {
      it("points download_link at the student's work when there is some, else keeps the link sent", async () => {
        const { itemId } = await setup();
        const handedIn = await s.t.request("PUT", `/api/v1/cla_assignments/${itemId}/work`, {
          token: s.w.studentA.token,
          json: { cla_work: { text: "My essay" } },
        });
        expect(handedIn.status).toBe(200);
        const res = await post(scoreBody(itemId, { download_link: "https://example.org/elsewhere" }));
        expect(res.body.download_link).toBe(
          `http://portal.test/portal/assignments/${itemId}?student=${s.w.studentA.id}`,
        );
        const other = await insertStudent(s.t, "Cy", "cy@example.org", s.w.cohortA);
        const sent = await post(
          scoreBody(itemId, { [studentKey]: other.id, download_link: "https://example.org/x" }),
        );
        expect(sent.body.download_link).toBe("https://example.org/x");
        const none = await insertStudent(s.t, "Di", "di@example.org", s.w.cohortA);
        expect((await post(scoreBody(itemId, { [studentKey]: none.id }))).body.download_link).toBeNull();
      });
    }

    it("exactly once: a second score for (item, student) is 409, the first stays, no second mail", async () => {
      const { itemId } = await setup();
      expect((await post(scoreBody(itemId, { score: 85.5 }))).status).toBe(201);
      // Sequential duplicates on either engine (the concurrent race runs on PostgreSQL below).
      for (const value of [90, "10", 0]) {
        expect(await post(scoreBody(itemId, { score: value }))).toMatchObject({
          status: 409,
          body: { error: API_ERRORS.alreadyScored(kind) },
        });
      }
      const rows = await db().select().from(KIND_TABLES[kind].scores.table);
      expect(rows).toHaveLength(1);
      expect((rows[0] as { score: string }).score).toBe("85.50");
      expect(await scoreMails()).toHaveLength(1);
      // Another student can still be scored.
      const other = await insertStudent(s.t, "Cy Ade", "cy@example.org", s.w.cohortA);
      expect((await post(scoreBody(itemId, { [studentKey]: other.id }))).status).toBe(201);
    });

    it("the session, the item, the student, and the score with its mail in one transaction", async () => {
      const { itemId } = await setup();
      const counter = countStatements(s.t.database);
      // BEGIN and COMMIT (or ROLLBACK) go through the counter on PostgreSQL only (PGlite's own transaction).
      const transaction = s.t.database.engine === "postgres" ? 2 : 0;
      try {
        expect((await post(scoreBody(itemId))).status).toBe(201);
        const inserts = counter.statements.filter((text) => /^insert into/i.test(text));
        expect(inserts).toHaveLength(3);
        expect(inserts[1]).toMatch(/^insert into "email_outbox"/i);
        expect(inserts[2]).toMatch(/^insert into "notifications"/i);
        // the session, the item, the student, the transaction's actor (decision 168), the score, its mail and
        // its notice (docs/api.md §6.16); a CBT's mail also reads whether the CBT has closed, to say the score or
        // not (decision 174)
        expect(counter.count).toBe(7 + transaction + (kind === "cbt" ? 1 : 0));
        // a refused duplicate stops at the score's INSERT: no outbox row (the test above counts the mails)
        counter.reset();
        expect((await post(scoreBody(itemId, { score: 10 }))).status).toBe(409);
        expect(counter.count).toBe(5 + transaction);
      } finally {
        counter.stop();
      }
    });

    it("the worker is woken once the score is written, well before its 5 s poll", async () => {
      const { itemId } = await setup();
      s.t.deps.mail.start();
      try {
        const started = Date.now();
        expect((await post(scoreBody(itemId))).status).toBe(201);
        while (s.t.transport.sent.length === 0 && Date.now() - started < 4_000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(s.t.transport.sent.map((m) => m.subject)).toEqual([
          "New score posted: Servant leadership quiz",
        ]);
      } finally {
        await s.t.deps.mail.stop();
      }
    });

    it.skipIf(!onPostgres)(
      "100 concurrent duplicate POSTs: one 201, 99 × 409, one row, one mail (PostgreSQL; PGlite serialises writes)",
      async () => {
        const { itemId } = await setup();
        const responses = await Promise.all(
          Array.from({ length: 100 }, (_, n) => post(scoreBody(itemId, { score: n % 101 }))),
        );
        const statuses = responses.map((r) => r.status);
        expect(statuses.filter((st) => st === 201)).toHaveLength(1);
        expect(statuses.filter((st) => st === 409)).toHaveLength(99);
        for (const r of responses.filter((res) => res.status === 409)) {
          expect(r.body).toEqual({ error: API_ERRORS.alreadyScored(kind) });
        }
        expect(await s.t.count(scoresTable())).toBe(1);
        expect(await scoreMails()).toHaveLength(1);
        const winner = responses.find((r) => r.status === 201)!;
        const [row] = (await db().select().from(KIND_TABLES[kind].scores.table)) as { score: string }[];
        expect(Number(row!.score)).toBe(winner.body.score);
      },
      60_000,
    );

    it("the item key: top level wins; the wrapper copy is used alone; both differing is 422", async () => {
      const { itemId } = await setup();
      const copyOnly = await post({
        [wrapper]: { score: 70, [studentKey]: s.w.studentA.id, [itemKey]: itemId },
      });
      expect(copyOnly.status).toBe(201);
      expect(copyOnly.body[itemKey]).toBe(itemId);
      const other = await insertItem(
        db(),
        kind,
        (await insertCourse(db(), { cohortId: s.w.cohortA })) as CourseRef,
      );
      const differ = await post(scoreBody(itemId, { [itemKey]: other, score: "abc" }));
      expect(differ).toMatchObject({
        status: 422,
        body: {
          errors: {
            score: ["must be a number from 0 to 100 with at most 2 decimals"],
            [itemKey]: ["must match the top-level value"],
          },
        },
      });
      // a top-level null or blank counts as absent: the copy is used
      const blankTop = await post(scoreBody(other, { [itemKey]: other }, { [itemKey]: " " }));
      expect(blankTop.status).toBe(201);
    });

    it("the item key is resolved alone before field validation: 422 is required, 404 unknown or malformed", async () => {
      await setup();
      const bad = { score: "abc", [studentKey]: "nobody" };
      expect(await post({ [wrapper]: bad })).toEqual(
        expect.objectContaining({ status: 422, body: { errors: { [itemKey]: ["is required"] } } }),
      );
      for (const key of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", 12]) {
        expect(await post({ [wrapper]: bad, [itemKey]: key })).toMatchObject({
          status: 404,
          body: { error: `${thing} not found` },
        });
      }
      // another kind's item is unknown to this kind
      const course = await insertCourse(db(), { cohortId: s.w.cohortA });
      const otherKind = kind === "cbt" ? "assignment" : "cbt";
      const foreign = await insertItem(db(), otherKind, course);
      expect((await post(scoreBody(foreign))).status).toBe(404);
    });

    it("score validation of §1.3", async () => {
      const { itemId } = await setup();
      const message = ["must be a number from 0 to 100 with at most 2 decimals"];
      for (const value of ["abc", -1, 100.01, 85.123, ".5", "1e2", true, "101", [], {}]) {
        expect(await post(scoreBody(itemId, { score: value })), String(value)).toMatchObject({
          status: 422,
          body: { errors: { score: expect.arrayContaining([expect.any(String)]) } },
        });
        const res = await post(scoreBody(itemId, { score: value }));
        if (typeof value !== "boolean" && !Array.isArray(value) && typeof value !== "object") {
          expect(res.body.errors.score, String(value)).toEqual(message);
        }
      }
      for (const value of [undefined, null, "", "  "]) {
        expect((await post(scoreBody(itemId, { score: value }))).body).toEqual({
          errors: { score: ["is required"] },
        });
      }
      expect(await s.t.count(scoresTable())).toBe(0);
      // accepted forms: numbers and trimmed digit strings up to 2 decimals
      const accepted = await post(scoreBody(itemId, { score: " 100 " }));
      expect(accepted.body.score).toBe(100);
    });

    it("the student: is required, does not exist, must be a student of this cohort", async () => {
      const { itemId } = await setup();
      const student = async (value: unknown) => (await post(scoreBody(itemId, { [studentKey]: value }))).body;
      expect(await student(undefined)).toEqual({ errors: { [studentKey]: ["is required"] } });
      expect(await student("CLA000000000000")).toEqual({ errors: { [studentKey]: ["does not exist"] } });
      expect(await student("abc")).toEqual({ errors: { [studentKey]: ["is invalid"] } });
      const mustBe = { errors: { [studentKey]: ["must be a student of this cohort"] } };
      expect(await student(s.w.studentB.id)).toEqual(mustBe);
      expect(await student(s.w.facilitator.id)).toEqual(mustBe);
      // all field errors together
      expect((await post(scoreBody(itemId, { score: -1, [studentKey]: s.w.studentB.id }))).body).toEqual({
        errors: {
          score: ["must be a number from 0 to 100 with at most 2 decimals"],
          [studentKey]: ["must be a student of this cohort"],
        },
      });
      // ids match case-insensitively
      expect((await post(scoreBody(itemId, { [studentKey]: s.w.studentA.id.toLowerCase() }))).status).toBe(
        201,
      );
    });

    it("authorization: 401 anonymous, 403 for any student, 400 without the wrapper", async () => {
      const { itemId } = await setup();
      expect((await s.t.request("POST", path, { json: scoreBody(itemId) })).status).toBe(401);
      for (const token of [s.w.studentA.token, s.w.studentB.token]) {
        expect(await post(scoreBody(itemId), token)).toMatchObject({
          status: 403,
          body: { error: API_ERRORS.noPermission },
        });
      }
      expect(await post({ [itemKey]: itemId })).toMatchObject({
        status: 400,
        body: { error: `Request body must contain a "${wrapper}" object.` },
      });
      expect(await s.t.count(scoresTable())).toBe(0);
    });

    it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
      const { itemId } = await setup();
      const valid = scoreBody(
        itemId,
        kind === "assignment" ? { download_link: "https://example.org/x.pdf" } : {},
      );
      const cases = malformedBodies(valid, { wrapper, textFields: [] });
      expect(cases.length).toBeGreaterThanOrEqual(20);
      await expectRejectedUnchanged(s.t, "POST", path, s.w.facilitator.token, cases);
    });
  });

  describe(`GET ${score.path}/students_without_scores`, () => {
    it("counts only students of the item's cohort; the list in people order", async () => {
      const { course, itemId } = await setup();
      const zed = await insertStudent(s.t, "zed Umeh", "zed@example.org", s.w.cohortA);
      const bea = await insertStudent(s.t, "Bea Nwosu", "bea@example.org", s.w.cohortA);
      await insertScore(db(), kind, { itemId, studentId: bea.id, course, score: 60 });
      // A score held by someone outside the cohort (as if they moved) does not count.
      await insertScore(db(), kind, { itemId, studentId: s.w.studentB.id, course, score: 60 });
      const res = await s.t.request("GET", `${path}/students_without_scores?${itemKey}=${itemId}`, {
        token: s.w.facilitator.token,
      });
      expect(res.status).toBe(200);
      expect(studentsWithoutScoresSchema.parse(res.body)).toEqual({
        total_students_in_cohort: 3,
        students_with_scores: 1,
        students_without_scores: 2,
        students_without_scores_list: [
          { id: s.w.studentA.id, name: "Ada Obi" },
          { id: zed.id, name: "zed Umeh" },
        ],
      });
    });

    it("422 is required, 404 unknown or malformed, 403 students, 401 anonymous", async () => {
      const { itemId } = await setup();
      const get = (query: string, token?: string) =>
        s.t.request("GET", `${path}/students_without_scores${query}`, token ? { token } : {});
      const token = s.w.facilitator.token;
      expect(await get("", token)).toMatchObject({
        status: 422,
        body: { errors: { [itemKey]: ["is required"] } },
      });
      expect(await get(`?${itemKey}=`, token)).toMatchObject({ status: 422 });
      expect(await get(`?${itemKey}=${itemId}&${itemKey}=${itemId}`, token)).toMatchObject({
        status: 422,
        body: { errors: { [itemKey]: ["is invalid"] } },
      });
      for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
        expect(await get(`?${itemKey}=${id}`, token)).toMatchObject({
          status: 404,
          body: { error: `${thing} not found` },
        });
      }
      expect(await get(`?${itemKey}=${itemId}`, s.w.studentA.token)).toMatchObject({
        status: 403,
        body: { error: API_ERRORS.noPermission },
      });
      expect((await get(`?${itemKey}=${itemId}`)).status).toBe(401);
    });
  });
});
