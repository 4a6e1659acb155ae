import type { CbtResultsResponse, CbtStudentResult, CbtTest } from "@cla/domain/client";
import { Button, DataTable, type DataTableColumn } from "@cla/ui";
import { Check, RefreshCw, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { SectionView, type Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { answerText, mostMissedFirst, rightAnswerText, scoreText, shareText, statusText } from "./cbtResults";
import { texts } from "./texts";
import { texts as onlineTestTexts } from "../online-tests/texts";

const r = texts.results;

export interface CbtResultsData {
  results: CbtResultsResponse;
  /** The questions with their options and answers, to show what each student chose. */
  test: CbtTest;
}

export interface CbtResultsViewProps {
  results: Section<CbtResultsData>;
  /** The student whose graded attempt is open ("" for none). */
  opened: string;
  onOpen: (studentId: string) => void;
  /** Asks the server again (the time left is as of the last answer). */
  onRefresh: () => void;
}

/**
 * A facilitator's results of a CBT taken in the portal (docs/api.md §6.14, docs/decisions/164): every student
 * with their status and score, a graded attempt's answers opened below the table, and the item analysis with
 * the most missed question first. Shares are written out ('1 of 2 (50%)'); the bar beside each is decoration.
 */
export function CbtResultsView({ results, opened, onOpen, onRefresh }: CbtResultsViewProps) {
  return (
    <TitledCard title={r.title}>
      <Button type="button" variant="secondary" size="sm" onClick={onRefresh} className="self-start">
        <RefreshCw aria-hidden="true" />
        {r.refresh}
      </Button>
      <SectionView section={results} loading={r.loading}>
        {(data) => <Results data={data} opened={opened} onOpen={onOpen} />}
      </SectionView>
    </TitledCard>
  );
}

function Results({
  data: { results, test },
  opened,
  onOpen,
}: {
  data: CbtResultsData;
  opened: string;
  onOpen: (studentId: string) => void;
}) {
  const attemptId = useId();
  const openedResult = results.students.find((entry) => entry.student.id === opened && entry.answers);
  const columns: DataTableColumn<CbtStudentResult>[] = [
    { key: "student", header: r.student, rowHeader: true, render: (row) => row.student.name },
    { key: "status", header: r.status, stackFirst: true, render: statusText },
    { key: "score", header: r.score, render: (row) => scoreText(row, results.total_points) },
    {
      key: "answers",
      header: r.answers,
      render: (row) =>
        row.answers ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            // A target of 24 px at least (WCAG 2.5.8), also where the rows stack on a phone.
            className="min-h-6"
            aria-expanded={row.student.id === opened}
            aria-controls={row.student.id === opened ? attemptId : undefined}
            aria-label={row.student.id === opened ? r.hideOf(row.student.name) : r.viewOf(row.student.name)}
            onClick={() => onOpen(row.student.id === opened ? "" : row.student.id)}
          >
            {row.student.id === opened ? r.hide : r.view}
          </Button>
        ) : null,
    },
  ];
  const analysis = mostMissedFirst(results.questions);
  return (
    <>
      <DataTable
        caption={r.studentsCaption}
        columns={columns}
        rows={results.students}
        getRowKey={(row) => row.student.id}
        emptyText={r.empty}
        layout="stack-on-phone"
      />
      {openedResult ? <Attempt id={attemptId} result={openedResult} test={test} /> : null}
      <DataTable
        caption={r.itemsCaption}
        columns={[
          {
            key: "question",
            header: r.itemsQuestion,
            rowHeader: true,
            render: ({ question, n }) => (
              <span className="block max-w-prose break-words whitespace-pre-wrap">
                {`${onlineTestTexts.questions.question(n)}: ${question.text}`}
              </span>
            ),
          },
          {
            key: "kind",
            header: onlineTestTexts.questions.kind,
            render: ({ question }) => onlineTestTexts.questions.kinds[question.kind],
          },
          {
            key: "points",
            header: onlineTestTexts.questions.points,
            numeric: true,
            render: ({ question }) => question.points,
          },
          {
            key: "right",
            header: r.itemsRight,
            render: ({ question }) => (
              <span className="flex flex-col gap-1">
                {shareText(question)}
                <span aria-hidden="true" className="block h-1.5 w-32 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full bg-primary"
                    style={{ width: `${question.correct_share ?? 0}%` }}
                  />
                </span>
              </span>
            ),
          },
        ]}
        rows={analysis}
        getRowKey={({ question }) => question.id}
        layout="stack-on-phone"
      />
    </>
  );
}

/** One graded attempt: each question in the authored order with the answer given and whether it was right. */
function Attempt({ id, result, test }: { id: string; result: CbtStudentResult; test: CbtTest }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result.student.id]);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold text-foreground">
        {r.attemptTitle(result.student.name)}
      </h3>
      <ol className="flex flex-col gap-4">
        {(result.answers ?? []).map((answer, index) => {
          const question = test.questions.find((candidate) => candidate.id === answer.question_id);
          const right = rightAnswerText(question);
          return (
            <li key={answer.question_id} className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold text-foreground">
                {texts.results.questionHeading(index + 1, question?.points ?? 0)}
              </h4>
              {question ? (
                <p className="break-words whitespace-pre-wrap text-foreground">{question.text}</p>
              ) : null}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{r.answer}</dt>
                <dd className="break-words whitespace-pre-wrap text-foreground">
                  {answerText(question, answer.answer)}
                </dd>
                <dt className="sr-only">{r.status}</dt>
                <dd
                  className={
                    answer.correct
                      ? "col-start-2 flex items-center gap-1 font-medium text-success"
                      : "col-start-2 flex items-center gap-1 font-medium text-destructive"
                  }
                >
                  {answer.correct ? (
                    <Check aria-hidden="true" className="size-4" />
                  ) : (
                    <X aria-hidden="true" className="size-4" />
                  )}
                  {answer.correct ? r.right : r.wrong}
                </dd>
                {!answer.correct && right !== null ? (
                  <>
                    <dt className="text-muted-foreground">{r.rightAnswer}</dt>
                    <dd className="break-words whitespace-pre-wrap text-foreground">{right}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
