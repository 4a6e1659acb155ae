/** The operator CLI (docs/api.md §2) and the demo academy it and the server seed. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { and, eq, isNotNull, isNull, like } from "drizzle-orm";
import { addDays, COURSE_LEVEL_MAX, courseSchema, todayIn } from "@cla/domain";
import { schema } from "../db/index.ts";
import { DEMO_LOGINS, SeedRefusedError } from "../seed/demo.ts";
import { insertCourse, insertItem } from "../test/academy-rows.ts";
import { routeSuite } from "../test/harness.ts";
import {
  activity,
  editCohort,
  enrolFile,
  invite,
  move,
  resetLink,
  setActive,
  setRole,
} from "./admin-commands.ts";
import { createCohort, createUser, seed, UsageError, type CliIo } from "./commands.ts";
import { extend, listExtensions, revokeExtension } from "./extension-commands.ts";
import { COMMANDS, USAGE } from "./table.ts";

const s = routeSuite();

function io(answers: { stdin?: string; prompts?: string[] } = {}): CliIo & { output: string } {
  const prompts = [...(answers.prompts ?? [])];
  const result = {
    output: "",
    out(text: string) {
      result.output += text;
    },
    readStdin: async () => answers.stdin ?? "",
    askHidden: async () => prompts.shift() ?? "",
  };
  return result;
}

describe("create-cohort", () => {
  it("creates a cohort and prints its id", async () => {
    const { t } = s;
    const out = io();
    await createCohort(
      t.database,
      ["--name", "Cohort 2026A", "--start", "2026-01-05", "--end", "2026-06-26"],
      out,
    );
    expect(out.output).toMatch(/^Created cohort "Cohort 2026A" with id \d+\n$/);
    const [row] = await t.database.db
      .select()
      .from(schema.cohorts)
      .where(eq(schema.cohorts.name, "Cohort 2026A"));
    expect(row).toMatchObject({ start_date: "2026-01-05", end_date: "2026-06-26", open_for_signup: null });
  });

  it.each([
    [["--start", "2026-01-05"], "--name: is required"],
    [["--name", "X", "--start", "2026-02-30"], "--start: must be a valid date (YYYY-MM-DD)"],
    [["--name", "X", "--start", "2026-02-01", "--end", "2026-01-01"], "--end must be on or after --start"],
    [["--name", "Cohort A"], 'A cohort named "Cohort A" already exists.'],
  ])("refuses %j: %s", async (args, message) => {
    await expect(createCohort(s.t.database, args, io())).rejects.toThrow(new UsageError(message));
  });
});

describe("create-user", () => {
  it("creates a user from --password-stdin who can then sign in", async () => {
    const { t, w } = s;
    const out = io({ stdin: "operator-pass-1" });
    await createUser(
      t.database,
      [
        "--role",
        "student",
        "--email",
        " New@Example.org ",
        "--name",
        "New Student",
        "--cohort",
        String(w.cohortB),
        "--password-stdin",
      ],
      out,
    );
    expect(out.output).toMatch(/^Created student New Student <new@example.org> with id CLA[0-9A-Z]{12}\n$/);
    const res = await t.request("POST", "/api/v1/sign_in", {
      json: { user: { email: "new@example.org", password: "operator-pass-1" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ cla_role_name: "student", cla_cohort_id: w.cohortB });
  });

  it("creates a facilitator with a prompted password (asked twice)", async () => {
    const { t } = s;
    await createUser(
      t.database,
      ["--role", "facilitator", "--email", "lead@example.org", "--name", "Lead"],
      io({ prompts: ["lead-password", "lead-password"] }),
    );
    const res = await t.request("POST", "/api/v1/sign_in", {
      json: { user: { email: "lead@example.org", password: "lead-password" } },
    });
    expect(res.body.user).toMatchObject({ cla_role_name: "facilitator", cla_cohort_id: null });
  });

  it.each([
    [["--email", "a@b.co", "--name", "A"], {}, "--role is required"],
    [["--role", "pastor", "--email", "a@b.co", "--name", "A"], {}, '--role: no role named "pastor"'],
    [["--role", "student", "--email", "a@b.co", "--name", "A"], {}, "--cohort is required for a student"],
    [
      ["--role", "student", "--email", "a@b.co", "--name", "A", "--cohort", "999"],
      {},
      "--cohort: no cohort with id 999",
    ],
    [
      ["--role", "facilitator", "--email", "bad", "--name", "A"],
      {},
      "--email: must be a valid email address",
    ],
    [
      ["--role", "facilitator", "--email", "a@b.co", "--name", "A", "--password-stdin"],
      { stdin: "short" },
      "--password: must be at least 6 characters",
    ],
    [
      ["--role", "facilitator", "--email", "a@b.co", "--name", "A"],
      { prompts: ["one-password", "another-one"] },
      "The passwords do not match.",
    ],
    [
      ["--role", "facilitator", "--email", "ADA@example.org", "--name", "A", "--password-stdin"],
      { stdin: "long-enough" },
      "An account with the email ada@example.org already exists.",
    ],
  ])("refuses %j", async (args, answers, message) => {
    await expect(createUser(s.t.database, args, io(answers))).rejects.toThrow(new UsageError(message));
    expect(await s.t.count("users")).toBe(4);
  });
});

describe("administration commands (docs/api.md §6.15)", () => {
  const settings = { publicBaseUrl: "http://portal.test", academyTimeZone: "UTC" };

  it("edit-cohort, invite, move, set-role, deactivate, reactivate, reset-link, enrol and activity", async () => {
    const { t, w } = s;
    const out = io();
    await createCohort(t.database, ["--name", "Closed", "--closed"], out);
    const [closed] = await t.database.db
      .select()
      .from(schema.cohorts)
      .where(eq(schema.cohorts.name, "Closed"));
    expect(closed!.open_for_signup).toBe(false);
    await editCohort(
      t.database,
      ["--id", String(closed!.id), "--open", "--start", "2099-01-01", "--end", "none"],
      out,
    );
    const [opened] = await t.database.db
      .select()
      .from(schema.cohorts)
      .where(eq(schema.cohorts.id, closed!.id));
    expect(opened).toMatchObject({ open_for_signup: true, start_date: "2099-01-01", end_date: null });
    // Back to the default: offered until the cohort starts (decision 174); one sign-up rule at a time.
    await editCohort(t.database, ["--id", String(closed!.id), "--automatic"], out);
    const [automatic] = await t.database.db
      .select()
      .from(schema.cohorts)
      .where(eq(schema.cohorts.id, closed!.id));
    expect(automatic!.open_for_signup).toBeNull();
    await expect(
      editCohort(t.database, ["--id", String(closed!.id), "--open", "--closed"], out),
    ).rejects.toThrow("choose one of --open, --closed and --automatic");

    await invite(
      t.database,
      settings,
      ["--role", "admin", "--email", "boss@example.org", "--name", "Boss"],
      out,
    );
    expect(await t.count("email_outbox")).toBe(1);
    await move(t.database, ["--user", w.studentA.id, "--cohort", String(w.cohortB)], out);
    await setRole(t.database, ["--user", w.studentB.id, "--role", "facilitator"], out);
    await setActive(t.database, false, ["--user", w.studentA.id], out);
    expect((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).status).toBe(401);
    await setActive(t.database, true, ["--user", w.studentA.id], out);
    await resetLink(t.database, settings, ["--user", w.studentA.id], out);
    expect(await t.count("email_outbox")).toBe(2);

    const file = join(mkdtempSync(join(tmpdir(), "cla-enrol-")), "intake.csv");
    writeFileSync(
      file,
      `name;email;phone_number;birthday;cohort\nNew One;one@example.org;;;Cohort A\nBad;bad;;;Cohort A\n`,
    );
    await enrolFile(t.database, settings, [file, "--preview"], out);
    expect(await t.count("users")).toBe(5);
    await enrolFile(t.database, settings, [file], out);
    expect(await t.count("users")).toBe(6);
    expect(out.output).toContain("line 3: error bad (email: must be a valid email address)");
    expect(out.output).toContain("1 new, 0 already enrolled, 0 conflict, 1 error; enrolled 1");

    const log = io();
    await activity(t.database, settings, ["--limit", "200"], log);
    for (const kind of [
      "cohort.created",
      "cohort.changed",
      "user.invited",
      "user.cohort_changed",
      "user.role_changed",
      "user.deactivated",
      "user.reactivated",
      "user.reset_link_sent",
      "user.enrolled",
    ]) {
      expect(log.output).toMatch(new RegExp(`${kind.replace(".", "\\.")}  by pnpm cla`));
    }
  });

  it("prints a hostile name's terminal controls as visible escapes: no line erased, no entry forged (decision 176)", async () => {
    const { t, w } = s;
    // ESC sequences (cursor up, erase line, colour), CR, a newline, a C1 CSI, DEL and a bidi override
    const name =
      "Eve\u001b[1A\u001b[2K\r2026-01-01T00:00:00.000Z  user.deactivated  by Admin\n\u009b31mx\u007f\u202egnp.exe";
    const signUp = await t.request("POST", "/api/v1/sign_up", {
      json: {
        user: {
          name,
          email: "eve@example.org",
          password: "secret-pass",
          password_confirmation: "secret-pass",
          cla_role_id: 1,
          cla_cohort_id: w.cohortA,
        },
      },
    });
    expect(signUp.status).toBe(201);
    const [eve] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "eve@example.org"));
    const out = io();
    await resetLink(t.database, settings, ["--user", eve!.id], out);
    await activity(t.database, settings, ["--kind", "user"], out);
    const lines = out.output.split("\n").slice(0, -1);
    // one line for the reset link, one per log entry (signed up, reset link sent)
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
    }
    expect(lines[0]).toContain(
      String.raw`Eve\x1b[1A\x1b[2K\x0d2026-01-01T00:00:00.000Z  user.deactivated  by Admin\x0a\x9b31mx\x7f\u202egnp.exe`,
    );
  });

  it.each([
    [() => move(s.t.database, ["--user", "nope", "--cohort", "1"], io()), "--user: is invalid"],
    [
      () => move(s.t.database, ["--user", s.w.studentA.id, "--cohort", "999"], io()),
      "--cohort: does not exist",
    ],
    [
      () => setRole(s.t.database, ["--user", s.w.facilitator.id, "--role", "student"], io()),
      "--cohort: is required",
    ],
    [
      () =>
        invite(
          s.t.database,
          { publicBaseUrl: "x", academyTimeZone: "UTC" },
          ["--role", "student", "--email", "a@b.co", "--name", "A"],
          io(),
        ),
      "--role: must be facilitator or admin",
    ],
    [() => editCohort(s.t.database, ["--id", "999"], io()), "--id: no cohort with id 999"],
    [
      () => activity(s.t.database, { publicBaseUrl: "x", academyTimeZone: "UTC" }, ["--limit", "0"], io()),
      '{"errors":{"limit":["is invalid"]}}',
    ],
  ])("refuses %#", async (run, message) => {
    await expect(run()).rejects.toThrow(new UsageError(message));
  });
});

describe("extension commands (docs/api.md §6.17)", () => {
  it("extend grants and changes, extensions lists, extension-revoke revokes, each logged by pnpm cla", async () => {
    const { t, w } = s;
    const out = io();
    const course = await insertCourse(t.database.db, { cohortId: w.cohortA });
    const item = await insertItem(t.database.db, "cbt", course, { due_date: "2025-02-14" });
    const grant = ["--kind", "cbt", "--item", item, "--due", "2025-02-20", "--reason", "In hospital"];
    await expect(extend(t.database, [...grant, "--user", w.studentB.id], out)).rejects.toThrow(
      "--user: must be a student of this cohort",
    );
    await expect(
      extend(
        t.database,
        [...grant.slice(0, 4), "--due", "2025-02-14", "--reason", "x", "--user", w.studentA.id],
        out,
      ),
    ).rejects.toThrow("--due: must be after the item's due date");
    await extend(t.database, [...grant, "--user", w.studentA.id.toLowerCase()], out);
    await extend(
      t.database,
      [...grant.slice(0, 4), "--due", "2025-02-21", "--reason", "Still", "--user", w.studentA.id],
      out,
    );
    const [row] = await t.database.db.select().from(schema.extensions);
    expect(row).toMatchObject({
      cla_cbt_id: item,
      cla_student_id: w.studentA.id,
      due_date: "2025-02-21",
      reason: "Still",
    });
    const listed = io();
    await listExtensions(t.database, ["--kind", "cbt", "--item", item], listed);
    expect(listed.output).toContain(`${row!.id}  ${w.studentA.id}  Ada Obi  due 2025-02-21  Still`);
    await expect(revokeExtension(t.database, ["--id", "nope"], out)).rejects.toThrow(
      "--id: Extension not found",
    );
    await revokeExtension(t.database, ["--id", row!.id], out);
    expect(await t.database.db.select().from(schema.extensions)).toEqual([]);
    const log = await t.database.db
      .select({ kind: schema.activity_log.kind, actor: schema.activity_log.actor_name })
      .from(schema.activity_log)
      .where(and(eq(schema.activity_log.subject_id, item), like(schema.activity_log.kind, "extension.%")));
    expect(log).toEqual([
      { kind: "extension.granted", actor: "pnpm cla" },
      { kind: "extension.changed", actor: "pnpm cla" },
      { kind: "extension.revoked", actor: "pnpm cla" },
    ]);
  });
});

describe("seed-demo", () => {
  it("refuses a database that has users", async () => {
    await expect(seed(s.t.database, "UTC", io())).rejects.toBeInstanceOf(SeedRefusedError);
  });

  it("seeds the demo academy of docs/api.md §2 relative to today, with working logins", async () => {
    const { t } = s;
    // an empty database: remove the test world
    await t.reset();
    const out = io();
    await seed(t.database, "UTC", out);
    expect(out.output).toContain("facilitator@example.org / demo-facilitator");
    expect(out.output).toContain("student@example.org / demo-student");
    const today = todayIn("UTC", new Date());
    const db = t.database.db;

    const signIn = async (email: string, password: string) =>
      (await t.request("POST", "/api/v1/sign_in", { json: { user: { email, password } } })).body;
    const facilitator = await signIn(DEMO_LOGINS.facilitator.email, DEMO_LOGINS.facilitator.password);
    expect(facilitator.user.cla_role_name).toBe("facilitator");
    const student = await signIn(DEMO_LOGINS.student.email, DEMO_LOGINS.student.password);
    expect(student.user.cla_role_name).toBe("student");
    expect((await signIn("student13@example.org", "demo-student")).user.cla_role_name).toBe("student");

    // Certificates: the graduate's cohort has completed, the demo student's has not.
    expect(out.output).toContain("student9@example.org / demo-student (cohort completed: /certificate)");
    const graduate = await signIn(DEMO_LOGINS.graduate.email, DEMO_LOGINS.graduate.password);
    const issued = await t.request("GET", "/api/v1/certificate", { token: graduate.token });
    expect(issued.status).toBe(200);
    expect(issued.body.certificate).toMatchObject({
      name: graduate.user.name,
      cla_cohort_name: "Cohort Bethel",
    });
    expect((await t.request("GET", "/api/v1/certificate", { token: student.token })).status).toBe(409);

    // a dozen more students across two cohorts
    const students = await db.select().from(schema.users).where(eq(schema.users.cla_role_id, 1));
    expect(students).toHaveLength(13);
    expect(new Set(students.map((u) => u.cla_cohort_id)).size).toBe(2);

    // courses open, locked and ended, as the student sees them
    const courses = (await t.request("GET", "/api/v1/cla_courses", { token: student.token })).body.map(
      (c: unknown) => courseSchema.parse(c),
    );
    // the programme's three class levels: the dashboard reads "CLA Level 3 / 3", not more than the maximum
    expect(courses).toHaveLength(COURSE_LEVEL_MAX);
    expect(courses.some((c: { locked: boolean }) => c.locked)).toBe(true);
    expect(courses.some((c: { end_date: string }) => c.end_date < today)).toBe(true);
    expect(
      courses.some(
        (c: { start_date: string; end_date: string }) => c.start_date <= today && c.end_date >= today,
      ),
    ).toBe(true);

    // assessments of each kind past due, due today and new; some scored
    for (const table of [schema.assignments, schema.contributions, schema.cbts]) {
      const rows = await db.select().from(table);
      expect(rows.some((r) => r.due_date < today)).toBe(true);
      expect(rows.some((r) => r.due_date === today)).toBe(true);
      expect(rows.some((r) => r.due_date > today)).toBe(true);
    }
    expect(await t.count("submissions")).toBeGreaterThan(0);
    expect(await t.count("contribution_scores")).toBeGreaterThan(0);
    expect(await t.count("cbt_scores")).toBeGreaterThan(0);

    // live classes today, upcoming and past with attendance
    const classes = await db.select().from(schema.live_classes);
    expect(classes.some((c) => c.date === today)).toBe(true);
    expect(classes.some((c) => c.date > today)).toBe(true);
    expect(classes.some((c) => c.date < today)).toBe(true);
    expect(classes.some((c) => c.date === addDays(today, -7))).toBe(true);
    expect(await t.count("attendances")).toBeGreaterThan(0);

    // general and personal announcements
    expect(
      (await db.select().from(schema.announcements).where(isNull(schema.announcements.cla_user_id))).length,
    ).toBeGreaterThan(0);
    const personal = await db
      .select()
      .from(schema.announcements)
      .where(
        and(
          isNotNull(schema.announcements.cla_user_id),
          eq(schema.announcements.cla_user_id, student.user.id),
        ),
      );
    expect(personal.length).toBeGreaterThan(0);

    await expect(seed(t.database, "UTC", io())).rejects.toBeInstanceOf(SeedRefusedError);
  });
});

describe("pnpm cla", () => {
  it("refuses an unknown command with the usage and exit status 2", () => {
    const cwd = fileURLToPath(new URL("../..", import.meta.url));
    // this Node (the workspace's Node 24) with tsx's loader, as `pnpm cla` runs it
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "drop-everything"], {
      cwd,
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "drop-everything"');
    expect(result.stderr).toContain("create-user --role <student|facilitator|admin>");
  });

  it("lists every command of its table in the usage, and the operator's guide names exactly those", () => {
    for (const { name } of COMMANDS) expect(USAGE).toContain(`\n  ${name}`);
    const guide = readFileSync(fileURLToPath(new URL("../../README.md", import.meta.url)), "utf8");
    const documented = new Set([...guide.matchAll(/pnpm cla ([a-z][a-z-]*)/g)].map((m) => m[1]));
    documented.delete("help");
    const named = COMMANDS.map((c) => c.name).filter((n) => n !== "reactivate"); // beside deactivate in the guide
    expect([...documented].sort()).toEqual(named.sort());
  });
});
