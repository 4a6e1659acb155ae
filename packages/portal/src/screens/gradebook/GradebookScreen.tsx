import type { GradebookColumn } from "@cla/domain/client";
import { ASSESSMENT_KINDS, gradebookCsv, gradebookFileName, toDateString } from "@cla/domain/client";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useCourses, useGradebook } from "../../api/hooks";
import { recordPath, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { saveFile } from "../../feedback/saveFile";
import { GradebookView, shownRows, type GradebookSort } from "./GradebookView";
import { texts } from "./texts";

/** An item's cell opens its page with the student's work chosen (`?student=`, as a score's download link). */
function cellPath(column: GradebookColumn, studentId: string): string | null {
  if (column.kind === "class") return null;
  const path = recordPath(`/portal/${ASSESSMENT_KINDS[column.kind].portalSegment}`, column.id);
  return withQuery(path, { student: studentId });
}

/**
 * /portal/gradebook (docs/api.md §6.18): the cohort (as on the desk) and one of its courses (`?course=`, so a
 * reload or a shared link keeps it); one request answers the grid.
 */
export default function GradebookScreen() {
  useScreenTitle(texts.title);
  const cohort = useCohortChoice();
  const [params, setParams] = useSearchParams();
  const courseId = params.get("course");
  const [sort, setSort] = useState<GradebookSort>("name");
  const [onlyToGrade, setOnlyToGrade] = useState(false);
  const { courses } = useCourses(cohort.cohortId);
  // A course of the cohort chosen: another cohort's (a cohort changed since) shows the prompt.
  const course = courses?.find((candidate) => candidate.id === courseId) ?? null;
  const book = useGradebook(course?.id);

  function downloadCsv() {
    if (!book.gradebook) return;
    const shown = { ...book.gradebook, rows: shownRows(book.gradebook, sort, onlyToGrade) };
    const blob = new Blob([gradebookCsv(shown)], { type: "text/csv;charset=utf-8" });
    saveFile(blob, gradebookFileName(book.gradebook.course.name, toDateString(new Date())));
    notify.success(texts.downloaded);
  }

  return (
    <GradebookView
      cohortFilter={<CohortFilter value={cohort.cohortId} onChange={cohort.choose} />}
      courses={courses ?? []}
      courseId={course?.id ?? null}
      onCourse={(id) => {
        const next = new URLSearchParams(params);
        if (id === null) next.delete("course");
        else next.set("course", id);
        setParams(next);
      }}
      gradebook={course === null ? null : toSection(book.gradebook, book, texts.failed)}
      sort={sort}
      onSort={setSort}
      onlyToGrade={onlyToGrade}
      onOnlyToGrade={setOnlyToGrade}
      onCsv={downloadCsv}
      cellPath={cellPath}
    />
  );
}
