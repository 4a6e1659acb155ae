/**
 * docs/api.md §6.13 work for assignments and contributions, on both engines: files judged by their
 * content, the 10 MiB and 100 MiB limits, downloads only to their owner and facilitators, hand-ins
 * until scored (409 after), `late` by the one due rule, the facilitator's list in the people order,
 * and the work seen through a second server instance.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  WORK_FILE_MAX_BYTES,
  WORK_FILES_TOTAL_MAX_BYTES,
  WORK_KIND_NAMES,
  workFileResponseSchema,
  workResponseSchema,
  worksResponseSchema,
  type WorkKind,
} from "@cla/domain";
import { createApp } from "../../app.ts";
import { executeRows } from "../../db/index.ts";
import { countStatements } from "../../db/statement-counter.ts";
import { insertCourse, insertItem, insertScore, type CourseRef } from "../../test/academy-rows.ts";
import { insertStudent, otherInstance, routeSuite } from "../../test/harness.ts";
import { multipart, REFUSED_FILES, SAMPLE_FILES, uploadForm } from "../../test/work-files.ts";

const s = routeSuite();
const FILES = "/api/v1/cla_work_files";

async function upload(bytes: Uint8Array, name: string, token = s.w.studentA.token) {
  return s.t.request("POST", FILES, { token, ...(await multipart(uploadForm(bytes, name))) });
}

async function uploadedId(bytes: Uint8Array = SAMPLE_FILES.pdf(), name = "essay.pdf", token?: string) {
  const res = await upload(bytes, name, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.file.id as string;
}

/** An item of `kind` in cohort A's course, due 2025-02-14. */
async function item(kind: WorkKind): Promise<{ id: string; course: CourseRef; path: string }> {
  const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA });
  const id = await insertItem(s.t.database.db, kind, course, { due_date: "2025-02-14" });
  return { id, course, path: `/api/v1${ASSESSMENT_KINDS[kind].path}/${id}` };
}

const putWork = (path: string, work: unknown, token = s.w.studentA.token) =>
  s.t.request("PUT", `${path}/work`, { token, json: { cla_work: work } });

describe("POST /cla_work_files: types by content", () => {
  it.each(Object.entries(SAMPLE_FILES))("accepts %s", async (type, make) => {
    const res = await upload(make(), `hand-in.${type}`);
    expect(res.status).toBe(201);
    expect(workFileResponseSchema.parse(res.body).file.size).toBe(make().length);
  });

  it("stores the type found in the content, and a name ending with its extension", async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [SAMPLE_FILES.pdf(), "notes.png", "application/pdf", "notes.png.pdf"],
      [
        SAMPLE_FILES.docx(),
        "Essay.DOCX",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "Essay.DOCX",
      ],
      [SAMPLE_FILES.jpeg(), "photo.jpeg", "image/jpeg", "photo.jpeg"],
      [SAMPLE_FILES.text(), "../../etc/passwd", "text/plain; charset=utf-8", "passwd.txt"],
      [SAMPLE_FILES.png(), 'a"b\u202e<c>.png', "image/png", "a_b__c_.png"],
      [SAMPLE_FILES.odt(), "folder/", "application/vnd.oasis.opendocument.text", "file.odt"],
    ];
    for (const [bytes, sent, type, name] of cases) {
      const res = await upload(bytes, sent);
      expect(res.status, sent).toBe(201);
      expect(res.body.file).toMatchObject({ name, content_type: type, size: bytes.length });
    }
  });

  it.each(Object.entries(REFUSED_FILES))(
    "refuses %s named .pdf: 415, nothing stored",
    async (_label, make) => {
      const before = await s.t.digest();
      const res = await upload(make(), "essay.pdf");
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: API_ERRORS.fileTypeRefused });
      expect(await s.t.digest()).toBe(before);
    },
  );

  it("answers a body that is not one file: 400 not multipart, 422 no part named file or an empty one", async () => {
    const before = await s.t.digest();
    const json = await s.t.request("POST", FILES, { token: s.w.studentA.token, json: { file: "x" } });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ error: API_ERRORS.uploadNotMultipart });
    const broken = await s.t.request("POST", FILES, {
      token: s.w.studentA.token,
      body: "--x\r\nnot a part",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    for (const form of [
      uploadForm(SAMPLE_FILES.pdf(), "a.pdf", "document"),
      uploadForm(new Uint8Array(0), "a.txt"),
    ]) {
      const res = await s.t.request("POST", FILES, { token: s.w.studentA.token, body: form });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { file: [FIELD_MESSAGES.required] } });
    }
    const twice = uploadForm(SAMPLE_FILES.pdf(), "a.pdf");
    twice.append("file", new File([SAMPLE_FILES.text() as Uint8Array<ArrayBuffer>], "b.txt"));
    expect((await s.t.request("POST", FILES, { token: s.w.studentA.token, body: twice })).status).toBe(422);
    expect(await s.t.digest()).toBe(before);
  });

  it("takes a file of exactly 10 MiB and refuses one byte more with 413", async () => {
    const tenMiB = new Uint8Array(WORK_FILE_MAX_BYTES).fill(0x61);
    expect((await upload(tenMiB, "long.txt")).status).toBe(201);
    const count = await s.t.count("work_files");
    const over = await upload(new Uint8Array(WORK_FILE_MAX_BYTES + 1).fill(0x61), "longer.txt");
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: API_ERRORS.fileTooLarge });
    // A body far over the limit is refused before it is read whole.
    const huge = await upload(new Uint8Array(WORK_FILE_MAX_BYTES + 200_000).fill(0x61), "huge.txt");
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: API_ERRORS.fileTooLarge });
    expect(await s.t.count("work_files")).toBe(count);
  }, 60_000);

  it("keeps a student's files within 100 MiB in total; unattached files go after 24 hours", async () => {
    const { t, w } = s;
    // A stored file counted as almost the whole allowance (its size is what counts; no 100 MiB is written).
    await t.database.db.execute(sql`
      INSERT INTO work_files (cla_student_id, name, content_type, size, sha256, bytes)
      VALUES (${w.studentA.id}, 'big.txt', 'text/plain; charset=utf-8', ${WORK_FILES_TOTAL_MAX_BYTES - 5}, encode(sha256('a'), 'hex'), 'a'::bytea)`);
    expect((await upload(new TextEncoder().encode("12345"), "five.txt")).status).toBe(201);
    const over = await upload(new TextEncoder().encode("x"), "one.txt");
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ errors: { file: [FIELD_MESSAGES.filesTotalTooLarge] } });
    // Another student's allowance is their own.
    expect((await upload(new TextEncoder().encode("x"), "one.txt", w.studentB.token)).status).toBe(201);
    // A day later the files never handed in are gone at the next upload, and the allowance is back.
    t.setNow(new Date(Date.now() + 25 * 3_600_000));
    expect((await upload(new TextEncoder().encode("x"), "one.txt")).status).toBe(201);
    expect(await t.count("work_files")).toBe(2);
  }, 120_000);

  it("is for students: a facilitator gets 403, nobody signed in 401", async () => {
    const form = () => uploadForm(SAMPLE_FILES.pdf(), "a.pdf");
    const facilitator = await s.t.request("POST", FILES, { token: s.w.facilitator.token, body: form() });
    expect(facilitator.status).toBe(403);
    expect(facilitator.body).toEqual({ error: API_ERRORS.noPermission });
    expect((await s.t.request("POST", FILES, { body: form() })).status).toBe(401);
  });
});

describe("GET /cla_work_files/{id}", () => {
  it("gives the owner and facilitators the same bytes as an inert attachment; anyone else 404", async () => {
    const { t, w } = s;
    const bytes = SAMPLE_FILES.pdf();
    const id = await uploadedId(bytes, "Mon essai « final ».pdf");
    for (const token of [w.studentA.token, w.facilitator.token]) {
      const res = await t.app.request(`${FILES}/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="Mon essai _ final _.pdf"; filename*=UTF-8''Mon%20essai%20%C2%AB%20final%20%C2%BB.pdf`,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const other = await insertStudent(t, "Cy Same", "cy@example.org", w.cohortA);
    for (const [token, path] of [
      [w.studentB.token, `${FILES}/${id}`],
      [other.token, `${FILES}/${id}`],
      [w.facilitator.token, `${FILES}/00000000-0000-4000-8000-000000000000`],
      [w.facilitator.token, `${FILES}/not-a-uuid`],
    ] as const) {
      const res = await t.request("GET", path, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "File not found" });
    }
    expect((await t.request("GET", `${FILES}/${id}`)).status).toBe(401);
  });

  it("keeps the bytes off PGlite's thread: a file named by their SHA-256, not the row; PostgreSQL keeps the row's", async () => {
    const { t, w } = s;
    const bytes = SAMPLE_FILES.pdf();
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const counter = countStatements(t.database);
    const id = await uploadedId(bytes, "essay.pdf");
    counter.stop();
    const [row] = await executeRows<{ sha256: string; in_table: boolean }>(
      t.database.db,
      sql`SELECT sha256, bytes IS NOT NULL AS in_table FROM work_files WHERE id = ${id}`,
    );
    const pglite = t.database.engine === "pglite";
    expect(row).toEqual({ sha256, in_table: !pglite });
    // No statement of the upload carries the bytes into PGlite (decode of their base64 was the freeze).
    expect(counter.statements.some((text) => text.includes("decode("))).toBe(!pglite);
    if (pglite) {
      const { dir } = t.database.files as unknown as { dir: string };
      expect(new Uint8Array(readFileSync(path.join(dir, sha256)))).toEqual(bytes);
    }
    const res = await t.app.request(`${FILES}/${id}`, {
      headers: { authorization: `Bearer ${w.facilitator.token}` },
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("moves bytes a previous release kept in the table out to their file at start, and keeps serving them", async () => {
    const { t, w } = s;
    const bytes = new TextEncoder().encode("kept by the previous release");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const [{ id }] = (await executeRows<{ id: string }>(
      t.database.db,
      sql`INSERT INTO work_files (cla_student_id, name, content_type, size, sha256, bytes)
          VALUES (${w.studentA.id}, 'old.txt', 'text/plain; charset=utf-8', ${bytes.length}, ${sha256},
                  decode(${Buffer.from(bytes).toString("base64")}, 'base64'))
          RETURNING id`,
    )) as [{ id: string }];
    await t.database.migrate(); // what every start runs
    await t.database.migrate(); // and again: nothing left to move
    const [row] = await executeRows<{ in_table: boolean }>(
      t.database.db,
      sql`SELECT bytes IS NOT NULL AS in_table FROM work_files WHERE id = ${id}`,
    );
    expect(row!.in_table).toBe(t.database.engine === "postgres");
    const res = await t.app.request(`${FILES}/${id}`, {
      headers: { authorization: `Bearer ${w.studentA.token}` },
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });
});

describe.each(WORK_KIND_NAMES)("work on a %s", (kind) => {
  it("hands in text, links and files, reads them back, and updates only what a PUT names", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    const none = await t.request("GET", `${it1.path}/work`, { token: w.studentA.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ work: null, score: null });

    const pdf = await uploadedId(SAMPLE_FILES.pdf(), "essay.pdf");
    const png = await uploadedId(SAMPLE_FILES.png(), "diagram.png");
    t.setNow(new Date("2025-02-14T22:00:00.000Z")); // the due day, in UTC
    const put = await putWork(it1.path, {
      text: "  <b>My answer</b>  ",
      links: ["https://example.org/slides", "http://example.org/video"],
      file_ids: [pdf.toUpperCase(), png, pdf],
      id: "ignored",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const work = workResponseSchema.parse(put.body).work!;
    expect(work).toMatchObject({
      cla_student_id: w.studentA.id,
      text: "<b>My answer</b>",
      links: ["https://example.org/slides", "http://example.org/video"],
      late: false,
      submitted_at: "2025-02-14T22:00:00.000Z",
      updated_at: "2025-02-14T22:00:00.000Z",
    });
    expect(work.files.map((f) => f.name)).toEqual(["essay.pdf", "diagram.png"]);
    expect((await t.request("GET", `${it1.path}/work`, { token: w.studentA.token })).body).toEqual(put.body);

    // The next day: late. Only the text is sent, so the links and files stay.
    t.setNow(new Date("2025-02-15T00:00:00.000Z"));
    const update = await putWork(it1.path, { text: "Better answer" });
    expect(update.status).toBe(200);
    expect(update.body.work).toMatchObject({
      id: work.id,
      text: "Better answer",
      links: work.links,
      files: work.files,
      late: true,
      submitted_at: "2025-02-14T22:00:00.000Z",
      updated_at: "2025-02-15T00:00:00.000Z",
    });

    // A file taken out is deleted; null empties the links.
    const fewer = await putWork(it1.path, { links: null, file_ids: [png] });
    expect(fewer.body.work).toMatchObject({ text: "Better answer", links: [], files: [work.files[1]] });
    expect((await t.request("GET", `${FILES}/${pdf}`, { token: w.studentA.token })).status).toBe(404);
  });

  it("reads `late` in the academy's time zone", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    // 2025-02-14T23:30Z is already 2025-02-15 in Lagos (UTC+1).
    t.setNow(new Date("2025-02-14T23:30:00.000Z"));
    await putWork(it1.path, { text: "Answer" });
    const lagos = createApp({ ...t.deps, settings: { ...t.settings, academyTimeZone: "Africa/Lagos" } });
    const res = await lagos.request(`${it1.path}/work`, {
      headers: { authorization: `Bearer ${w.studentA.token}` },
    });
    expect((await res.json()).work.late).toBe(true);
    const utc = await t.request("GET", `${it1.path}/work`, { token: w.studentA.token });
    expect(utc.body.work.late).toBe(false);
  });

  it("refuses an empty hand-in, bad links and someone else's files with 422, changing nothing", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    const other = await item(kind);
    const theirs = await uploadedId(SAMPLE_FILES.pdf(), "b.pdf", w.studentB.token);
    const elsewhere = await uploadedId();
    expect((await putWork(other.path, { file_ids: [elsewhere] })).status).toBe(200);
    const before = await t.digest();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { cla_work: [FIELD_MESSAGES.emptyWork] }],
      [{ text: "   ", links: [], file_ids: null }, { cla_work: [FIELD_MESSAGES.emptyWork] }],
      [{ links: ["javascript:alert(1)"] }, { links: [FIELD_MESSAGES.url] }],
      [{ text: "x", links: Array(6).fill("https://e.org") }, { links: [FIELD_MESSAGES.tooManyLinks] }],
      [{ text: "x", links: "https://e.org" }, { links: [FIELD_MESSAGES.invalid] }],
      [{ text: "x".repeat(20_001) }, { text: [FIELD_MESSAGES.tooLong(20_000)] }],
      [{ text: "a\u0000b" }, { text: [FIELD_MESSAGES.invalidCharacters] }],
      [{ file_ids: [theirs] }, { file_ids: [FIELD_MESSAGES.doesNotExist] }],
      [{ file_ids: ["00000000-0000-4000-8000-000000000000"] }, { file_ids: [FIELD_MESSAGES.doesNotExist] }],
      [{ file_ids: ["nope"] }, { file_ids: [FIELD_MESSAGES.invalid] }],
      [{ file_ids: [elsewhere] }, { file_ids: [FIELD_MESSAGES.fileHandedInElsewhere] }],
      [
        { file_ids: Array.from({ length: 4 }, () => crypto.randomUUID()) },
        { file_ids: [FIELD_MESSAGES.tooManyFiles] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await putWork(it1.path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body, JSON.stringify(body).slice(0, 80)).toEqual({ errors });
    }
    expect(await t.digest()).toBe(before);
  });

  it("can be changed until it is scored, then 409; the score shows with the work", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    expect((await putWork(it1.path, { text: "Answer" })).status).toBe(200);
    await insertScore(t.database.db, kind, {
      itemId: it1.id,
      studentId: w.studentA.id,
      course: it1.course,
      score: 85.5,
    });
    const before = await t.digest();
    const res = await putWork(it1.path, { text: "Changed after scoring" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: API_ERRORS.workAlreadyScored });
    expect(await t.digest()).toBe(before);
    const read = await t.request("GET", `${it1.path}/work`, { token: w.studentA.token });
    expect(read.body.work.text).toBe("Answer");
    expect(read.body.score).toMatchObject({ score: 85.5 });
  });

  it("is the student's own: another cohort 403, a facilitator 403, an unknown item 404", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    const before = await t.digest();
    for (const method of ["GET", "PUT"]) {
      const json = method === "PUT" ? { cla_work: { text: "x" } } : undefined;
      const outside = await t.request(method, `${it1.path}/work`, { token: w.studentB.token, json });
      expect(outside.status).toBe(403);
      expect(outside.body).toEqual({ error: API_ERRORS.noAccess });
      const facilitator = await t.request(method, `${it1.path}/work`, { token: w.facilitator.token, json });
      expect(facilitator.status).toBe(403);
      expect(facilitator.body).toEqual({ error: API_ERRORS.noPermission });
      const unknown = await t.request(method, `/api/v1${ASSESSMENT_KINDS[kind].path}/not-an-id/work`, {
        token: w.studentA.token,
        json,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: `${ASSESSMENT_KINDS[kind].thing} not found` });
    }
    expect(await t.digest()).toBe(before);
  });

  it("lists every student of the cohort for a facilitator, in the people order, with work and score or null", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    const zed = await insertStudent(t, "zed Abara", "zed@example.org", w.cohortA);
    const amy = await insertStudent(t, "Amy Zulu", "amy@example.org", w.cohortA);
    expect((await putWork(it1.path, { links: ["https://example.org/a"] })).status).toBe(200);
    expect((await putWork(it1.path, { text: "Zed's" }, zed.token)).status).toBe(200);
    await insertScore(t.database.db, kind, {
      itemId: it1.id,
      studentId: amy.id,
      course: it1.course,
      score: 70,
    });
    const res = await t.request("GET", `${it1.path}/works`, { token: w.facilitator.token });
    expect(res.status).toBe(200);
    const { works } = worksResponseSchema.parse(res.body);
    expect(works.map((e) => e.student.name)).toEqual(["Ada Obi", "Amy Zulu", "zed Abara"]);
    expect(works.map((e) => [e.work?.text ?? e.work?.links[0] ?? null, e.score?.score ?? null])).toEqual([
      ["https://example.org/a", null],
      [null, 70],
      ["Zed's", null],
    ]);
    const student = await t.request("GET", `${it1.path}/works`, { token: w.studentA.token });
    expect(student.status).toBe(403);
  });

  it("goes with its item: deleting the item deletes the work and its files", async () => {
    const { t, w } = s;
    const it1 = await item(kind);
    await putWork(it1.path, { file_ids: [await uploadedId()] });
    expect(await t.count("works")).toBe(1);
    expect((await t.request("DELETE", it1.path, { token: w.facilitator.token })).status).toBe(200);
    expect([await t.count("works"), await t.count("work_files")]).toEqual([0, 0]);
  });
});

describe("one file, two hand-ins at once", () => {
  it("goes to one of them; the other is 422 and keeps nothing (a real race on PostgreSQL)", async () => {
    for (let round = 1; round <= 5; round++) {
      const [a, b] = [await item("assignment"), await item("contribution")];
      const id = await uploadedId();
      const answers = await Promise.all([a, b].map((it) => putWork(it.path, { file_ids: [id] })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)!.body).toEqual({
        errors: { file_ids: [FIELD_MESSAGES.fileHandedInElsewhere] },
      });
      expect(await s.t.count("works")).toBe(round);
    }
  });
});

describe("two server instances on one database", () => {
  it("see the same work and the same bytes", async () => {
    const { t, w } = s;
    const other = await otherInstance(t);
    try {
      const otherApp = other.app;
      const it1 = await item("assignment");
      const bytes = SAMPLE_FILES.docx();
      const id = await uploadedId(bytes, "essay.docx");
      expect((await putWork(it1.path, { file_ids: [id] })).status).toBe(200);
      const auth = { headers: { authorization: `Bearer ${w.facilitator.token}` } };
      const list = await (await otherApp.request(`${it1.path}/works`, auth)).json();
      expect(list.works[0].work.files[0].id).toBe(id);
      const file = await otherApp.request(`${FILES}/${id}`, auth);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    } finally {
      await other.close();
    }
  });
});
