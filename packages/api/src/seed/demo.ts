/**
 * The demo academy of docs/api.md §2: fixed logins, a current and an ended cohort with a dozen more
 * students, courses that are ended, open and locked, assessments past due, due today and new (some
 * scored), live classes past (with attendance), today and upcoming, and general and personal
 * announcements. Every date is relative to the seeding day in ACADEMY_TIME_ZONE, so "due today" is
 * today on that day. It refuses a database that already has users.
 */
import { count, eq } from "drizzle-orm";
import { addDays } from "@cla/domain";
import { hashPassword } from "../auth/passwords.ts";
import { newUserId } from "../auth/tokens.ts";
import { schema, type Db, type Tx } from "../db/index.ts";

export const DEMO_LOGINS = {
  admin: { email: "admin@example.org", password: "demo-admin" },
  facilitator: { email: "facilitator@example.org", password: "demo-facilitator" },
  student: { email: "student@example.org", password: "demo-student" },
  /** student2@example.org … student13@example.org share the student password. */
  moreStudents: { first: 2, last: 13 },
  // Certificates: a student of Cohort Bethel, whose courses have all ended, so GET /certificate
  // issues their certificate (student9–13 all are; this one is named in the banner and the README).
  graduate: { email: "student9@example.org", password: "demo-student" },
} as const;

export class SeedRefusedError extends Error {}

/** True when the database has at least one user (seeding is then refused). */
export async function hasUsers(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.users);
  return (row?.n ?? 0) > 0;
}

/** True when the demo facilitator exists (the banner then prints the demo logins). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_LOGINS.facilitator.email))
    .limit(1);
  return rows.length > 0;
}

const STUDENT_NAMES = [
  "Ada Obi",
  "Samuel Mensah",
  "Ruth Achieng",
  "Daniel Okafor",
  "Esther Nakato",
  "Joseph Bello",
  "Miriam Haile",
  "Peter Kamau",
  "Lydia Asante",
  "Timothy Banda",
  "Deborah Mwangi",
  "Caleb Adjei",
  "Hannah Oduya",
];

/**
 * Seeds the demo academy in one transaction. `today` is the academy's date ("YYYY-MM-DD").
 * Throws SeedRefusedError when the database already has users.
 */
export async function seedDemo(db: Db, today: string): Promise<void> {
  const day = (offset: number) => addDays(today, offset);
  // Hash outside the transaction: ~25 ms each, and PGlite's single connection would wait meanwhile.
  const facilitatorHash = await hashPassword(DEMO_LOGINS.facilitator.password);
  const adminHash = await hashPassword(DEMO_LOGINS.admin.password);
  const studentHashes = await Promise.all(
    STUDENT_NAMES.map(() => hashPassword(DEMO_LOGINS.student.password)),
  );

  await db.transaction(async (tx) => {
    if (await hasUsers(tx))
      throw new SeedRefusedError("The database already has users; the demo seed only runs on an empty one.");
    const { cohorts, users, courses, topics, assignments, contributions, cbts } = schema;

    const [current, ended] = await tx
      .insert(cohorts)
      .values([
        { name: "Cohort Emmanuel", start_date: day(-60), end_date: day(120) },
        { name: "Cohort Bethel", start_date: day(-420), end_date: day(-90) },
      ])
      .returning({ id: cohorts.id });
    await tx.insert(cohorts).values({ name: "Cohort Shiloh", start_date: day(150), end_date: day(420) });

    const facilitatorId = newUserId();
    await tx.insert(users).values({
      id: facilitatorId,
      name: "Pastor Grace Adeyemi",
      email: DEMO_LOGINS.facilitator.email,
      password_hash: facilitatorHash,
      cla_role_id: 2,
      cla_cohort_id: null,
      phone_number: "+234 803 555 0100",
      birthday: "1975-06-14",
    });
    // The administrator (docs/api.md §6.15): cohorts, people, enrolment, the activity log.
    await tx.insert(users).values({
      id: newUserId(),
      name: "Deacon Samuel Okoro",
      email: DEMO_LOGINS.admin.email,
      password_hash: adminHash,
      cla_role_id: 3,
      cla_cohort_id: null,
    });

    // student@example.org and student2–8 in the current cohort, student9–13 in the ended one.
    const students = STUDENT_NAMES.map((name, index) => ({
      id: newUserId(),
      name,
      email: index === 0 ? DEMO_LOGINS.student.email : `student${index + 1}@example.org`,
      cohort: index < 8 ? current!.id : ended!.id,
    }));
    await tx.insert(users).values(
      students.map((student, index) => ({
        id: student.id,
        name: student.name,
        email: student.email,
        password_hash: studentHashes[index]!,
        cla_role_id: 1,
        cla_cohort_id: student.cohort,
        phone_number: `+234 803 555 ${String(101 + index).padStart(4, "0")}`,
        birthday: `${1985 + (index % 12)}-${String((index % 12) + 1).padStart(2, "0")}-${String(10 + index).padStart(2, "0")}`,
      })),
    );
    const currentStudents = students.filter((s) => s.cohort === current!.id);
    const endedStudents = students.filter((s) => s.cohort === ended!.id);
    const ada = currentStudents[0]!;

    const courseRows = await tx
      .insert(courses)
      .values([
        {
          cla_cohort_id: current!.id,
          name: "Foundations of Servant Leadership",
          description:
            "What Jesus taught about leading by serving (Mark 10:42-45), and how it shapes a leader's character.",
          start_date: day(-60),
          end_date: day(-21),
          lecture_notes_url: "https://example.org/notes/servant-leadership.pdf",
          cla_user_id: facilitatorId,
        },
        {
          cla_cohort_id: current!.id,
          name: "Vision and Strategy",
          description: "Discerning a God-given vision and turning it into a plan a team can follow.",
          start_date: day(-20),
          end_date: day(25),
          lecture_notes_url: "https://example.org/notes/vision.pdf",
          lecture_video_url: "https://example.org/videos/vision",
          additional_reading_url: "https://example.org/reading/nehemiah",
          cla_user_id: facilitatorId,
        },
        {
          cla_cohort_id: current!.id,
          name: "Mentoring and Multiplication",
          description: "Raising the next generation of leaders (2 Timothy 2:2).",
          start_date: day(21),
          end_date: day(70),
          cla_user_id: facilitatorId,
        },
        {
          cla_cohort_id: ended!.id,
          name: "Foundations of Servant Leadership",
          description: "What Jesus taught about leading by serving.",
          start_date: day(-400),
          end_date: day(-300),
          cla_user_id: facilitatorId,
        },
        {
          cla_cohort_id: ended!.id,
          name: "Stewardship and Finance",
          description: "Faithful management of a ministry's resources.",
          start_date: day(-290),
          end_date: day(-100),
          cla_user_id: facilitatorId,
        },
      ])
      .returning({ id: courses.id, cla_cohort_id: courses.cla_cohort_id });
    // The current cohort has three courses, the programme's three class levels (docs/product.md §9: the dashboard
    // shows "CLA Level n / 3" with n the number of courses).
    const [foundations, vision, mentoring, endedFoundations, stewardship] = courseRows as [
      { id: string; cla_cohort_id: number },
      ...{ id: string; cla_cohort_id: number }[],
    ];

    await tx.insert(topics).values([
      {
        cla_course_id: foundations.id,
        name: "The towel and the basin",
        description: "John 13: leadership as service.",
      },
      {
        cla_course_id: foundations.id,
        name: "Character before competence",
        description: "1 Timothy 3 and the leader's life.",
      },
      {
        cla_course_id: vision!.id,
        name: "Receiving vision",
        description: "Nehemiah 1–2: prayer, burden and a plan.",
      },
      {
        cla_course_id: vision!.id,
        name: "Communicating vision",
        description: "Helping others see what you see.",
      },
      {
        cla_course_id: vision!.id,
        name: "From vision to strategy",
        description: "Goals, milestones and reviews.",
      },
      {
        cla_course_id: mentoring!.id,
        name: "Choosing whom to mentor",
        description: "Faithful, available, teachable.",
      },
      { cla_course_id: endedFoundations!.id, name: "The towel and the basin", description: "John 13." },
      {
        cla_course_id: stewardship!.id,
        name: "Budgets as discipleship",
        description: "Planning as an act of faith.",
      },
    ]);

    // Items: past due (scored), due today, new; plus everything in ended courses (scored).
    type Item = { id: string; cla_course_id: string; cla_cohort_id: number; due_date: string };
    const item = (
      course: { id: string; cla_cohort_id: number },
      name: string,
      description: string,
      due: number,
    ) => ({
      cla_course_id: course.id,
      cla_cohort_id: course.cla_cohort_id,
      name,
      description,
      due_date: day(due),
      cla_user_id: facilitatorId,
    });
    const returning = (table: typeof assignments | typeof contributions | typeof cbts) => ({
      id: table.id,
      cla_course_id: table.cla_course_id,
      cla_cohort_id: table.cla_cohort_id,
      due_date: table.due_date,
    });
    const assignmentRows: Item[] = await tx
      .insert(assignments)
      .values([
        item(foundations, "Servant leadership essay", "Write 800 words on Mark 10:42-45.", -30),
        item(vision!, "Vision statement draft", "Draft a one-paragraph vision for your ministry.", -3),
        item(vision!, "Stakeholder map", "Map who your vision affects and how.", 0),
        item(vision!, "Strategy one-pager", "Turn your vision statement into three goals and milestones.", 7),
        item(endedFoundations!, "Servant leadership essay", "Write 800 words on Mark 10:42-45.", -320),
      ])
      .returning(returning(assignments));
    const contributionRows: Item[] = await tx
      .insert(contributions)
      .values([
        item(
          foundations,
          "Forum: a leader who served you",
          "Share a story of a servant leader in your life.",
          -35,
        ),
        item(vision!, "Forum: obstacles to vision", "What keeps vision from spreading in your context?", -2),
        item(vision!, "Forum: Nehemiah's prayer", "Reflect on Nehemiah 1 with your group.", 0),
        item(vision!, "Forum: vision that spread", "Describe a vision you saw a whole team take up.", 10),
      ])
      .returning(returning(contributions));
    const cbtRows: Item[] = await tx
      .insert(cbts)
      .values([
        item(foundations, "Servant leadership quiz", "20 questions on the course readings.", -25),
        item(vision!, "Vision and strategy test", "Multiple choice on weeks 1–3.", -1),
        item(vision!, "Nehemiah reading check", "10 questions on Nehemiah 1–6.", 0),
        item(vision!, "Strategy quiz", "Short test on goals, milestones and reviews.", 14),
        item(stewardship!, "Stewardship final test", "Comprehensive test.", -110),
      ])
      .returning(returning(cbts));

    // Scores: every item due before today is scored for most of its cohort; Ada is scored on each
    // except the most recent assignment, which shows "Not scored".
    const pastDue = (rows: Item[]) => rows.filter((row) => row.due_date < today);
    const cohortStudents = (cohortId: number) => (cohortId === current!.id ? currentStudents : endedStudents);
    /** A score row of `item` but for its item and student keys, scoring its `index`-th student; `seed` varies it. */
    const scoreOf = (item: Item, index: number, seed: number) => ({
      cla_facilitator_id: facilitatorId,
      cla_cohort_id: item.cla_cohort_id,
      cla_course_id: item.cla_course_id,
      score: String(55 + ((index * 17 + seed * 7) % 45) + (index % 2) * 0.5),
    });
    const submissions = pastDue(assignmentRows).flatMap((a, seed) =>
      cohortStudents(a.cla_cohort_id)
        .filter((s, i) => i < 6 && !(s.id === ada.id && a.cla_course_id === vision!.id))
        .map((s, i) => ({
          cla_assignment_id: a.id,
          cla_student_id: s.id,
          ...scoreOf(a, i, seed),
          download_link: "https://example.org/submissions/placeholder.pdf",
        })),
    );
    if (submissions.length) await tx.insert(schema.submissions).values(submissions);
    const contributionScores = pastDue(contributionRows).flatMap((k, seed) =>
      cohortStudents(k.cla_cohort_id)
        .filter((_, i) => i < 5)
        .map((s, i) => ({
          cla_contribution_id: k.id,
          cla_user_id: s.id,
          ...scoreOf(k, i, seed + 3),
        })),
    );
    if (contributionScores.length) await tx.insert(schema.contribution_scores).values(contributionScores);
    const cbtScores = pastDue(cbtRows).flatMap((k, seed) =>
      cohortStudents(k.cla_cohort_id)
        .filter((_, i) => i < 7)
        .map((s, i) => ({
          cla_cbt_id: k.id,
          cla_user_id: s.id,
          ...scoreOf(k, i, seed + 5),
        })),
    );
    if (cbtScores.length) await tx.insert(schema.cbt_scores).values(cbtScores);

    const zoom = (n: number) => `https://zoom.us/j/90000000${n}`;
    const liveClassRows = await tx
      .insert(schema.live_classes)
      .values(
        [
          { course: foundations, name: "Week 1: the towel and the basin", date: day(-45), time: "18:00" },
          { course: vision!, name: "Receiving vision", date: day(-14), time: "18:00" },
          { course: vision!, name: "Communicating vision", date: day(-7), time: "18:00" },
          { course: vision!, name: "Strategy workshop", date: day(0), time: "18:00" },
          { course: vision!, name: "Vision clinic (morning session)", date: day(0), time: "09:30" },
          { course: vision!, name: "Strategy pitches", date: day(3), time: "18:00" },
          { course: vision!, name: "Vision review", date: day(10), time: "18:30" },
          { course: stewardship!, name: "Budgets as discipleship", date: day(-200), time: "17:00" },
        ].map((c, n) => ({
          cla_course_id: c.course.id,
          cla_cohort_id: c.course.cla_cohort_id,
          name: c.name,
          date: c.date,
          time: c.time,
          duration: 90,
          zoom_link: zoom(n + 1),
          cla_user_id: facilitatorId,
        })),
      )
      .returning({
        id: schema.live_classes.id,
        date: schema.live_classes.date,
        cla_course_id: schema.live_classes.cla_course_id,
        cla_cohort_id: schema.live_classes.cla_cohort_id,
      });
    // Attendance on the past classes: most present; the newest past class is only partly marked.
    const attendance = liveClassRows
      .filter((c) => c.date < today)
      .flatMap((c, classIndex) =>
        cohortStudents(c.cla_cohort_id)
          .filter((_, i) => c.date !== day(-7) || i < 4)
          .map((s, i) => ({
            cla_live_class_id: c.id,
            cla_user_id: s.id,
            cla_facilitator_id: facilitatorId,
            cla_cohort_id: c.cla_cohort_id,
            cla_course_id: c.cla_course_id,
            present: (i + classIndex) % 4 !== 3,
          })),
      );
    if (attendance.length) await tx.insert(schema.attendances).values(attendance);

    // Announcements, oldest first so the newest has the latest created_at.
    for (const announcement of [
      {
        cla_cohort_id: ended!.id,
        cla_user_id: null,
        title: "Thank you, Cohort Bethel",
        content: "Congratulations on completing the programme. Certificates follow by email.",
      },
      {
        cla_cohort_id: current!.id,
        cla_user_id: null,
        title: "Welcome to Cohort Emmanuel",
        content:
          "Welcome! Live classes are on Zoom; links appear in the portal. Please complete your profile.",
      },
      {
        cla_cohort_id: current!.id,
        cla_user_id: currentStudents[1]!.id,
        title: "Your essay",
        content: "Samuel, please resend your essay with the references included.",
      },
      {
        cla_cohort_id: current!.id,
        cla_user_id: ada.id,
        title: "Great progress",
        content: "Ada, thank you for your thoughtful contributions in the forum this week.",
      },
      {
        cla_cohort_id: current!.id,
        cla_user_id: null,
        title: "Strategy workshop today",
        content: "Join us today at 18:00 for the strategy workshop. Bring your vision statement draft.",
      },
    ]) {
      await tx.insert(schema.announcements).values(announcement);
    }
  });
}
