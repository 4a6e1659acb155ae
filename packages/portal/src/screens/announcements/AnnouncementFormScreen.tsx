import type { Announcement, AnnouncementCreate } from "@cla/domain/client";
import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useAnnouncement, useCohorts, useStudentsOfCohort } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { AnnouncementFormState } from "../../app/navigationState";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { COHORT_PARAM } from "../../components/cohortChoice";
import { bothSections, mapSection, toSection, type Section } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { checkFields, longText, name, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { useSession } from "../../session/useSession";
import {
  ANNOUNCEMENT_FIELDS,
  AnnouncementFormView,
  type AnnouncementFormStart,
  type AnnouncementKind,
  type AnnouncementFormValues,
  type StudentChoices,
} from "./AnnouncementFormView";
import { texts } from "./texts";

const EMPTY: AnnouncementFormValues = { title: "", content: "", cla_user_id: "" };

function positive(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * /portal/announcement/new: `?cohort=<id>` creates an announcement for that cohort (the cohort in navigation
 * state is a shortcut; without either, the session's cohort; without that, docs/product.md §5 sends the user to
 * login); `?id=<id>` edits that announcement, loaded by id, its cohort following from it.
 */
export default function AnnouncementFormScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const session = useSession();
  const id = params.get("id");
  const editing = id !== null;
  const shortcut = (location.state as Partial<AnnouncementFormState> | null)?.cohort;
  const announcement = useAnnouncement(id);
  const record = announcement.announcement;
  const cohortId = editing
    ? (record?.cla_cohort_id ?? null)
    : (shortcut?.id ?? positive(params.get(COHORT_PARAM)) ?? session?.userData.cohortId ?? null);
  const { cohorts } = useCohorts();
  const students = useStudentsOfCohort(cohortId);
  const [chosenKind, setKind] = useState<AnnouncementKind | null>(null);
  const kind: AnnouncementKind = chosenKind ?? (record?.cla_user_id ? "user-specific" : "general");
  useScreenTitle(editing ? texts.form.editTitle : texts.form.addTitle);

  const noCohort = !editing && cohortId === null;
  useEffect(() => {
    if (!noCohort) return;
    notify.error(messages.cohortInfoNotFound);
    void navigate(paths.login, { replace: true });
  }, [noCohort, navigate]);

  const listPath = withQuery(paths.announcements, { [COHORT_PARAM]: cohortId ? String(cohortId) : null });
  const submit = useSubmit<Record<string, string>, Announcement>({
    fields: ANNOUNCEMENT_FIELDS,
    validate: (values) =>
      checkFields(values, {
        title: [required, name],
        content: [required, longText],
        ...(kind === "user-specific" ? { cla_user_id: [required] } : {}),
      }),
    action: (values) => {
      const input: Omit<AnnouncementCreate, "cla_cohort_id"> = {
        title: (values.title ?? "").trim(),
        content: (values.content ?? "").trim(),
        cla_user_id: kind === "user-specific" ? (values.cla_user_id ?? "") : null,
      };
      return record
        ? updateRecord(endpoints.announcements, record.id, input)
        : // Without a cohort the form is not shown (noCohort).
          createRecord(endpoints.announcements, { ...input, cla_cohort_id: cohortId! });
    },
    success: editing ? messages.announcementUpdated : messages.announcementCreated,
    failure: editing ? messages.updateAnnouncementFailed : messages.createAnnouncementFailed,
    refresh: WRITES.announcement,
    onSuccess: () => navigateLater(() => void navigate(listPath), REDIRECT_DELAY_MS),
  });

  const values: Section<AnnouncementFormValues> = editing
    ? toSection(
        record && { title: record.title, content: record.content, cla_user_id: record.cla_user_id ?? "" },
        announcement,
        messages.failedToFetchAnnouncementsTryAgain,
        texts.form.announcementNotFound,
      )
    : { status: "ready", data: EMPTY };
  // The student list never blocks a general announcement: a failure only empties 'Select Student'.
  const choices: Section<StudentChoices> = students.students
    ? {
        status: "ready",
        data: {
          options: students.students.map((student) => ({ value: student.user_id, label: student.name })),
          failed: null,
        },
      }
    : students.error
      ? { status: "ready", data: { options: [], failed: messages.failedToFetchStudents } }
      : { status: "loading" };
  const initial: Section<AnnouncementFormStart> = mapSection(
    bothSections(values, choices),
    ([start, studentChoices]) => ({ values: start, students: studentChoices }),
  );

  const cohortName =
    (shortcut?.id === cohortId ? shortcut?.name : undefined) ??
    cohorts?.find((candidate) => candidate.id === cohortId)?.name ??
    (cohortId === null ? "" : `Cohort ${cohortId}`);

  if (noCohort) return null;
  return (
    <AnnouncementFormView
      editing={editing}
      cohortName={cohortName}
      backTo={listPath}
      initial={initial}
      kind={kind}
      onKindChange={setKind}
      submit={submit}
    />
  );
}
