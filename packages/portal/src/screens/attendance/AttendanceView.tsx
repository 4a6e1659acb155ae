import type { LiveClass, StudentRef } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader, RadioGroup } from "@cla/ui";
import { TriangleAlert } from "lucide-react";
import type { FormEvent } from "react";
import { paths } from "../../app/paths";
import { BackLink } from "../../components/BackLink";
import { ListSectionView, SectionView, type Section } from "../../components/Section";
import { LinkButton } from "../../components/LinkButton";
import { FormAlert } from "../../forms/FormAlert";
import { texts } from "./texts";

/** Step 1: today's classes, one to choose. */
export interface AttendanceStep1 {
  step: 1;
  classes: Section<LiveClass[]>;
  /** How a class reads in the list, e.g. 'Prayer and leadership — Foundations of Leadership, 6:00 PM'. */
  describe: (liveClass: LiveClass) => string;
  /** Proceed with the chosen class id, or null when none was chosen (the screen warns). */
  onProceed: (liveClassId: string | null) => void;
}

/** Step 2: the class's students with missing attendance, one mark at a time. */
export interface AttendanceStep2 {
  step: 2;
  liveClass: Section<LiveClass>;
  students: Section<StudentRef[]>;
  /** Back to step 1. */
  chooseAnother: string;
  /** Submit one mark; `studentId` null when no student was chosen (the screen warns). */
  onSubmit: (studentId: string | null, present: boolean) => void;
  busy: boolean;
  /** The last submission's failure, shown above the form. */
  error: string | null;
}

export type AttendanceViewProps = AttendanceStep1 | AttendanceStep2;

/** /portal/attendance/new (docs/product.md §2.3): two steps. */
export function AttendanceView(props: AttendanceViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.title} actions={<BackLink to={paths.events} label={texts.back} />} />
      <Card className="max-w-3xl">{props.step === 1 ? <Step1 {...props} /> : <Step2 {...props} />}</Card>
    </div>
  );
}

function Step1({ classes, describe, onProceed }: AttendanceStep1) {
  function proceed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("cla_live_class_id");
    onProceed(typeof chosen === "string" && chosen !== "" ? chosen : null);
  }
  return (
    <>
      <CardHeader>
        <CardTitle level={2}>{texts.step1}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListSectionView section={classes} loading={texts.loadingClasses} empty={messages.noLiveClassesToday}>
          {(list) => (
            <form className="flex flex-col gap-5" onSubmit={proceed} noValidate>
              <RadioGroup
                legend={texts.todayClasses}
                name="cla_live_class_id"
                options={list.map((liveClass) => ({ value: liveClass.id, label: describe(liveClass) }))}
              />
              <Button type="submit" className="self-start">
                {texts.proceed}
              </Button>
            </form>
          )}
        </ListSectionView>
      </CardContent>
    </>
  );
}

function Step2({ liveClass, students, chooseAnother, onSubmit, busy, error }: AttendanceStep2) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const student = data.get("cla_user_id");
    onSubmit(typeof student === "string" && student !== "" ? student : null, data.get("present") !== "false");
  }
  return (
    <SectionView section={liveClass} loading={texts.loadingClass}>
      {(chosen) => (
        <>
          <CardHeader>
            <CardTitle level={2}>{texts.step2(chosen.name)}</CardTitle>
            <p className="text-sm text-muted-foreground">{chosen.course_name}</p>
          </CardHeader>
          <CardContent>
            <p
              role="note"
              className="flex items-center gap-2 rounded-md bg-warning-soft px-4 py-3 text-sm font-medium text-warning-soft-foreground"
            >
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {messages.attendanceFinalWarning}
            </p>
            <ListSectionView
              section={students}
              loading={texts.loadingStudents}
              empty={messages.noStudentsMissingAttendance}
            >
              {(list) => (
                // A new list (after each mark) starts the form afresh.
                <form
                  key={list.map((student) => student.id).join()}
                  className="flex flex-col gap-5"
                  onSubmit={submit}
                  aria-busy={busy}
                  noValidate
                >
                  <FormAlert message={error} />
                  <RadioGroup
                    legend={texts.student}
                    name="cla_user_id"
                    options={list.map((student) => ({ value: student.id, label: student.name }))}
                  />
                  <RadioGroup
                    legend={texts.status}
                    name="present"
                    orientation="horizontal"
                    defaultValue="true"
                    options={[
                      { value: "true", label: texts.present },
                      { value: "false", label: texts.absent },
                    ]}
                  />
                  <Button type="submit" busy={busy} busyLabel={texts.submitting} className="self-start">
                    {texts.submit}
                  </Button>
                </form>
              )}
            </ListSectionView>
            <LinkButton to={chooseAnother} variant="link" className="self-start">
              {texts.chooseAnother}
            </LinkButton>
          </CardContent>
        </>
      )}
    </SectionView>
  );
}
