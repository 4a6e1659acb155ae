import { describe, expect, it } from "vitest";
import { workedExample } from "../fixtures/workedExample";
import { WRAPPERS } from "../kinds";
import { z } from "zod";
import { API_ERRORS, API_MESSAGES } from "./errors";
import { ASSESSMENT_SCHEMAS, SCORE_KINDS } from "./kinds";
import * as objects from "./objects";
import * as payloads from "./payloads";

const user = {
  id: "CLA7K2PQ9XW4HM3",
  name: "Ada Obi",
  email: "ada.obi@example.org",
  cla_role_id: 1,
  cla_role_name: "student",
  cla_cohort_id: 3,
  cla_cohort_name: "Cohort 2025A",
  birthday: "1998-04-12",
  phone_number: "+234 803 555 0101",
  locale: "fr",
  created_at: "2025-01-06T08:12:44.120Z",
};

const assignment = {
  id: "e341d1e1-c67d-408e-9ac6-da02128849b7",
  name: "Servant leadership essay",
  description: "Write 800 words on Mark 10:42-45.",
  due_date: "2025-03-21",
  cla_course_id: "2657506c-4672-4ce1-9c80-eb3d1a6e311b",
  course_name: "Foundations of Leadership",
  cla_cohort_id: 3,
  cla_user_id: "CLAEHBR3R5A7XGQ",
  student_score: null,
  extended_from: null,
  created_at: "2025-03-10T09:41:07.315Z",
  updated_at: "2025-03-10T09:41:07.315Z",
};

const cbtScore = {
  id: "a24d8273-4e6a-482d-a57e-68a3f91f5f2a",
  cla_cbt_id: "30ac5b14-972a-4842-8044-94083c9413aa",
  cla_user_id: "CLA7K2PQ9XW4HM3",
  cla_facilitator_id: "CLAEHBR3R5A7XGQ",
  cla_cohort_id: 3,
  cla_course_id: "2657506c-4672-4ce1-9c80-eb3d1a6e311b",
  score: 85.5,
  comment: null,
  created_at: "2025-03-10T10:02:19.004Z",
};

/** The worked example of the shared fixture. */
const stats = workedExample.courseStats;

describe("docs/api.md §11 responses match the object schemas", () => {
  it("§11.1 sign-in", () => {
    const body = {
      message: "User signed in successfully",
      token: "GYfO1xHOwgCASF-Cmy5dQhmQ2OgcZDY861plVYwdVuU",
      expires_at: "2025-03-17T09:30:00.000Z",
      user,
    };
    expect(objects.signInResponseSchema.parse(body)).toEqual(body);
  });

  it("§11.2 assignment", () => {
    expect(objects.assignmentSchema.parse(assignment)).toEqual(assignment);
  });

  it("§11.3 CBT score", () => {
    expect(objects.cbtScoreSchema.parse(cbtScore)).toEqual(cbtScore);
  });

  it("§7.2 worked example as a student list item", () => {
    const item = {
      student: { user_id: "CLA7K2PQ9XW4HM3", name: "Ada Obi", email: "ada.obi@example.org" },
      courses: [
        {
          course_id: "2657506c-4672-4ce1-9c80-eb3d1a6e311b",
          course_name: "Foundations",
          course_stats: stats,
        },
      ],
    };
    expect(objects.studentListItemSchema.parse(item)).toEqual(item);
  });
});

describe("shape checks catch what docs/api.md §5 forbids", () => {
  it.each([
    ["an extra key (a leaked column)", { ...user, password_hash: "$argon2id$…" }],
    [
      "a missing key (keys are never omitted)",
      Object.fromEntries(Object.entries(user).filter(([k]) => k !== "birthday")),
    ],
    ["a string id for a cohort", { ...user, cla_cohort_id: "3" }],
    ["a lower-case user id", { ...user, id: "cla7k2pq9xw4hm3" }],
    ["an unknown role name", { ...user, cla_role_name: "pastor" }],
    ["a timestamp without milliseconds", { ...user, created_at: "2025-01-06T08:12:44Z" }],
    ["a timestamp with an offset", { ...user, created_at: "2025-01-06T08:12:44.120+01:00" }],
    ["a Date-time as birthday", { ...user, birthday: "1998-04-12T00:00:00.000Z" }],
  ])("User with %s fails", (_label, body) => {
    expect(objects.userSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ["a numeric string score (PostgreSQL numeric)", { ...cbtScore, score: "85.50" }],
    ["an upper-case UUID", { ...cbtScore, id: cbtScore.id.toUpperCase() }],
    ["a score over 100", { ...cbtScore, score: 100.5 }],
  ])("CbtScore with %s fails", (_label, body) => {
    expect(objects.cbtScoreSchema.safeParse(body).success).toBe(false);
  });

  it("today_classes: message only as the fixed text, and optional", () => {
    expect(objects.todayClassesResponseSchema.safeParse({ live_classes: [] }).success).toBe(true);
    expect(
      objects.todayClassesResponseSchema.safeParse({ live_classes: [], message: API_MESSAGES.noClassesToday })
        .success,
    ).toBe(true);
    expect(
      objects.todayClassesResponseSchema.safeParse({ live_classes: [], message: "Nothing today" }).success,
    ).toBe(false);
  });

  it("certificate 409: the fixed text with available_on, a date or null", () => {
    const body = { error: API_ERRORS.certificateNotAvailable, available_on: "2025-07-01" };
    expect(objects.certificateNotAvailableResponseSchema.safeParse(body).success).toBe(true);
    expect(
      objects.certificateNotAvailableResponseSchema.safeParse({ ...body, available_on: null }).success,
    ).toBe(true);
    expect(objects.certificateNotAvailableResponseSchema.safeParse({ error: body.error }).success).toBe(
      false,
    );
    expect(
      objects.certificateNotAvailableResponseSchema.safeParse({ ...body, error: "Not yet" }).success,
    ).toBe(false);
  });

  it("public certificate: no cohort id, no course ids", () => {
    const certificate = {
      code: "CLA-7K2P-Q9XW-4HM3",
      name: "Ada Obi",
      cla_cohort_name: "Cohort 2025A",
      courses: [{ name: "Foundations" }],
      completed_on: "2025-06-30",
      issued_at: "2025-07-01T08:00:00.000Z",
      verify_url: "http://portal.test/verify/CLA-7K2P-Q9XW-4HM3",
    };
    expect(objects.publicCertificateSchema.safeParse(certificate).success).toBe(true);
    expect(objects.publicCertificateSchema.safeParse({ ...certificate, cla_cohort_id: 3 }).success).toBe(
      false,
    );
    expect(
      objects.publicCertificateSchema.safeParse({
        ...certificate,
        courses: [{ id: "c0000000-0000-4000-8000-000000000001", name: "Foundations" }],
      }).success,
    ).toBe(false);
    expect(
      objects.publicCertificateSchema.safeParse({ ...certificate, code: "CLA7K2PQ9XW4HM3" }).success,
    ).toBe(false);
  });

  it("error bodies", () => {
    expect(objects.errorResponseSchema.safeParse({ error: API_ERRORS.notFound }).success).toBe(true);
    expect(
      objects.validationErrorResponseSchema.safeParse({ errors: { name: ["is required"] } }).success,
    ).toBe(true);
    expect(
      objects.validationErrorResponseSchema.safeParse({ errors: [["name", "is required"]] }).success,
    ).toBe(false);
    expect(
      objects.validationErrorResponseSchema.safeParse({ errors: { name: ["is required"] }, error: "x" })
        .success,
    ).toBe(false);
    expect(
      objects.healthUnavailableResponseSchema.safeParse({
        error: "Service unavailable.",
        status: "error",
        database: "unavailable",
      }).success,
    ).toBe(true);
  });
});

describe("JSON Schema export (openapi.json)", () => {
  const responseSchemas = Object.entries(objects as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
  const requestSchemas = [
    ...Object.entries(payloads as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    ),
    ...Object.values(SCORE_KINDS).flatMap((kind): [string, z.ZodType][] => [
      [`${kind.kind} body`, kind.body],
      [`${kind.kind} withoutScoresQuery`, kind.withoutScoresQuery],
    ]),
    ["signUpUserAsOf", payloads.signUpUserAsOf("2025-03-10")] as [string, z.ZodType],
  ];

  it.each(responseSchemas)("response %s exports", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });

  it.each(requestSchemas)("request %s exports (input side)", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
  });

  it("a response object lists every key as required and allows no others", () => {
    const json = z.toJSONSchema(objects.userSchema, { io: "output" }) as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(json.required.sort()).toEqual(Object.keys(user).sort());
    expect(json.additionalProperties).toBe(false);
  });

  it("a request body documents the accepted input forms and the required keys", () => {
    const json = z.toJSONSchema(payloads.wrapBody(WRAPPERS.course, payloads.courseCreate), {
      io: "input",
    }) as {
      required: string[];
      properties: Record<string, { required: string[]; properties: Record<string, Record<string, unknown>> }>;
    };
    expect(json.required).toEqual(["cla_course"]);
    const course = json.properties.cla_course!;
    expect(course.required).toEqual(["name", "description", "cla_cohort_id", "start_date", "end_date"]);
    expect(course.properties.cla_cohort_id).toMatchObject({ type: ["number", "string"], minimum: 1 });
    expect(course.properties.start_date).toMatchObject({ type: "string", format: "date" });
    expect(course.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(course.properties.lecture_notes_url).toMatchObject({
      anyOf: [{ type: "string", format: "uri" }, { type: "null" }],
    });
  });

  it("the assessment schemas are shared by the three kinds", () => {
    expect(ASSESSMENT_SCHEMAS.response).toBe(objects.assessmentSchema);
    expect(objects.cbtSchema).toBe(objects.assessmentSchema);
  });
});
