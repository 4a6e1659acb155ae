import type { DeskStats, StudentListItem } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { m } from "@cla/domain/i18n";
import { Button, Card, CardContent, cn, Field, PageHeader, Select, StatCard } from "@cla/ui";
import {
  BookOpen,
  CalendarPlus,
  ClipboardCheck,
  ClipboardList,
  FileDown,
  FileSpreadsheet,
  FilePlus,
  Inbox,
  NotebookPen,
  Table2,
  Users,
  Video,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths, withQuery } from "../../app/paths";
import { ListSectionView, SectionView, type Section } from "../../components/Section";
import { DESK_SORTS, StudentsTable, type DeskSort, type StudentsTableProps } from "./StudentsTable";
import { texts } from "./texts";

export interface DeskViewProps {
  /** The cohort dropdown (CohortFilter), showing the cohort about to be applied. */
  cohortFilter: ReactNode;
  /** A cohort is chosen in the dropdown: Apply Filter is enabled. */
  canApply: boolean;
  onApply: () => void;
  /** The applied cohort's figures; null until a cohort is applied. */
  stats: Section<DeskStats> | null;
  /** The applied cohort, for the links to its lists (null until one is applied). */
  cohortId: number | null;
  /** The applied cohort's students, sorted; null until a cohort is applied. */
  students: Section<StudentListItem[]> | null;
  /** The applied cohort's name, for the table's caption. */
  cohortName: string;
  sort: DeskSort;
  onSort: (sort: DeskSort) => void;
  /** A cohort is applied and has students: the exports are enabled. */
  exportReady: boolean;
  /** The PDF is being generated. */
  pdfBusy: boolean;
  onPdf: () => void;
  onCsv: () => void;
  /** Extra content per student in the table (see StudentsTable). */
  studentActions?: StudentsTableProps["studentActions"];
}

const ACTIONS = [
  { to: paths.courseForm, label: texts.createCourse, icon: <BookOpen aria-hidden="true" /> },
  { to: paths.assignmentForm, label: texts.createAssignment, icon: <FilePlus aria-hidden="true" /> },
  { to: paths.eventForm, label: texts.scheduleLiveClass, icon: <CalendarPlus aria-hidden="true" /> },
  { to: paths.attendanceForm, label: texts.addAttendance, icon: <ClipboardCheck aria-hidden="true" /> },
] as const;

const EXPORT_HINT_ID = "desk-export-hint";

/** /portal/instructorDesk (docs/product.md §2.3, §9): actions, cohort filter, exports, four figures, the students. */
export function DeskView({
  cohortFilter,
  canApply,
  onApply,
  stats,
  cohortId,
  students,
  cohortName,
  sort,
  onSort,
  exportReady,
  pdfBusy,
  onPdf,
  onCsv,
  studentActions,
}: DeskViewProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />

      <nav aria-label={texts.quickActions} className="flex flex-wrap gap-2">
        {ACTIONS.map((action) => (
          <Button key={action.to} asChild variant="secondary">
            <Link to={action.to}>
              {action.icon}
              {action.label}
            </Link>
          </Button>
        ))}
      </nav>

      <Card>
        <CardContent className="pt-6">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              onApply();
            }}
          >
            {cohortFilter}
            <Button type="submit" disabled={!canApply}>
              {texts.applyFilter}
            </Button>
          </form>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              disabled={!exportReady}
              busy={pdfBusy}
              busyLabel={texts.pdfBusy}
              aria-describedby={exportReady ? undefined : EXPORT_HINT_ID}
              onClick={onPdf}
            >
              <FileDown aria-hidden="true" />
              {texts.pdf}
            </Button>
            <Button
              variant="secondary"
              disabled={!exportReady}
              aria-describedby={exportReady ? undefined : EXPORT_HINT_ID}
              onClick={onCsv}
            >
              <FileSpreadsheet aria-hidden="true" />
              {texts.csv}
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.gradebook}>
                <Table2 aria-hidden="true" />
                {texts.gradebook}
              </Link>
            </Button>
            {exportReady ? null : (
              <p id={EXPORT_HINT_ID} className="text-sm text-muted-foreground">
                {messages.selectCohortAndLoadStudents}
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      {stats === null ? null : (
        <section aria-label={texts.statistics}>
          <SectionView section={stats} loading={texts.loadingStats}>
            {(figures) => (
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <StatCard label={texts.totalCourses} value={figures.total_courses} icon={<NotebookPen />} />
                <StatCard
                  label={texts.totalAssignments}
                  value={figures.total_assignments}
                  icon={<ClipboardList />}
                />
                <StatCard
                  label={texts.totalLiveClasses}
                  value={figures.total_live_classes}
                  icon={<Video />}
                />
                <StatCard label={texts.totalStudents} value={figures.total_users} icon={<Users />} />
                <WorkToScore figures={figures} cohortId={cohortId} />
              </div>
            )}
          </SectionView>
        </section>
      )}

      <section aria-labelledby="desk-students" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="desk-students" className="text-xl font-semibold text-foreground">
            {texts.students}
          </h2>
          {students?.status === "ready" && students.data.length > 1 ? (
            <Field label={texts.sortBy} className="w-full sm:w-56">
              <Select
                value={sort}
                options={DESK_SORTS.map((value) => ({ value, label: texts.sort[value] }))}
                onChange={(event) => onSort(event.target.value as DeskSort)}
              />
            </Field>
          ) : null}
        </div>
        <ListSectionView
          section={students}
          selectCohort={messages.selectCohortToViewStudents}
          loading={messages.loadingStudents}
          empty={messages.noStudentsInCohortDot}
        >
          {(list) => (
            <StudentsTable
              caption={texts.studentsCaption(cohortName)}
              students={list}
              studentActions={studentActions}
            />
          )}
        </ListSectionView>
      </section>
    </div>
  );
}

/**
 * Where handed-in work waits for a score (Canvas's "needs grading", decision 180): each kind's count, linking to
 * the cohort's list, whose items show theirs.
 */
function WorkToScore({ figures, cohortId }: { figures: DeskStats; cohortId: number | null }) {
  const cohort = cohortId === null ? undefined : String(cohortId);
  const lists = [
    { path: paths.assignments, count: figures.assignments_to_score, text: m.deskAssignmentsToScore },
    { path: paths.contributions, count: figures.contributions_to_score, text: m.deskContributionsToScore },
  ];
  return (
    <section
      aria-labelledby="desk-to-score"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:col-span-2 xl:col-span-4"
    >
      <h2 id="desk-to-score" className="flex items-center gap-2 font-semibold text-foreground">
        <Inbox aria-hidden="true" className="size-5 text-muted-foreground" />
        {m.deskWorkToScore()}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {lists.map(({ path, count, text }) => (
          <li key={path}>
            <Link
              to={withQuery(path, { cohort })}
              className={cn(
                "font-medium underline underline-offset-2 hover:decoration-2",
                count > 0 ? "text-primary" : "text-muted-foreground",
              )}
            >
              {text({ count })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
