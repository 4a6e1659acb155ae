/**
 * docs/api.md §6.15 administration: cohorts, people (move, role, deactivation, invitations, links),
 * CSV enrolment, and the activity log (append-only on both engines, written with its change).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  activityResponseSchema,
  API_ERRORS,
  compareNames,
  cohortSchema,
  enrolmentResponseSchema,
  FIELD_MESSAGES,
  peopleResponseSchema,
  personSchema,
} from "@cla/domain";
import { WORLD_NAMES } from "@cla/domain/fixtures";
import { executeRows, MIGRATIONS_FOLDER, schema } from "../../db/index.ts";
import { insertCourse, insertItem, insertLiveClass } from "../../test/academy-rows.ts";
import { insertStudent, routeSuite, TEST_PASSWORD } from "../../test/harness.ts";

const s = routeSuite();
const api = (
  method: string,
  path: string,
  options: { json?: unknown; token?: string; body?: string; headers?: Record<string, string> } = {},
) => s.t.request(method, `/api/v1${path}`, { token: s.w.admin.token, ...options });
const csv = (text: string, path = "/cla_enrolments/preview") =>
  api("POST", path, { body: text, headers: { "content-type": "text/csv" } });
const activity = async (query = "") => {
  const res = await api("GET", `/cla_activity${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return activityResponseSchema.parse(res.body);
};
/** The set-password token of the last mail to `to`, read back from its link. */
async function linkToken(to: string): Promise<string> {
  const rows = await s.t.database.db
    .select()
    .from(schema.email_outbox)
    .where(eq(schema.email_outbox.to_address, to));
  const text = rows.at(-1)!.text_body;
  return decodeURIComponent(/token=([\w%-]+)/.exec(text)![1]!);
}
const signIn = (email: string, password: string) =>
  s.t.request("POST", "/api/v1/sign_in", { json: { user: { email, password } } });

describe("cohorts", () => {
  it("an admin creates and edits a cohort; sign-up accepts only cohorts open and not ended", async () => {
    const created = await api("POST", "/cla_cohorts", {
      json: { cla_cohort: { name: "Cohort 2099A", start_date: "2099-01-05", end_date: "2099-06-26" } },
    });
    expect(created.status, s.t.logLines.join("\n")).toBe(201);
    expect(cohortSchema.parse(created.body)).toMatchObject({
      name: "Cohort 2099A",
      open_for_signup: null,
      status: "upcoming",
      student_count: 0,
    });
    const id = created.body.id as number;
    const signUp = (cohort: number, email: string) =>
      s.t.request("POST", "/api/v1/sign_up", {
        json: {
          user: { name: "New", email, password: "secret-pass", cla_role_id: 1, cla_cohort_id: cohort },
        },
      });
    expect((await signUp(id, "one@example.org")).status).toBe(201);
    const closed = await api("PUT", `/cla_cohorts/${id}`, {
      json: { cla_cohort: { open_for_signup: false } },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ open_for_signup: false, student_count: 1 });
    expect((await signUp(id, "two@example.org")).body).toEqual({
      errors: { cla_cohort_id: [FIELD_MESSAGES.cohortNotOpen] },
    });
    // Cohort B ended in 2024.
    expect((await signUp(s.w.cohortB, "three@example.org")).body).toEqual({
      errors: { cla_cohort_id: [FIELD_MESSAGES.cohortNotOpen] },
    });
    // One date against the stored other; a taken name; an unknown id.
    expect(
      (await api("PUT", `/cla_cohorts/${id}`, { json: { cla_cohort: { end_date: "2098-01-01" } } })).body,
    ).toEqual({
      errors: { end_date: [FIELD_MESSAGES.endBeforeStart] },
    });
    expect(
      (await api("PUT", `/cla_cohorts/${id}`, { json: { cla_cohort: { name: "Cohort A" } } })).body,
    ).toEqual({
      error: API_ERRORS.cohortNameTaken,
    });
    expect((await api("PUT", "/cla_cohorts/999", { json: { cla_cohort: { name: "X" } } })).status).toBe(404);
    const kinds = (await activity(`?kind=cohort&cla_user_id=${s.w.admin.id}`)).entries.map((e) => [
      e.kind,
      e.actor_name,
      e.subject_name,
    ]);
    expect(kinds).toEqual([
      ["cohort.changed", "Hope Admin", "Cohort 2099A"],
      ["cohort.created", "Hope Admin", "Cohort 2099A"],
    ]);
  });

  it("names are unique regardless of letter case and surrounding space (decision 176, finding 10)", async () => {
    const taken = { error: API_ERRORS.cohortNameTaken };
    for (const name of ["cohort a", "COHORT A", "  Cohort a\t"]) {
      expect((await api("POST", "/cla_cohorts", { json: { cla_cohort: { name } } })).body, name).toEqual(
        taken,
      );
    }
    const rename = (id: number, name: string) =>
      api("PUT", `/cla_cohorts/${id}`, { json: { cla_cohort: { name } } });
    expect((await rename(s.w.cohortB, "cohort A")).body).toEqual(taken);
    expect((await rename(s.w.cohortA, "COHORT A")).body).toMatchObject({ name: "COHORT A" });
    // The database's lower() decides, for the enrolment file too: "İzmir" and "izmir" are one name.
    const izmir = await api("POST", "/cla_cohorts", { json: { cla_cohort: { name: "İzmir Intake" } } });
    expect(izmir.status).toBe(201);
    expect(
      (await api("POST", "/cla_cohorts", { json: { cla_cohort: { name: "izmir intake" } } })).body,
    ).toEqual(taken);
    const preview = await csv(
      `name,email,phone_number,birthday,cohort\nNew One,new1@example.org,,,IZMIR INTAKE\n`,
    );
    expect(preview.body.rows[0]).toMatchObject({ status: "new", cla_cohort_id: izmir.body.id });
  });

  it("the migration renames cohorts whose names differ only in letter case or space, the oldest kept", async () => {
    const db = s.t.database.db;
    await db.execute(sql`DROP INDEX cohorts_name_unique`);
    await db.execute(sql`CREATE UNIQUE INDEX cohorts_name_unique ON cohorts (name)`);
    const duplicates = await executeRows<{ id: number }>(
      db,
      sql`INSERT INTO cohorts (name) VALUES ('cohort a'), (' COHORT A '), ('Cohort B ') RETURNING id`,
    );
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0013_cohort_names_unique.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const rows = await db.select({ id: schema.cohorts.id, name: schema.cohorts.name }).from(schema.cohorts);
    const [a, A, b] = duplicates.map((d) => d.id);
    expect(new Map(rows.map((r) => [r.id, r.name]))).toEqual(
      new Map([
        [s.w.cohortA, "Cohort A"],
        [s.w.cohortB, "Cohort B"],
        [a, `cohort a (${a})`],
        [A, `COHORT A (${A})`],
        [b, `Cohort B (${b})`],
      ]),
    );
    await expect(db.execute(sql`INSERT INTO cohorts (name) VALUES ('COHORT B')`)).rejects.toThrow();
  });

  it("sign-up into a cohort that has started only when an admin opened it (decision 174)", async () => {
    const signUp = (cohort: number, email: string) =>
      s.t.request("POST", "/api/v1/sign_up", {
        json: {
          user: { name: "New", email, password: "secret-pass", cla_role_id: 1, cla_cohort_id: cohort },
        },
      });
    const notOpen = { errors: { cla_cohort_id: [FIELD_MESSAGES.cohortNotOpen] } };
    // New cohorts are automatic: offered until they start (the server clock reads today).
    const create = async (name: string, start_date: string | null) => {
      const res = await api("POST", "/cla_cohorts", { json: { cla_cohort: { name, start_date } } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return cohortSchema.parse(res.body);
    };
    const started = await create("Started", "2025-09-01");
    const undated = await create("Undated", null);
    const upcoming = await create("Upcoming", "2099-09-01");
    expect([started, undated, upcoming].map((c) => [c.status, c.open_for_signup])).toEqual([
      ["running", null],
      ["running", null],
      ["upcoming", null],
    ]);
    expect((await signUp(started.id, "one@example.org")).body).toEqual(notOpen);
    expect((await signUp(undated.id, "two@example.org")).body).toEqual(notOpen);
    expect((await signUp(upcoming.id, "three@example.org")).status).toBe(201);

    // The admin opens the started cohort; null sets it back to automatic.
    const opened = await api("PUT", `/cla_cohorts/${started.id}`, {
      json: { cla_cohort: { open_for_signup: true } },
    });
    expect(opened.body).toMatchObject({ open_for_signup: true, status: "running" });
    expect((await signUp(started.id, "four@example.org")).status).toBe(201);
    const automatic = await api("PUT", `/cla_cohorts/${started.id}`, {
      json: { cla_cohort: { open_for_signup: null } },
    });
    expect(automatic.body).toMatchObject({ open_for_signup: null });
    expect((await signUp(started.id, "five@example.org")).body).toEqual(notOpen);
  });

  it("a facilitator may not create a cohort", async () => {
    const res = await api("POST", "/cla_cohorts", {
      token: s.w.facilitator.token,
      json: { cla_cohort: { name: "X" } },
    });
    expect(res.status).toBe(403);
  });
});

describe("people", () => {
  it("lists, searches and filters", async () => {
    const all = peopleResponseSchema.parse((await api("GET", "/cla_users")).body).users;
    expect(all.map((p) => p.name)).toEqual(["Ada Obi", "Ben Eze", "Grace Facilitator", "Hope Admin"]);
    const names = async (query: string) =>
      (await api("GET", `/cla_users?${query}`)).body.users.map((p: { name: string }) => p.name);
    expect(await names("q=OBI")).toEqual(["Ada Obi"]);
    expect(await names("q=ben%40")).toEqual(["Ben Eze"]);
    expect(await names("q=%25")).toEqual([]);
    expect(await names("role=facilitator")).toEqual(["Grace Facilitator"]);
    expect(await names(`cla_cohort_id=${s.w.cohortB}`)).toEqual(["Ben Eze"]);
    expect(await names("status=deactivated")).toEqual([]);
    expect((await api("GET", "/cla_users?role=pastor&status=x")).body).toEqual({
      errors: { role: [FIELD_MESSAGES.invalid], status: [FIELD_MESSAGES.invalid] },
    });
    expect((await api("GET", "/cla_users?cla_cohort_id=999")).status).toBe(404);
  });

  it("finds a name in any script, letter case and accents ignored (docs/product.md §1)", async () => {
    for (const [script, name] of Object.entries(WORLD_NAMES))
      await insertStudent(s.t, name, `${script.toLowerCase()}@example.org`, s.w.cohortA);
    const names = async (q: string) =>
      peopleResponseSchema
        .parse((await api("GET", `/cla_users?q=${encodeURIComponent(q)}`)).body)
        .users.map((p) => p.name);
    expect(await names("emile")).toEqual([WORLD_NAMES.french]);
    expect(await names("LUKASZ")).toEqual([WORLD_NAMES.polish]);
    expect(await names("serban")).toEqual([WORLD_NAMES.romanian]);
    expect(await names("nguyen")).toEqual([WORLD_NAMES.vietnamese]);
    expect(await names("петренко")).toEqual([WORLD_NAMES.mixed, WORLD_NAMES.cyrillic].sort(compareNames));
    expect(await names("γιωργος")).toEqual([WORLD_NAMES.greek]);
    expect(await names("محمد")).toEqual([WORLD_NAMES.arabic]);
    expect(await names("秀英")).toEqual([WORLD_NAMES.simplifiedChinese]);
    expect(await names("greek@")).toEqual([WORLD_NAMES.greek]);
  });

  it("moves a student: their scores stay on their items, the dashboard follows the new cohort", async () => {
    const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA, name: "Old course" });
    const item = await insertItem(s.t.database.db, "assignment", course);
    const scored = await s.t.request("POST", "/api/v1/cla_submissions", {
      token: s.w.facilitator.token,
      json: { cla_submission: { score: 70, cla_student_id: s.w.studentA.id }, cla_assignment_id: item },
    });
    expect(scored.status).toBe(201);
    const moved = await api("PUT", `/cla_users/${s.w.studentA.id}`, {
      json: { user: { cla_cohort_id: s.w.cohortB } },
    });
    expect(moved.status).toBe(200);
    expect(personSchema.parse(moved.body)).toMatchObject({
      cla_cohort_id: s.w.cohortB,
      cla_cohort_name: "Cohort B",
    });
    const rows = await s.t.database.db.select().from(schema.submissions);
    expect(rows.map((r) => [r.cla_student_id, r.cla_cohort_id])).toEqual([[s.w.studentA.id, s.w.cohortA]]);
    const dashboard = await s.t.request("GET", "/api/v1/cla_dashboards/student_dashboard_stats", {
      token: s.w.studentA.token,
    });
    expect(dashboard.body.course_stats).toEqual([]);
    // A student needs a cohort; unknown references are 422.
    expect(
      (await api("PUT", `/cla_users/${s.w.studentA.id}`, { json: { user: { cla_cohort_id: null } } })).body,
    ).toEqual({
      errors: { cla_cohort_id: [FIELD_MESSAGES.required] },
    });
    expect(
      (
        await api("PUT", `/cla_users/${s.w.studentA.id}`, {
          json: { user: { cla_role_id: 9, cla_cohort_id: 999 } },
        })
      ).body,
    ).toEqual({
      errors: { cla_role_id: [FIELD_MESSAGES.doesNotExist], cla_cohort_id: [FIELD_MESSAGES.doesNotExist] },
    });
    const [entry] = (await activity(`?kind=user.cohort_changed&cla_user_id=${s.w.studentA.id}`)).entries;
    expect(entry).toMatchObject({
      actor_id: s.w.admin.id,
      user_name: "Ada Obi",
      details: { from: "Cohort A", to: "Cohort B", from_id: s.w.cohortA, to_id: s.w.cohortB },
    });
  });

  it("deactivation: sessions end at once, sign-in is refused, the pickers forget them, nothing is deleted", async () => {
    const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA, name: "Course" });
    const classId = await insertLiveClass(s.t.database.db, course, { date: "2025-02-10" });
    const off = await api("PUT", `/cla_users/${s.w.studentA.id}`, { json: { user: { active: false } } });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await s.t.request("GET", "/api/v1/me", { token: s.w.studentA.token })).status).toBe(401);
    expect((await signIn("ada@example.org", TEST_PASSWORD)).body).toEqual({
      error: API_ERRORS.invalidCredentials,
    });
    const fac = { token: s.w.facilitator.token };
    const picker = await s.t.request(
      "GET",
      `/api/v1/cla_cohorts/students_of_cohort?cla_cohort_id=${s.w.cohortA}`,
      fac,
    );
    expect(picker.body.students).toEqual([]);
    const missing = await s.t.request(
      "GET",
      `/api/v1/cla_attendances/missing_attendance?cla_live_class_id=${classId}`,
      fac,
    );
    expect(missing.body.missing_users).toEqual([]);
    expect(await s.t.count("users")).toBe(4);
    // An admin cannot lock themselves out or change their own role.
    expect(
      (await api("PUT", `/cla_users/${s.w.admin.id}`, { json: { user: { active: false } } })).body,
    ).toEqual({
      error: API_ERRORS.cannotChangeOwnAccount,
    });
    expect((await api("POST", `/cla_users/${s.w.studentA.id}/reset_link`)).body).toEqual({
      error: API_ERRORS.personDeactivated,
    });
    const on = await api("PUT", `/cla_users/${s.w.studentA.id}`, { json: { user: { active: true } } });
    expect(on.body.active).toBe(true);
    expect((await signIn("ada@example.org", TEST_PASSWORD)).status).toBe(200);
    const kinds = (await activity(`?cla_user_id=${s.w.studentA.id}`)).entries.map((e) => e.kind);
    expect(kinds).toEqual(["sign_in.succeeded", "user.reactivated", "sign_in.failed", "user.deactivated"]);
    const failed = (await activity("?kind=sign_in.failed")).entries[0]!;
    expect(failed.details).toMatchObject({ email: "ada@example.org" });
    expect(typeof failed.details.address).toBe("string");
  });

  it("changes a role: a student made facilitator reaches facilitator endpoints", async () => {
    const res = await api("PUT", `/cla_users/${s.w.studentB.id}`, { json: { user: { cla_role_id: 2 } } });
    expect(res.body).toMatchObject({ cla_role_name: "facilitator" });
    const desk = await s.t.request("GET", `/api/v1/cla_dashboards/desk_stats?cla_cohort_id=${s.w.cohortA}`, {
      token: s.w.studentB.token,
    });
    expect(desk.status).toBe(200);
    expect((await activity("?kind=user.role_changed")).entries[0]!.details).toEqual({
      from: "student",
      to: "facilitator",
    });
  });

  it("invites a facilitator: no password, a 7-day set-password link that signs them in", async () => {
    const res = await api("POST", "/cla_users/invite", {
      json: { user: { name: "Paul Pastor", email: "Paul@Example.org", cla_role_id: 2 } },
    });
    expect(res.status).toBe(201);
    expect(personSchema.parse(res.body)).toMatchObject({
      email: "paul@example.org",
      password_set: false,
      active: true,
    });
    expect((await signIn("paul@example.org", "")).status).toBe(422);
    expect((await signIn("paul@example.org", "anything")).status).toBe(401);
    const [mail] = await s.t.database.db.select().from(schema.email_outbox);
    expect(mail).toMatchObject({ kind: "password_reset", subject: "Your CLA Portal account" });
    expect(mail!.text_body).toContain("valid for 7 days");
    const [token] = await s.t.database.db.select().from(schema.password_reset_tokens);
    expect(Date.parse(token!.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const reset = await s.t.request("POST", "/api/v1/reset_password", {
      json: { token: await linkToken("paul@example.org"), password: "my-new-pass" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn("paul@example.org", "my-new-pass")).body.user).toMatchObject({
      cla_role_name: "facilitator",
    });
    // Students are enrolled, not invited; the email is unique.
    const student = await api("POST", "/cla_users/invite", {
      json: { user: { name: "S", email: "s@example.org", cla_role_id: 1 } },
    });
    expect(student.body).toEqual({ errors: { cla_role_id: [FIELD_MESSAGES.mustBeStaffRole] } });
    const again = await api("POST", "/cla_users/invite", {
      json: { user: { name: "P", email: "paul@example.org", cla_role_id: 3 } },
    });
    expect(again.body).toEqual({ error: API_ERRORS.emailTaken });
    expect((await activity("?kind=user.invited")).entries[0]).toMatchObject({
      actor_name: "Hope Admin",
      user_name: "Paul Pastor",
      details: { role: "facilitator" },
    });
  });

  it("sends a reset link that supersedes earlier ones", async () => {
    expect((await api("POST", `/cla_users/${s.w.studentA.id}/reset_link`)).status).toBe(200);
    const first = await linkToken("ada@example.org");
    expect((await api("POST", `/cla_users/${s.w.studentA.id}/reset_link`)).body).toEqual({
      message: "A link to set a new password has been sent.",
    });
    const second = await linkToken("ada@example.org");
    const use = (token: string) =>
      s.t.request("POST", "/api/v1/reset_password", { json: { token, password: "another-pass" } });
    expect((await use(first)).status).toBe(400);
    expect((await use(second)).status).toBe(200);
    expect((await api("POST", "/cla_users/CLA0000000000000/reset_link")).status).toBe(404);
  });
});

describe("a deactivation revokes outstanding set-password links (decision 176, finding 9)", () => {
  it("a reset or invitation link mailed before cannot set a password during the deactivation or after", async () => {
    const setPassword = (token: string) =>
      s.t.request("POST", "/api/v1/reset_password", { json: { token, password: "taken-over-1" } });
    const forgot = await s.t.request("POST", "/api/v1/forgot_password", {
      json: { email: "ada@example.org" },
    });
    expect(forgot.status).toBe(200);
    const reset = await linkToken("ada@example.org");
    const invited = await api("POST", "/cla_users/invite", {
      json: { user: { name: "Paul Pastor", email: "paul@example.org", cla_role_id: 2 } },
    });
    const invitation = await linkToken("paul@example.org");
    for (const id of [s.w.studentA.id, invited.body.id]) {
      expect((await api("PUT", `/cla_users/${id}`, { json: { user: { active: false } } })).status).toBe(200);
    }
    for (const token of [reset, invitation]) {
      expect((await setPassword(token)).body).toEqual({ error: API_ERRORS.resetLinkInvalid });
    }
    for (const id of [s.w.studentA.id, invited.body.id]) {
      expect((await api("PUT", `/cla_users/${id}`, { json: { user: { active: true } } })).status).toBe(200);
    }
    for (const token of [reset, invitation]) {
      expect((await setPassword(token)).body).toEqual({ error: API_ERRORS.resetLinkInvalid });
    }
    expect((await signIn("ada@example.org", "taken-over-1")).status).toBe(401);
    expect((await signIn("ada@example.org", TEST_PASSWORD)).status).toBe(200);
  });
});

describe("enrolment from a CSV file", () => {
  const header = "name,email,phone_number,birthday,cohort";

  it("previews every row's status with sign-up's messages, then enrols the new ones once", async () => {
    await insertStudent(s.t, "Elsewhere", "else@example.org", s.w.cohortB);
    const file = [
      header,
      `New One,new1@example.org,+1 555,2000-01-02,Cohort A`,
      `New Two,NEW2@example.org,,,${s.w.cohortA}`,
      `Ada Obi,ada@example.org,,,Cohort A`,
      `Else,else@example.org,,,Cohort A`,
      `,bad-email,,2099-01-01,Nowhere`,
      `Dup,new1@example.org,,,Cohort A`,
    ].join("\r\n");
    const preview = enrolmentResponseSchema.parse((await csv(file)).body);
    expect(preview.rows.map((r) => [r.line, r.status])).toEqual([
      [2, "new"],
      [3, "new"],
      [4, "already_enrolled"],
      [5, "conflict"],
      [6, "error"],
      [7, "error"],
    ]);
    expect(preview.rows[3]!.errors).toEqual({ email: [API_ERRORS.emailTaken] });
    expect(preview.rows[4]!.errors).toEqual({
      name: [FIELD_MESSAGES.required],
      email: [FIELD_MESSAGES.email],
      birthday: [FIELD_MESSAGES.inFuture],
      cohort: [FIELD_MESSAGES.doesNotExist],
    });
    expect(preview.rows[5]!.errors).toEqual({ email: [FIELD_MESSAGES.duplicateInFile] });
    expect(preview.counts).toEqual({ new: 2, already_enrolled: 1, conflict: 1, error: 2 });
    expect(await s.t.count("users")).toBe(5);

    const enrolled = enrolmentResponseSchema.parse((await csv(file, "/cla_enrolments")).body);
    expect(enrolled.enrolled).toBe(2);
    expect(await s.t.count("users")).toBe(7);
    expect(await s.t.count("email_outbox")).toBe(2);
    const [two] = await s.t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "new2@example.org"));
    expect(two).toMatchObject({ cla_cohort_id: s.w.cohortA, password_hash: null, phone_number: null });
    // The same file again enrols nobody.
    const again = enrolmentResponseSchema.parse((await csv(file, "/cla_enrolments")).body);
    expect([again.enrolled, again.counts.new, again.counts.already_enrolled]).toEqual([0, 0, 3]);
    expect(await s.t.count("users")).toBe(7);
    expect((await activity("?kind=user.enrolled")).entries).toHaveLength(2);
    // An enrolled student's link signs them in.
    const reset = await s.t.request("POST", "/api/v1/reset_password", {
      json: { token: await linkToken("new1@example.org"), password: "student-pass" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn("new1@example.org", "student-pass")).body.user.cla_cohort_id).toBe(s.w.cohortA);
  });

  it("reads a byte order mark, semicolons and quoted fields; refuses what is not a CSV file", async () => {
    const file = `\ufeff${header.replaceAll(",", ";")}\n"Obi; Junior";junior@example.org;;;Cohort A\n`;
    const res = await csv(file);
    expect(res.body.rows[0]).toMatchObject({ name: "Obi; Junior", status: "new" });
    expect((await csv("name,email\nA,b@c.d\n")).body).toEqual({
      errors: { csv: [FIELD_MESSAGES.csvHeader] },
    });
    expect((await csv(`${header}\n`)).body).toEqual({ errors: { csv: [FIELD_MESSAGES.csvEmpty] } });
    expect((await csv(`${header}\n"unclosed,a@b.co,,,1\n`)).body).toEqual({
      errors: { csv: [FIELD_MESSAGES.csvUnreadable] },
    });
    const json = await api("POST", "/cla_enrolments/preview", { json: { csv: header } });
    expect(json.body).toEqual({ error: API_ERRORS.csvBody });
    const latin1 = await api("POST", "/cla_enrolments/preview", {
      body: Buffer.from([0x6e, 0xe9, 0x0a]) as unknown as string,
      headers: { "content-type": "text/csv" },
    });
    expect(latin1.body).toEqual({ error: API_ERRORS.csvBody });
    const big = await csv(`${header}\n${"x".repeat(2 * 1_048_576)}`);
    expect([big.status, big.body]).toEqual([413, { error: API_ERRORS.csvTooLarge }]);
  });
});

describe("activity log", () => {
  it("records changes with their names, also of deleted records, newest first, paged", async () => {
    const fac = { token: s.w.facilitator.token };
    const course = await s.t.request("POST", "/api/v1/cla_courses", {
      ...fac,
      json: {
        cla_course: {
          name: "Leadership",
          description: "d",
          cla_cohort_id: s.w.cohortA,
          start_date: "2025-01-01",
          end_date: "2025-02-01",
        },
      },
    });
    expect(course.status).toBe(201);
    await s.t.request("PUT", `/api/v1/cla_courses/${course.body.id}`, {
      ...fac,
      json: { cla_course: { name: "Servant Leadership" } },
    });
    await s.t.request("DELETE", `/api/v1/cla_courses/${course.body.id}`, fac);
    const page = await activity("?kind=course&limit=2");
    expect(page.entries.map((e) => [e.kind, e.subject_name, e.actor_name])).toEqual([
      ["course.deleted", "Servant Leadership", "Grace Facilitator"],
      ["course.changed", "Servant Leadership", "Grace Facilitator"],
    ]);
    expect(page.entries[1]!.details).toEqual({ changed: "name" });
    const next = await activity(`?kind=course&limit=2&before=${page.next_cursor}`);
    expect(next.entries.map((e) => e.kind)).toEqual(["course.created"]);
    expect(next.next_cursor).toBeNull();
    expect((await activity("?from=2000-01-01&to=2000-01-02")).entries).toEqual([]);
    expect(
      (await api("GET", "/cla_activity?limit=0&before=x&from=2025-13-01&cla_user_id=nope&kind=DROP")).body,
    ).toEqual({
      errors: {
        cla_user_id: [FIELD_MESSAGES.invalid],
        kind: [FIELD_MESSAGES.invalid],
        from: [FIELD_MESSAGES.date],
        before: [FIELD_MESSAGES.invalid],
        limit: [FIELD_MESSAGES.invalid],
      },
    });
  });

  it("records a score with its item, student and value", async () => {
    const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA, name: "Course" });
    const item = await insertItem(s.t.database.db, "contribution", course, { name: "Essay" });
    const res = await s.t.request("POST", "/api/v1/cla_contributions_scores", {
      token: s.w.admin.token,
      json: {
        cla_contributions_score: { score: 85.5, cla_user_id: s.w.studentA.id },
        cla_contribution_id: item,
      },
    });
    expect(res.status).toBe(201);
    expect((await activity("?kind=score")).entries[0]).toMatchObject({
      kind: "score.recorded",
      actor_name: "Hope Admin",
      user_name: "Ada Obi",
      subject_id: item,
      subject_name: "Essay",
      details: { item_kind: "contribution", score: 85.5 },
    });
  });

  it("refuses UPDATE, DELETE and TRUNCATE on the table itself", async () => {
    const before = await s.t.count("activity_log");
    await signIn("ada@example.org", TEST_PASSWORD);
    const db = s.t.database.db;
    expect(await s.t.count("activity_log")).toBe(before + 1);
    for (const statement of [
      "UPDATE activity_log SET kind = 'rewritten'",
      "DELETE FROM activity_log",
      "TRUNCATE activity_log",
    ]) {
      await expect(db.execute(sql.raw(statement)), statement).rejects.toThrow();
    }
    const rows = await db.select().from(schema.activity_log);
    expect(rows.map((r) => r.kind)).toContain("sign_in.succeeded");
    expect(rows).toHaveLength(before + 1);
  });
});
