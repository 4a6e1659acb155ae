import type { Person } from "@cla/domain/client";
import { useState } from "react";
import { useCohorts, useRoles } from "../../api/hooks";
import { invitePerson } from "../../api/records";
import { WRITES } from "../../api/writes";
import { useScreenTitle } from "../../app/screenChange";
import { bothSections, mapSection, toSection, type Section } from "../../components/Section";
import { checkFields, email, name, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { INVITE_FIELDS, InviteView, type InviteOptions } from "./InviteView";
import { texts } from "./texts";

/** /portal/admin/invite (admins): POST /cla_users/invite, then the 'Invitation sent' state. */
export default function InviteScreen() {
  useScreenTitle(texts.invite.title);
  const roles = useRoles();
  const cohorts = useCohorts();
  const [sent, setSent] = useState<Person | null>(null);
  // A new form (and a fresh useSubmit) for each invitation.
  const [round, setRound] = useState(0);

  const submit = useSubmit<Record<string, string>, Person>({
    fields: INVITE_FIELDS,
    validate: (values) =>
      checkFields(values, { name: [required, name], email: [required, email], cla_role_id: [required] }),
    action: (values) =>
      invitePerson({
        name: (values.name ?? "").trim(),
        email: (values.email ?? "").trim(),
        cla_role_id: Number(values.cla_role_id),
        cla_cohort_id: values.cla_cohort_id ? Number(values.cla_cohort_id) : null,
      }),
    success: texts.invite.success,
    failure: texts.invite.failed,
    refresh: WRITES.invite,
    onSuccess: (person) => setSent(person),
    repeat: true,
  });

  const both = bothSections(
    toSection(
      roles.roles
        ?.filter((role) => !role.self_signup)
        .map((role) => ({ value: String(role.id), label: texts.people.roles[role.name] ?? role.name })),
      roles,
      texts.people.failed,
    ),
    toSection(
      cohorts.cohorts?.map((cohort) => ({ value: String(cohort.id), label: cohort.name })),
      cohorts,
      texts.cohorts.failed,
    ),
  );
  const options: Section<InviteOptions> = mapSection(both, ([roleOptions, cohortOptions]) => ({
    roles: roleOptions,
    cohorts: cohortOptions,
  }));

  return (
    <InviteView
      key={round}
      options={options}
      submit={submit}
      sent={sent}
      onAnother={() => {
        setSent(null);
        setRound(round + 1);
      }}
    />
  );
}
