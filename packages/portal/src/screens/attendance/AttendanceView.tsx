import type { LiveClass } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader, RadioGroup } from "@cla/ui";
import { TriangleAlert } from "lucide-react";
import type { FormEvent } from "react";
import { paths } from "../../app/paths";
import { BackLink } from "../../components/BackLink";
import { ListSectionView, SectionView, type Section } from "../../components/Section";
import { LinkButton } from "../../components/LinkButton";
import { Register, type RegisterProps, type RegisterRow } from "./Register";
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

/** Step 2: the register of the class's students with missing attendance, one Save for many marks. */
export interface AttendanceStep2 extends Omit<RegisterProps, "students"> {
  step: 2;
  liveClass: Section<LiveClass>;
  students: Section<RegisterRow[]>;
  /** Back to step 1. */
  chooseAnother: string;
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

function Step2({ liveClass, students, chooseAnother, onSave, busy, error }: AttendanceStep2) {
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
                // A new list (after a save) starts the register afresh.
                <Register
                  key={list.map((student) => student.id).join()}
                  students={list}
                  onSave={onSave}
                  busy={busy}
                  error={error}
                />
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
