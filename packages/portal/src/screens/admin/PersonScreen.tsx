import type { PersonUpdate } from "@cla/domain/client";
import { API_MESSAGES, STUDENT_ROLE } from "@cla/domain/client";
import { useLocation, useParams } from "react-router";
import { useCohorts, usePeople, useRoles } from "../../api/hooks";
import { endpoints, sendResetLink, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import { adminPaths } from "../../app/adminPaths";
import { useScreenTitle } from "../../app/screenChange";
import { bothSections, mapSection, toSection, type Section } from "../../components/Section";
import { useConfirmDelete, useRecordAction } from "../../feedback/confirmDelete";
import { notify } from "../../feedback/notify";
import { checkFields, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { PersonView, type PeopleListState, type PersonStart } from "./PersonView";
import { texts } from "./texts";

const t = texts.person;

/**
 * /portal/admin/people/{id} (admins): the person found by id among everyone (GET /cla_users: there is no read
 * of one person), so it opens from its URL alone; moving, a role, deactivation and a set-password link.
 */
export default function PersonScreen() {
  const { id = "" } = useParams();
  // 'Back to People' returns to the list as it was searched (its link passed it), else the whole list.
  const peopleList =
    (useLocation().state as Partial<PeopleListState> | null)?.peopleList ?? adminPaths.people;
  const people = usePeople();
  const cohorts = useCohorts();
  const roles = useRoles();
  const person = people.people?.find((candidate) => candidate.id === id);
  useScreenTitle(person?.name ?? texts.people.title);
  const confirm = useConfirmDelete();
  const act = useRecordAction();

  const update = (input: PersonUpdate) => updateRecord(endpoints.people, id, input);
  const move = useSubmit({
    fields: ["cla_cohort_id"],
    validate: (values: Record<string, string>) => checkFields(values, { cla_cohort_id: [required] }),
    action: (values: Record<string, string>) => update({ cla_cohort_id: Number(values["cla_cohort_id"]) }),
    success: t.moved,
    failure: t.moveFailed,
    refresh: WRITES.person,
    repeat: true,
  });
  /** The role, and the cohort when the form asks for one (someone without a cohort made a student). */
  const checkRole = (values: Record<string, string>) =>
    checkFields(
      values,
      "cla_cohort_id" in values
        ? { cla_role_id: [required], cla_cohort_id: [required] }
        : { cla_role_id: [required] },
    );
  const sendRole = useSubmit({
    fields: ["cla_role_id", "cla_cohort_id"],
    validate: checkRole,
    action: (values: Record<string, string>) =>
      update({
        cla_role_id: Number(values["cla_role_id"]),
        ...(values["cla_cohort_id"] ? { cla_cohort_id: Number(values["cla_cohort_id"]) } : {}),
      }),
    success: t.roleChanged,
    failure: t.roleFailed,
    refresh: WRITES.person,
    repeat: true,
  });
  // A new role is asked first, naming what it changes (decision 180); an unchanged or unfinished form goes
  // straight on, to its field messages.
  const changeRole = {
    ...sendRole,
    submit: (values: Record<string, string>) => {
      const role = roles.roles?.find((candidate) => String(candidate.id) === values["cla_role_id"]);
      const invalid = Object.values(checkRole(values)).some(Boolean);
      if (!person || !role || role.id === person.cla_role_id || invalid) return sendRole.submit(values);
      const cohortId = values["cla_cohort_id"] ? Number(values["cla_cohort_id"]) : person.cla_cohort_id;
      const cohort = cohorts.cohorts?.find((candidate) => candidate.id === cohortId);
      notify.confirm({
        message: t.confirmRole(person.name, texts.people.roles[role.name] ?? role.name),
        description:
          role.name === STUDENT_ROLE ? t.becomesStudent(cohort?.name ?? "") : t.roleConsequences[role.name],
        confirmLabel: t.yesChangeRole,
        onConfirm: () => sendRole.submit(values),
      });
    },
  };
  const statusChange = { failure: t.statusFailed, refresh: WRITES.person };

  let start: Section<PersonStart>;
  const found = toSection(people.people && (person ?? null), people, texts.people.failed);
  if (found.status === "ready" && found.data === null) start = { status: "error", message: t.notFound };
  else {
    const lists = bothSections(
      toSection(cohorts.cohorts, cohorts, texts.cohorts.failed),
      toSection(roles.roles, roles, texts.people.failed),
    );
    start = mapSection(bothSections(found, lists), ([shown, [cohortList, roleList]]) => ({
      person: shown!,
      cohorts: cohortList,
      roles: roleList,
    }));
  }

  return (
    <PersonView
      peopleList={peopleList}
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
