import type { StudentListItem } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useState } from "react";
import { Link } from "react-router";
import { useCohorts, useDeskStats, useStudentList } from "../../api/hooks";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { mapSection, toSection, type Section } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { saveFile } from "../../feedback/saveFile";
import { DeskView } from "./DeskView";
import { performanceSheetCsv, performanceSheetPdf } from "./performanceSheet";
import { sortStudents, type DeskSort } from "./StudentsTable";
import { texts } from "./texts";

/**
 * /portal/instructorDesk, the facilitator's landing (docs/product.md §2.3): it starts on the cohort
 * useCohortChoice gives (the running one, decision 154); the dropdown picks another, and Apply Filter puts it in
 * the URL (`?cohort=`, so a reload keeps it), which loads its figures and students.
 */
export default function DeskScreen() {
  useScreenTitle(texts.title);
  const cohort = useCohortChoice();
  const applied = cohort.cohortId;
  // What the dropdown shows: the facilitator's pick, until applied, else the cohort applied (decision 154).
  const [pick, setPick] = useState<number | null>(null);
  const picked = pick ?? applied;
  const [sort, setSort] = useState<DeskSort>("name-asc");
  const [pdfBusy, setPdfBusy] = useState(false);
  const { cohorts } = useCohorts();
  const stats = useDeskStats(applied);
  const list = useStudentList(applied);

  const students: Section<StudentListItem[]> | null =
    applied === null ? null : toSection(list.students, list, messages.failedToFetchStudents);
  const loaded = list.students ?? [];
  const exportReady = applied !== null && loaded.length > 0;
  const cohortName =
    cohorts?.find((candidate) => candidate.id === applied)?.name ?? `Cohort ${applied ?? ""}`.trim();

  async function downloadPdf() {
    if (!exportReady || applied === null) {
      notify.error(messages.selectCohortAndLoadStudents);
      return;
    }
    setPdfBusy(true);
    try {
      const file = await performanceSheetPdf(applied, loaded, new Date());
      saveFile(file.blob, file.fileName);
      notify.success(messages.performanceSheetDownloaded);
    } catch {
      notify.error(messages.generatePdfFailed);
    } finally {
      setPdfBusy(false);
    }
  }

  function downloadCsv() {
    if (!exportReady || applied === null) {
      notify.error(messages.selectCohortAndLoadStudents);
      return;
    }
    const file = performanceSheetCsv(applied, loaded, new Date());
    saveFile(file.blob, file.fileName);
    notify.success(messages.performanceSheetDownloaded);
  }

  return (
    <DeskView
      cohortFilter={<CohortFilter value={picked} onChange={setPick} />}
      canApply={picked !== null}
      onApply={() => {
        if (picked !== null) cohort.choose(picked);
      }}
      stats={applied === null ? null : toSection(stats.stats, stats, texts.failedToFetchStats)}
      cohortId={applied}
      students={students && mapSection(students, (data) => sortStudents(data, sort))}
      cohortName={cohortName}
      sort={sort}
      onSort={setSort}
      exportReady={exportReady}
      pdfBusy={pdfBusy}
      onPdf={() => void downloadPdf()}
      onCsv={downloadCsv}
      studentActions={(student) => (
        <Link
          to={withQuery(paths.certificate, { student: student.user_id, cohort: String(applied) })}
          className="text-sm font-medium text-primary underline underline-offset-2 hover:decoration-2"
          aria-label={texts.certificateOf(student.name)}
        >
          {texts.certificate}
        </Link>
      )}
    />
  );
}
