import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ERRORS, FIELD_MESSAGES as M } from "./errors";
import { parseFields } from "./field-errors";
import { ASSESSMENT_KINDS, WRAPPERS } from "../kinds";
import { SCORE_KINDS } from "./kinds";
import {
  announcementCreate,
  announcementsQuery,
  announcementUpdate,
  assessmentCreate,
  assessmentsQuery,
  assessmentUpdate,
  attendanceCreate,
  cbtScoreCreate,
  contributionScoreCreate,
  courseCreate,
  coursesQuery,
  courseUpdate,
  deskStatsQuery,
  editProfileQuery,
  editProfileUser,
  editProfileUserAsOf,
  forgotPasswordBody,
  liveClassCreate,
  liveClassesQuery,
  liveClassUpdate,
  missingAttendanceQuery,
  resetPasswordBody,
  signInUser,
  signUpUser,
  signUpUserAsOf,
  studentDashboardStatsQuery,
  studentListQuery,
  studentsOfCohortQuery,
  submissionCreate,
  topicCreate,
  topicsQuery,
  topicUpdate,
  workPut,
} from "./payloads";

const COURSE_ID = "2657506c-4672-4ce1-9c80-eb3d1a6e311b";
const CBT_ID = "30ac5b14-972a-4842-8044-94083c9413aa";
const STUDENT = "CLA7K2PQ9XW4HM3";

const parse = (schema: z.ZodType, input: unknown) => parseFields(schema, input);
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = parseFields(schema, input);
  return result.success ? null : result.errors;
};

describe("docs/api.md §11 examples", () => {
  it("§11.2: an assignment without name and with due_date 2025-02-30", () => {
    const body = {
      description: "Write 800 words on Mark 10:42-45.",
      due_date: "2025-02-30",
      cla_course_id: COURSE_ID,
      cla_user_id: "CLAEHBR3R5A7XGQ",
      cla_cohort_id: "3",
    };
    expect(errorsOf(assessmentCreate, body)).toEqual({
      name: ["is required"],
      due_date: ["must be a valid date (YYYY-MM-DD)"],
    });
  });

  it("§11.2: the valid assignment is normalised; the server-set cla_user_id is dropped", () => {
    const body = {
      name: "Servant leadership essay",
      description: "Write 800 words on Mark 10:42-45.",
      due_date: "2025-03-21",
      cla_course_id: COURSE_ID,
      cla_user_id: "CLAEHBR3R5A7XGQ",
      cla_cohort_id: "3",
    };
    expect(parse(assessmentCreate, body)).toEqual({
      success: true,
      data: {
        name: "Servant leadership essay",
        description: "Write 800 words on Mark 10:42-45.",
        due_date: "2025-03-21",
        cla_course_id: COURSE_ID,
        cla_cohort_id: 3,
      },
    });
  });

  it('§11.3: "abc" as a CBT score', () => {
    expect(errorsOf(cbtScoreCreate, { score: "abc", cla_user_id: STUDENT })).toEqual({
      score: ["must be a number from 0 to 100 with at most 2 decimals"],
    });
  });

  it("§11.3: the valid CBT score keeps the item copy and drops derived keys", () => {
    const wrapper = {
      score: "85.5",
      cla_cbt_id: CBT_ID,
      cla_user_id: STUDENT,
      cla_cohort_id: 3,
      cla_course_id: COURSE_ID,
    };
    expect(parse(cbtScoreCreate, wrapper)).toEqual({
      success: true,
      data: { score: 85.5, cla_user_id: STUDENT, cla_cbt_id: CBT_ID },
    });
  });
});

describe("every field error of a request is reported together", () => {
  it("a live class with every field wrong", () => {
    expect(
      errorsOf(liveClassCreate, {
        name: "",
        date: "2025-02-30",
        time: "24:00",
        duration: 0,
        zoom_link: "javascript:alert(1)",
        cla_course_id: "abc",
        cla_cohort_id: 0,
      }),
    ).toEqual({
      name: [M.required],
      date: [M.date],
      time: [M.time],
      duration: [M.duration],
      zoom_link: [M.url],
      cla_course_id: [M.invalid],
      cla_cohort_id: [M.invalid],
    });
  });

  it("an empty course", () => {
    expect(errorsOf(courseCreate, {})).toEqual({
      name: [M.required],
      description: [M.required],
      cla_cohort_id: [M.required],
      start_date: [M.required],
      end_date: [M.required],
    });
  });

  it("a cross-field rule still reports alongside other fields' errors", () => {
    expect(
      errorsOf(courseCreate, {
        description: "d",
        cla_cohort_id: 3,
        start_date: "2025-03-10",
        end_date: "2025-03-09",
      }),
    ).toEqual({ name: [M.required], end_date: [M.endBeforeStart] });
  });
});

const readOnlyEchoes = {
  id: "e341d1e1-c67d-408e-9ac6-da02128849b7",
  created_at: "2025-03-10T09:41:07.315Z",
  updated_at: "2025-03-10T09:41:07.315Z",
  locked: true,
  course_name: "Foundations",
  student_score: 50,
  facilitator_name: "F",
  topics_count: 1,
  assignments_count: 2,
  pending_live_classes_count: 3,
  starts_at: "2025-03-10T09:30:00.000Z",
  cla_cohort_end_date: "2025-06-30",
  student_name: "Ada",
  something_unknown: { nested: true },
};

describe.each([
  [
    "course",
    courseCreate,
    {
      name: "Foundations",
      description: "d",
      cla_cohort_id: 3,
      start_date: "2025-03-01",
      end_date: "2025-03-31",
    },
  ],
  ["topic", topicCreate, { name: "Week 1", description: "d", cla_course_id: COURSE_ID }],
  [
    "assessment",
    assessmentCreate,
    { name: "Essay", description: "d", due_date: "2025-03-21", cla_course_id: COURSE_ID },
  ],
  [
    "live class",
    liveClassCreate,
    {
      name: "Live",
      date: "2025-03-10",
      time: "09:30",
      duration: 60,
      zoom_link: "https://zoom.us/j/1",
      cla_course_id: COURSE_ID,
    },
  ],
  ["attendance", attendanceCreate, { cla_live_class_id: COURSE_ID, cla_user_id: STUDENT, present: true }],
  ["announcement", announcementCreate, { title: "Hello", content: "Body", cla_cohort_id: 3 }],
  ["submission", submissionCreate, { score: 85, cla_student_id: STUDENT }],
  ["contribution score", contributionScoreCreate, { score: 85, cla_user_id: STUDENT }],
])("%s create", (_name, schema, valid) => {
  it("accepts the valid payload", () => {
    expect(parse(schema, valid).success).toBe(true);
  });

  it("ignores unknown keys and echoed read-only fields", () => {
    const result = parse(schema, { ...valid, ...readOnlyEchoes });
    expect(result.success).toBe(true);
    if (!result.success) return;
    for (const key of Object.keys(readOnlyEchoes)) expect(result.data).not.toHaveProperty(key);
  });
});

describe.each([
  ["course", courseUpdate, "name", "cla_cohort_id", M.invalid],
  ["topic", topicUpdate, "name", "cla_course_id", M.invalid],
  ["assessment", assessmentUpdate, "due_date", "cla_course_id", M.invalid],
  ["live class", liveClassUpdate, "time", "duration", M.duration],
  ["announcement", announcementUpdate, "title", "cla_cohort_id", M.invalid],
  ["profile", editProfileUser, "email", "cla_role_id", M.invalid],
] as const)("%s update (PUT is partial)", (_name, schema, requiredKey, otherRequiredKey, otherMessage) => {
  it("an empty object changes nothing", () => {
    expect(parse(schema, {})).toEqual({ success: true, data: {} });
  });

  it("null or blank in a required field is `is required`", () => {
    expect(errorsOf(schema, { [requiredKey]: null, [otherRequiredKey]: "" })).toEqual({
      [requiredKey]: [M.required],
      [otherRequiredKey]: [M.required],
    });
  });

  it("a present key is validated as on create", () => {
    expect(errorsOf(schema, { [otherRequiredKey]: "not valid at all" })).toEqual({
      [otherRequiredKey]: [otherMessage],
    });
  });
});

describe.each([
  ["course", courseUpdate, "lecture_notes_url"],
  ["assessment", assessmentUpdate, "cla_cohort_id"],
  ["live class", liveClassUpdate, "cla_cohort_id"],
  ["announcement", announcementUpdate, "cla_user_id"],
  ["profile", editProfileUser, "cla_cohort_id"],
  ["profile", editProfileUser, "phone_number"],
  ["profile", editProfileUser, "birthday"],
] as const)("%s update, optional %s", (_name, schema, optionalKey) => {
  it.each([null, "", "  "])("%j clears it", (value) => {
    expect(parse(schema, { [optionalKey]: value })).toEqual({ success: true, data: { [optionalKey]: null } });
  });

  it("absent keeps it (no key in the output)", () => {
    expect(parse(schema, { name: "Kept" })).toEqual({
      success: true,
      data: "name" in schema.shape ? { name: "Kept" } : {},
    });
  });
});

describe("courses", () => {
  const base = { name: "Foundations", description: "d", cla_cohort_id: "3" };

  it.each([
    ["end after start", "2025-03-01", "2025-03-31", null],
    ["same day", "2025-03-01", "2025-03-01", null],
    ["end one day before start", "2025-03-02", "2025-03-01", { end_date: [M.endBeforeStart] }],
    ["across a year", "2024-12-31", "2025-01-01", null],
    ["bad start: only its own message", "2025-02-30", "2025-01-01", { start_date: [M.date] }],
    ["bad end: only its own message", "2025-03-01", "soon", { end_date: [M.date] }],
  ])("create: %s", (_label, start_date, end_date, expected) => {
    expect(errorsOf(courseCreate, { ...base, start_date, end_date })).toEqual(expected);
  });

  it("update compares the dates only when both are sent (the server compares with stored values)", () => {
    expect(errorsOf(courseUpdate, { end_date: "1999-01-01" })).toBeNull();
    expect(errorsOf(courseUpdate, { start_date: "2025-03-02", end_date: "2025-03-01" })).toEqual({
      end_date: [M.endBeforeStart],
    });
  });

  it("resource URLs are optional, nullable and http(s) only", () => {
    const result = parse(courseCreate, {
      ...base,
      start_date: "2025-03-01",
      end_date: "2025-03-31",
      lecture_notes_url: "https://example.org/notes.pdf",
      lecture_video_url: "",
      additional_reading_url: null,
    });
    expect(result).toEqual({
      success: true,
      data: {
        ...base,
        cla_cohort_id: 3,
        start_date: "2025-03-01",
        end_date: "2025-03-31",
        lecture_notes_url: "https://example.org/notes.pdf",
        lecture_video_url: null,
        additional_reading_url: null,
      },
    });
    expect(
      errorsOf(courseCreate, {
        ...base,
        start_date: "2025-03-01",
        end_date: "2025-03-31",
        lecture_video_url: "data:text/html,x",
      }),
    ).toEqual({ lecture_video_url: [M.url] });
  });
});

describe("account", () => {
  const signUp = {
    name: " Ada Obi ",
    email: " Ada.Obi@Example.org ",
    password: " faith&works6 ",
    password_confirmation: " faith&works6 ",
    cla_role_id: "1",
    cla_cohort_id: 3,
    birthday: "1998-04-12",
    phone_number: "+234 803 555 0101",
  };

  it("sign-up normalises and keeps the password verbatim", () => {
    expect(parse(signUpUser, signUp)).toEqual({
      success: true,
      data: {
        name: "Ada Obi",
        email: "ada.obi@example.org",
        password: " faith&works6 ",
        password_confirmation: " faith&works6 ",
        cla_role_id: 1,
        cla_cohort_id: 3,
        birthday: "1998-04-12",
        phone_number: "+234 803 555 0101",
      },
    });
  });

  it.each([
    ["different", "faith&works6", { password_confirmation: [M.passwordMismatch] }],
    ["differs only by trimming", "faith&works6 ", { password_confirmation: [M.passwordMismatch] }],
    ["absent", undefined, null],
    ["null", null, null],
    ["empty (not sent)", "", null],
    ["not a string", 6, { password_confirmation: [M.invalid] }],
  ])("sign-up password_confirmation %s", (_label, confirmation, expected) => {
    expect(errorsOf(signUpUser, { ...signUp, password_confirmation: confirmation })).toEqual(expected);
  });

  it("sign-up: birthday, phone number and cohort are optional on the server", () => {
    const { birthday: _b, phone_number: _p, cla_cohort_id: _c, ...rest } = signUp;
    expect(parse(signUpUser, rest).success).toBe(true);
  });

  it.each([
    ["yesterday", "2025-03-09", null],
    ["today", "2025-03-10", null],
    ["tomorrow", "2025-03-11", { birthday: [M.inFuture] }],
    ["far future", "2100-01-01", { birthday: [M.inFuture] }],
    ["not a date: only the format message", "2025-02-30", { birthday: [M.date] }],
    ["blank", "", null],
  ])("sign-up as of 2025-03-10, birthday %s", (_label, birthday, expected) => {
    expect(errorsOf(signUpUserAsOf("2025-03-10"), { ...signUp, birthday })).toEqual(expected);
  });

  it("the plain sign-up schema leaves the future check to signUpUserAsOf", () => {
    expect(errorsOf(signUpUser, { ...signUp, birthday: "2100-01-01" })).toBeNull();
  });

  it("the per-day schema is built once per day", () => {
    expect(signUpUserAsOf("2025-03-10")).toBe(signUpUserAsOf("2025-03-10"));
    const nextDay = signUpUserAsOf("2025-03-11");
    expect(nextDay).not.toBe(signUpUserAsOf("2025-03-10"));
    expect(errorsOf(nextDay, { ...signUp, birthday: "2025-03-11" })).toBeNull();
  });

  it("a malformed today is a programming error", () => {
    expect(() => signUpUserAsOf("2025-02-30")).toThrow();
    expect(() => editProfileUserAsOf("10/03/2025")).toThrow();
  });

  it("edit profile ignores password, password_confirmation and id", () => {
    expect(
      parse(editProfileUser, { name: "Ada", password: "x", password_confirmation: "y", id: "z" }),
    ).toEqual({
      success: true,
      data: { name: "Ada" },
    });
  });

  it("edit profile as of a day refuses a future birthday", () => {
    expect(errorsOf(editProfileUserAsOf("2025-03-10"), { birthday: "2025-03-11" })).toEqual({
      birthday: [M.inFuture],
    });
    expect(errorsOf(editProfileUserAsOf("2025-03-10"), { birthday: null })).toBeNull();
  });

  it.each([
    [
      "both present",
      { email: " Ada.Obi@Example.org", password: "faith&works6" },
      { email: "Ada.Obi@Example.org", password: "faith&works6" },
    ],
    [
      "odd values are left to the 401",
      { email: "not-an-email", password: "1" },
      { email: "not-an-email", password: "1" },
    ],
    ["non-strings come out as null (401)", { email: 5, password: ["x"] }, { email: null, password: null }],
    ["password is not trimmed", { email: "a@b.co", password: "   " }, { email: "a@b.co", password: "   " }],
  ])("sign-in: %s", (_label, input, data) => {
    expect(parse(signInUser, input)).toEqual({ success: true, data });
  });

  it.each([
    ["absent", {}, { email: [M.required], password: [M.required] }],
    ["null", { email: null, password: null }, { email: [M.required], password: [M.required] }],
    ["blank", { email: "  ", password: "" }, { email: [M.required], password: [M.required] }],
  ])("sign-in: %s values are the only 422", (_label, input, expected) => {
    expect(errorsOf(signInUser, input)).toEqual(expected);
  });

  it.each([
    ["valid", { email: " Ada@Example.org " }, null],
    ["absent", {}, { email: [M.required] }],
    ["malformed", { email: "ada" }, { email: [M.email] }],
  ])("forgot password: %s", (_label, input, expected) => {
    expect(errorsOf(forgotPasswordBody, input)).toEqual(expected);
  });

  it.each([
    ["valid", { token: " tok ", password: "secret1" }, { token: "tok", password: "secret1" }],
    ["token absent", { password: "secret1" }, { token: null, password: "secret1" }],
    ["token not a string", { token: 5, password: "secret1" }, { token: null, password: "secret1" }],
    ["token blank", { token: " ", password: "secret1" }, { token: null, password: "secret1" }],
  ])("reset password: %s (the token is never a 422)", (_label, input, data) => {
    expect(parse(resetPasswordBody, input)).toEqual({ success: true, data });
  });

  it.each([
    ["absent", {}, [M.required]],
    ["short", { password: "abc" }, [M.passwordTooShort]],
    ["long", { password: "p".repeat(129) }, [M.tooLong(128)]],
  ])("reset password: password %s", (_label, input, messages) => {
    expect(errorsOf(resetPasswordBody, { token: "t", ...input })).toEqual({ password: messages });
  });
});

describe("scores", () => {
  it("a submission may carry a download link; contribution and CBT scores drop it", () => {
    expect(
      parse(submissionCreate, { score: 90, cla_student_id: STUDENT, download_link: "https://x.org/f" }),
    ).toEqual({
      success: true,
      data: { score: 90, cla_student_id: STUDENT, download_link: "https://x.org/f", cla_assignment_id: null },
    });
    expect(
      parse(contributionScoreCreate, { score: 90, cla_user_id: STUDENT, download_link: "https://x.org/f" }),
    ).toEqual({ success: true, data: { score: 90, cla_user_id: STUDENT, cla_contribution_id: null } });
  });

  it("the student key is checked for form; the item copy is never a 422", () => {
    expect(errorsOf(submissionCreate, { score: 90, cla_student_id: "abc", cla_assignment_id: 5 })).toEqual({
      cla_student_id: [M.invalid],
    });
    expect(errorsOf(cbtScoreCreate, { score: 90 })).toEqual({ cla_user_id: [M.required] });
  });

  it.each(Object.values(SCORE_KINDS))("$kind: the payload uses its student key", (kind) => {
    expect(errorsOf(kind.payload, {})).toEqual({ score: [M.required], [kind.studentKey]: [M.required] });
  });

  it.each(Object.values(SCORE_KINDS))(
    "$kind: the documented body names the wrapper and the item key",
    (kind) => {
      const result = parse(kind.body, {
        [kind.wrapper]: { score: 1, [kind.studentKey]: STUDENT },
        [kind.itemKey]: CBT_ID,
      });
      expect(result.success).toBe(true);
    },
  );
});

describe("attendance and announcements", () => {
  it.each([
    ["true", true, null],
    ["false", false, null],
    ["string", "true", { present: [M.boolean] }],
    ["absent", undefined, { present: [M.required] }],
  ])("present %s", (_label, present, expected) => {
    expect(
      errorsOf(attendanceCreate, { cla_live_class_id: COURSE_ID, cla_user_id: STUDENT, present }),
    ).toEqual(expected);
  });

  it.each([
    ["absent", undefined, undefined],
    ["null", null, null],
    ["empty", "", null],
    ["a student", "cla7k2pq9xw4hm3", STUDENT],
  ])("announcement cla_user_id %s", (_label, cla_user_id, expected) => {
    const result = parseFields(announcementCreate, {
      title: "T",
      content: "C",
      cla_cohort_id: 3,
      cla_user_id,
    });
    expect(result.success && result.data.cla_user_id).toBe(expected);
  });
});

describe.each([
  ["students_of_cohort", studentsOfCohortQuery, ["cla_cohort_id"], []],
  ["cla_courses", coursesQuery, [], ["cla_cohort_id", "cohort_id", "cla_user_id"]],
  ["cla_topics", topicsQuery, ["cla_course_id"], []],
  ["assessments", assessmentsQuery, [], ["cla_cohort_id", "cla_course_id"]],
  ["cla_live_classes", liveClassesQuery, [], ["filter_id"]],
  ["missing_attendance", missingAttendanceQuery, ["cla_live_class_id"], ["cla_cohort_id"]],
  ["cla_announcements", announcementsQuery, [], ["cla_cohort_id"]],
  ["student_dashboard_stats", studentDashboardStatsQuery, [], ["cla_user_id"]],
  ["desk_stats", deskStatsQuery, ["cla_cohort_id"], []],
  ["student_list", studentListQuery, ["cla_cohort_id"], []],
  ["edit_profile", editProfileQuery, [], ["id"]],
  ...Object.values(SCORE_KINDS).map(
    (kind) => [`${kind.path}/students_without_scores`, kind.withoutScoresQuery, [kind.itemKey], []] as const,
  ),
] as const)("query of %s", (_name, schema, required, optional) => {
  const all = [...required, ...optional];

  it("absent or empty parameters", () => {
    const expected = required.length ? Object.fromEntries(required.map((k) => [k, [M.required]])) : null;
    expect(errorsOf(schema, {})).toEqual(expected);
    expect(errorsOf(schema, Object.fromEntries(all.map((k) => [k, ""])))).toEqual(expected);
  });

  it("values are trimmed strings, ids unparsed (a malformed id is the server's 404)", () => {
    expect(parse(schema, Object.fromEntries(all.map((k) => [k, [" abc "]])))).toEqual({
      success: true,
      data: Object.fromEntries(all.map((k) => [k, "abc"])),
    });
  });

  it("a repeated parameter is `is invalid`", () => {
    expect(errorsOf(schema, Object.fromEntries(all.map((k) => [k, ["1", "2"]])))).toEqual(
      Object.fromEntries(all.map((k) => [k, [M.invalid]])),
    );
  });
});

describe("tables", () => {
  it("wrapper keys of docs/api.md §6", () => {
    expect(WRAPPERS).toEqual({
      signIn: "user",
      signUp: "user",
      editProfile: "user",
      course: "cla_course",
      topic: "topic",
      assignment: "cla_assignment",
      contribution: "cla_contribution",
      cbt: "cla_cbt",
      submission: "cla_submission",
      contributionScore: "cla_contributions_score",
      cbtScore: "cla_cbts_score",
      liveClass: "cla_live_class",
      attendance: "cla_attendance",
      attendanceRegister: "cla_attendance_register",
      announcement: "cla_announcement",
      work: "cla_work",
      cbtTest: "cla_cbt_test",
      cbtAnswers: "answers",
      cohort: "cla_cohort",
      person: "user",
      extension: "cla_extension",
    });
    expect(API_ERRORS.wrapperMissing(WRAPPERS.course)).toBe(
      'Request body must contain a "cla_course" object.',
    );
  });

  it.each([
    [
      "assignment",
      "/cla_assignments",
      "cla_assignment",
      "Assignment",
      "Assignment deleted successfully",
      "assignments",
    ],
    [
      "contribution",
      "/cla_contributions",
      "cla_contribution",
      "Contribution",
      "Contribution deleted successfully",
      "contributions",
    ],
    ["cbt", "/cla_cbts", "cla_cbt", "CBT", "CBT deleted successfully", "cbts"],
  ] as const)("assessment kind %s (§6.5)", (kind, path, wrapper, thing, deleteMessage, portalSegment) => {
    expect(ASSESSMENT_KINDS[kind]).toEqual({ kind, path, wrapper, thing, deleteMessage, portalSegment });
  });

  it.each([
    [
      "assignment",
      "/cla_submissions",
      "cla_submission",
      "cla_student_id",
      "cla_assignment_id",
      "Assignment",
      "This student has already been scored for this assignment.",
    ],
    [
      "contribution",
      "/cla_contributions_scores",
      "cla_contributions_score",
      "cla_user_id",
      "cla_contribution_id",
      "Contribution",
      "This student has already been scored for this contribution.",
    ],
    [
      "cbt",
      "/cla_cbts_scores",
      "cla_cbts_score",
      "cla_user_id",
      "cla_cbt_id",
      "CBT",
      "This student has already been scored for this CBT.",
    ],
  ] as const)("score kind %s (§6.6)", (kind, path, wrapper, studentKey, itemKey, thing, alreadyScored) => {
    expect(SCORE_KINDS[kind]).toMatchObject({
      kind,
      path,
      wrapper,
      studentKey,
      itemKey,
      thing,
      alreadyScored,
    });
  });
});

describe("workPut (docs/api.md §6.13): absent keeps, null empties, lists checked element by element", () => {
  it.each<[string, unknown, unknown]>([
    ["nothing sent", {}, {}],
    ["null empties", { text: null, links: null, file_ids: null }, { text: null, links: [], file_ids: [] }],
    ["blank text is null", { text: "   " }, { text: null }],
    [
      "ids in canonical case, links as sent",
      { links: [" https://e.org/a "], file_ids: [COURSE_ID.toUpperCase()] },
      { links: ["https://e.org/a"], file_ids: [COURSE_ID] },
    ],
  ])("%s", (_label, input, output) => {
    expect(parse(workPut, input)).toEqual({ success: true, data: output });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ["links not an array", { links: "https://e.org" }, { links: [M.invalid] }],
    ["a link of another scheme", { links: ["https://e.org", "ftp://e.org"] }, { links: [M.url] }],
    ["six links", { links: Array(6).fill("https://e.org") }, { links: [M.tooManyLinks] }],
    ["four files", { file_ids: Array(4).fill(COURSE_ID) }, { file_ids: [M.tooManyFiles] }],
    ["a file id that is no UUID", { file_ids: [CBT_ID, "x"] }, { file_ids: [M.invalid] }],
    ["text over 20,000", { text: "😀".repeat(20_001) }, { text: [M.tooLong(20_000)] }],
  ])("%s", (_label, input, errors) => {
    expect(errorsOf(workPut, input)).toEqual(errors);
  });
});
