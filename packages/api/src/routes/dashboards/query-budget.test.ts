/**
 * docs/api.md §7.4: dashboards and every list endpoint of this module use a constant number of SQL
 * statements. Each endpoint is measured on a cohort of 5 students and on one of 200 (with more items,
 * scores, classes and marks too) and must run exactly the same statements, and as few as expected.
 */
import { describe, expect, it } from "vitest";
import { todayIn } from "@cla/domain";
import { countStatements } from "../../db/statement-counter.ts";
import { generateAcademy, type GeneratedAcademy } from "../../seed/generated-academy.ts";
import { insertStudent, routeSuite, testPasswordHashOnce } from "../../test/harness.ts";

const s = routeSuite();

interface Probe {
  name: string;
  path: (a: GeneratedAcademy) => string;
  as: "facilitator" | "student";
  /** The statements expected, authentication's session lookup included. */
  expected: number;
}

const PROBES: Probe[] = [
  {
    name: "student_list",
    as: "facilitator",
    expected: 5,
    path: (a) => `/cla_dashboards/student_list?cla_cohort_id=${a.cohortId}`,
  },
  {
    name: "student_dashboard_stats (facilitator)",
    as: "facilitator",
    expected: 4,
    path: (a) => `/cla_dashboards/student_dashboard_stats?cla_user_id=${a.students[0]!.id}`,
  },
  {
    name: "student_dashboard_stats (student)",
    as: "student",
    expected: 3,
    path: () => "/cla_dashboards/student_dashboard_stats",
  },
  {
    name: "desk_stats",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_dashboards/desk_stats?cla_cohort_id=${a.cohortId}`,
  },
  {
    name: "cla_assignments (facilitator)",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_assignments?cla_cohort_id=${a.cohortId}`,
  },
  { name: "cla_assignments (student)", as: "student", expected: 2, path: () => "/cla_assignments" },
  {
    name: "cla_contributions (student, by course)",
    as: "student",
    expected: 3,
    path: (a) => `/cla_contributions?cla_course_id=${a.courses[0]!.id}`,
  },
  { name: "cla_cbts (student)", as: "student", expected: 2, path: () => "/cla_cbts" },
  {
    name: "cla_assignments/work_status (student)",
    as: "student",
    expected: 2,
    path: () => "/cla_assignments/work_status",
  },
  {
    name: "cla_contributions/work_counts (facilitator)",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_contributions/work_counts?cla_cohort_id=${a.cohortId}`,
  },
  {
    name: "cla_assignments/{id} (student)",
    as: "student",
    expected: 3,
    path: (a) => `/cla_assignments/${a.items.assignment[0]}`,
  },
  {
    name: "students_without_scores",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_cbts_scores/students_without_scores?cla_cbt_id=${a.items.cbt[0]}`,
  },
  {
    name: "cla_live_classes (facilitator, all)",
    as: "facilitator",
    expected: 2,
    path: () => "/cla_live_classes",
  },
  { name: "cla_live_classes (student)", as: "student", expected: 2, path: () => "/cla_live_classes" },
  {
    name: "cla_live_classes?filter_id=cohort",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_live_classes?filter_id=${a.cohortId}`,
  },
  { name: "today_classes", as: "facilitator", expected: 2, path: () => "/cla_live_classes/today_classes" },
  {
    name: "missing_attendance",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_attendances/missing_attendance?cla_live_class_id=${a.liveClasses[0]}`,
  },
  {
    name: "cla_announcements (facilitator)",
    as: "facilitator",
    expected: 3,
    path: (a) => `/cla_announcements?cla_cohort_id=${a.cohortId}`,
  },
  { name: "cla_announcements (student)", as: "student", expected: 2, path: () => "/cla_announcements" },
];

async function measure(size: { students: number; itemsPerKind: number; liveClassesPerCourse: number }) {
  await s.t.reset();
  const now = new Date();
  const academy = await generateAcademy(s.t.database.db, {
    name: `Cohort of ${size.students}`,
    students: size.students,
    courses: 3,
    itemsPerKind: size.itemsPerKind,
    liveClassesPerCourse: size.liveClassesPerCourse,
    passwordHash: await testPasswordHashOnce(),
    today: todayIn("UTC", now),
    now,
  });
  const counter = countStatements(s.t.database);
  const counts: Record<string, number> = {};
  const rows: Record<string, number> = {};
  try {
    for (const probe of PROBES) {
      const token = probe.as === "facilitator" ? academy.facilitator.token : academy.studentToken;
      counter.reset();
      const res = await s.t.request("GET", `/api/v1${probe.path(academy)}`, { token });
      expect(res.status, probe.name).toBe(200);
      counts[probe.name] = counter.count;
      rows[probe.name] = JSON.stringify(res.body).length;
    }
  } finally {
    counter.stop();
  }
  return { counts, rows };
}

describe("query budget (docs/api.md §7.4)", () => {
  it("the same statements for 5 students and for 200, and no more than expected", async () => {
    const small = await measure({ students: 5, itemsPerKind: 2, liveClassesPerCourse: 2 });
    const large = await measure({ students: 200, itemsPerKind: 8, liveClassesPerCourse: 5 });
    expect(large.counts).toEqual(small.counts);
    expect(small.counts).toEqual(Object.fromEntries(PROBES.map((p) => [p.name, p.expected])));
    // The large academy really is larger where it matters (the answers grew, the statements did not).
    expect(large.rows["student_list"]!).toBeGreaterThan(30 * small.rows["student_list"]!);
    expect(large.rows["cla_assignments (facilitator)"]!).toBeGreaterThan(
      3 * small.rows["cla_assignments (facilitator)"]!,
    );
  }, 120_000);

  it("the counter sees statements inside write transactions; the mail of many recipients is one insert", async () => {
    await insertStudent(s.t, "Cy", "cy@example.org", s.w.cohortA);
    const counter = countStatements(s.t.database);
    try {
      const res = await s.t.request("POST", "/api/v1/cla_announcements", {
        token: s.w.facilitator.token,
        json: { cla_announcement: { title: "t", content: "c", cla_cohort_id: s.w.cohortA } },
      });
      expect(res.status).toBe(201);
      expect(counter.statements.filter((sql) => /insert into "email_outbox"/i.test(sql))).toHaveLength(1);
      expect(await s.t.count("email_outbox")).toBe(2);
    } finally {
      counter.stop();
    }
  });
});
