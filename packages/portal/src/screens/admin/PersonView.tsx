import { formatDay, STUDENT_ROLE, type Cohort, type Person, type Role } from "@cla/domain/client";
import { Button, Field, PageHeader, Select } from "@cla/ui";
import { KeyRound, UserCheck, UserX } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { timeZones } from "../../app/timeZones";
import { BackLink } from "../../components/BackLink";
import { SectionView, type Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { isStaffRole } from "../../session/roles";
import { FormAlert } from "../../forms/FormAlert";
import type { FormSubmit } from "../../forms/FormPage";
import { PersonStatus } from "./PeopleView";
import { texts } from "./texts";
import { labelled } from "../../forms/labelled";

const t = texts.person;

/** The navigation state of a person's link on the people list: the list's path with its search. */
export interface PeopleListState {
  peopleList: string;
}

export interface PersonStart {
  person: Person;
  cohorts: readonly Cohort[];
  roles: readonly Role[];
}

export interface PersonViewProps {
  /** Where 'Back to People' goes: the list with the search it was opened from. */
  peopleList: string;
  /** The person, every cohort and every role. */
  start: Section<PersonStart>;
  /** PUT cla_cohort_id (students only). */
  move: FormSubmit;
  /** PUT cla_role_id, with cla_cohort_id when the form asks for it (a staff member without one made a student). */
  changeRole: FormSubmit;
  onDeactivate: () => void;
  onReactivate: () => void;
  onResetLink: () => void;
}

/** The value of each named control of a submitted form. */
function formValues(data: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")]));
}

/** A small form of the person's screen and its button, sent through the screen's useSubmit (failure: its alert). */
function PersonForm({
  title,
  fields,
  submit,
  button,
  busyLabel,
  children,
}: {
  title: string;
  /** The names of the controls whose values are sent. */
  fields: readonly string[];
  submit: FormSubmit;
  button: string;
  busyLabel: string;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.submit(formValues(new FormData(event.currentTarget), fields));
  }
  return (
    <TitledCard title={title}>
      <form onSubmit={handleSubmit} aria-busy={submit.busy} noValidate className="flex flex-col gap-4">
        <FormAlert message={submit.error} />
        {children}
        <Button
          type="submit"
          variant="secondary"
          busy={submit.busy}
          busyLabel={busyLabel}
          className="self-start"
        >
          {button}
        </Button>
      </form>
    </TitledCard>
  );
}

/** Cohorts as a select's options. */
function cohortOptions(cohorts: readonly Cohort[]) {
  return cohorts.map((cohort) => ({ value: String(cohort.id), label: cohort.name }));
}

/**
 * Change role: the roles, and once Student is chosen for someone without a cohort, the cohort they join (the
 * server refuses a student without one), so both go in one change.
 */
function RoleForm({ person, cohorts, roles, submit }: PersonStart & { submit: FormSubmit }) {
  const [roleId, setRoleId] = useState(String(person.cla_role_id));
  const chosen = roles.find((role) => String(role.id) === roleId);
  const asksCohort = chosen?.name === STUDENT_ROLE && person.cla_cohort_id === null;
  return (
    <PersonForm
      title={t.changeRole}
      fields={asksCohort ? ["cla_role_id", "cla_cohort_id"] : ["cla_role_id"]}
      submit={submit}
      button={t.roleButton}
      busyLabel={t.changingRole}
    >
      <Field label={t.role} error={labelled(t.role, submit.fieldErrors["cla_role_id"])}>
        <Select
          name="cla_role_id"
          value={roleId}
          onChange={(event) => setRoleId(event.target.value)}
          options={roles.map((role) => ({
            value: String(role.id),
            label: texts.people.roles[role.name] ?? role.name,
          }))}
        />
      </Field>
      {asksCohort ? (
        <Field
          label={t.cohort}
          hint={t.roleCohortHint}
          required
          error={labelled(t.cohort, submit.fieldErrors["cla_cohort_id"])}
        >
          <Select name="cla_cohort_id" placeholder={texts.invite.noCohort} options={cohortOptions(cohorts)} />
        </Field>
      ) : null}
    </PersonForm>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

/** /portal/admin/people/{id} (docs/product.md §2.4): a person, and what an admin can change about them. */
export function PersonView({
  peopleList,
  start,
  move,
  changeRole,
  onDeactivate,
  onReactivate,
  onResetLink,
}: PersonViewProps) {
  const title = start.status === "ready" ? start.data.person.name : texts.people.title;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} actions={<BackLink to={peopleList} label={t.back} />} />
      <SectionView section={start} loading={t.loading}>
        {({ person, cohorts, roles }) => (
          <div className="grid max-w-3xl gap-6">
            <TitledCard title={t.details}>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail term={t.email}>
                  <span className="break-all">{person.email}</span>
                </Detail>
                <Detail term={t.role}>
                  {texts.people.roles[person.cla_role_name] ?? person.cla_role_name}
                </Detail>
                <Detail term={t.cohort}>{person.cla_cohort_name ?? texts.people.noCohort}</Detail>
                <Detail term={t.status}>
                  <PersonStatus person={person} />
                </Detail>
                <Detail term={t.phone}>{person.phone_number ?? t.notSet}</Detail>
                <Detail term={t.joined}>
                  <time dateTime={person.created_at}>
                    {formatDay(person.created_at, { timeZone: timeZones().viewer }) ??
                      person.created_at.slice(0, 10)}
                  </time>
                </Detail>
              </dl>
            </TitledCard>
            {!isStaffRole(person.cla_role_name) ? (
              <PersonForm
                // A fresh form once the person changes (a move done, another person opened).
                key={`move-${person.id}-${person.cla_cohort_id}`}
                title={t.move}
                fields={["cla_cohort_id"]}
                submit={move}
                button={t.moveButton}
                busyLabel={t.moving}
              >
                <Field
                  label={t.cohort}
                  hint={t.moveHint}
                  error={labelled(t.cohort, move.fieldErrors["cla_cohort_id"])}
                >
                  <Select
                    name="cla_cohort_id"
                    defaultValue={String(person.cla_cohort_id ?? "")}
                    options={cohortOptions(cohorts)}
                  />
                </Field>
              </PersonForm>
            ) : null}
            <RoleForm
              key={`role-${person.id}-${person.cla_role_id}`}
              person={person}
              cohorts={cohorts}
              roles={roles}
              submit={changeRole}
            />
            <TitledCard title={t.access}>
              <div className="flex flex-wrap gap-3">
                {person.active ? (
                  <Button variant="destructive" onClick={onDeactivate}>
                    <UserX aria-hidden="true" />
                    {t.deactivate}
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={onReactivate}>
                    <UserCheck aria-hidden="true" />
                    {t.reactivate}
                  </Button>
                )}
                <Button variant="secondary" onClick={onResetLink} disabled={!person.active}>
                  <KeyRound aria-hidden="true" />
                  {t.resetLink}
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">{t.resetLinkHint}</p>
            </TitledCard>
          </div>
        )}
      </SectionView>
    </div>
  );
}
