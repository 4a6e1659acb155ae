import type { PersonUpdate } from "@cla/domain/client";
import { API_MESSAGES } from "@cla/domain/client";
import { useParams } from "react-router";
import { useCohorts, usePeople, useRoles } from "../../api/hooks";
import { endpoints, sendResetLink, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import { useScreenTitle } from "../../app/screenChange";
import { bothSections, toSection, type Section } from "../../components/Section";
import { useConfirmDelete, useRecordAction } from "../../feedback/confirmDelete";
import { checkFields, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { PersonView, type PersonStart } from "./PersonView";
import { texts } from "./texts";

const t = texts.person;

/**
 * /portal/admin/people/{id} (admins): the person found by id among everyone (GET /cla_users: there is no read
 * of one person), so it opens from its URL alone; moving, a role, deactivation and a set-password link.
 */
export default function PersonScreen() {
  const { id = "" } = useParams();
  const people = usePeople();
  const cohorts = useCohorts();
  const roles = useRoles();
  const person = people.people?.find((candidate) => candidate.id === id);
  useScreenTitle(person?.name ?? texts.people.title);
  const confirm = useConfirmDelete();
  const act = useRecordAction();

  const update = (input: PersonUpdate) => updateRecord(endpoints.people, id, input);
  /** A form of one select that changes that field of the person. */
  const setField = (field: "cla_cohort_id" | "cla_role_id", success: string, failure: string) => ({
    fields: [field],
    validate: (values: Record<string, string>) => checkFields(values, { [field]: [required] }),
    action: (values: Record<string, string>) => update({ [field]: Number(values[field]) }),
    success,
    failure,
    refresh: WRITES.person,
    repeat: true,
  });
  const move = useSubmit(setField("cla_cohort_id", t.moved, t.moveFailed));
  const changeRole = useSubmit(setField("cla_role_id", t.roleChanged, t.roleFailed));
  const statusChange = { failure: t.statusFailed, refresh: WRITES.person };

  let start: Section<PersonStart>;
  const found = toSection(people.people && (person ?? null), people, texts.people.failed);
  if (found.status === "ready" && found.data === null) start = { status: "error", message: t.notFound };
  else {
    const lists = bothSections(
      toSection(cohorts.cohorts, cohorts, texts.cohorts.failed),
      toSection(roles.roles, roles, texts.people.failed),
    );
    const both = bothSections(found, lists);
    start =
      both.status === "ready"
        ? {
            status: "ready",
            data: { person: both.data[0]!, cohorts: both.data[1][0], roles: both.data[1][1] },
          }
        : both;
  }

  return (
    <PersonView
      start={start}
      move={move}
      changeRole={changeRole}
      onDeactivate={() =>
        person &&
        confirm({
          question: t.confirmDeactivate(person.name),
          warning: t.deactivateWarning,
          confirmLabel: t.yesDeactivate,
          remove: () => update({ active: false }),
          success: t.deactivated,
          ...statusChange,
        })
      }
      onReactivate={() =>
        act({ remove: () => update({ active: true }), success: t.reactivated, ...statusChange })
      }
      onResetLink={() =>
        act({
          remove: () => sendResetLink(id),
          success: API_MESSAGES.resetLinkSentTo,
          failure: t.resetLinkFailed,
          refresh: WRITES.resetLink,
        })
      }
    />
  );
}
