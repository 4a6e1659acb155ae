import type { Person } from "@cla/domain/client";
import { NAME_MAX_LENGTH } from "@cla/domain/client";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  PageHeader,
  Select,
  type SelectOption,
} from "@cla/ui";
import { MailCheck } from "lucide-react";
import { adminPaths } from "../../app/adminPaths";
import { BackLink } from "../../components/BackLink";
import type { Section } from "../../components/Section";
import { FormField, FormPage, type FormLabels, type FormSubmit } from "../../forms/FormPage";
import { texts } from "./texts";

const f = texts.invite;
/** An invitation is only ever sent, never edited. */
const LABELS: FormLabels = {
  addTitle: f.title,
  editTitle: f.title,
  back: f.back,
  loading: texts.people.loading,
  create: f.submit,
  creating: f.sending,
  save: f.submit,
  saving: f.sending,
};

export const INVITE_FIELDS = ["name", "email", "cla_role_id", "cla_cohort_id"] as const;

export interface InviteOptions {
  /** The roles one invites: facilitator and admin. */
  roles: readonly SelectOption[];
  cohorts: readonly SelectOption[];
}

export interface InviteViewProps {
  /** Ready once the roles and cohorts have loaded. */
  options: Section<InviteOptions>;
  submit: FormSubmit;
  /** The person just invited: the screen shows that the invitation went, instead of the form. */
  sent: Person | null;
  onAnother: () => void;
}

/** /portal/admin/invite (docs/product.md §2.4): invite a facilitator or an admin by email. */
export function InviteView({ options, submit, sent, onAnother }: InviteViewProps) {
  if (sent) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={f.title} actions={<BackLink to={adminPaths.people} label={f.back} />} />
        <Card className="max-w-3xl" role="status">
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2">
              <MailCheck aria-hidden="true" className="size-5 text-success" />
              {f.sentTitle}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p>{f.sent(sent.name, sent.email)}</p>
            <Button variant="secondary" onClick={onAnother} className="self-start">
              {f.another}
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  const errors = submit.fieldErrors;
  return (
    <FormPage labels={LABELS} backTo={adminPaths.people} submit={submit} editing={false} initial={options}>
      {({ roles, cohorts }) => (
        <>
          <FormField name="name" label={f.name} errors={errors} required>
            <Input maxLength={NAME_MAX_LENGTH} autoComplete="off" />
          </FormField>
          <FormField name="email" label={f.email} errors={errors} required>
            <Input type="email" autoComplete="off" />
          </FormField>
          <FormField name="cla_role_id" label={f.role} errors={errors} required>
            <Select options={roles} defaultValue={roles[0]?.value} />
          </FormField>
          <FormField name="cla_cohort_id" label={f.cohort} errors={errors} hint={f.cohortHint}>
            <Select options={[{ value: "", label: f.noCohort }, ...cohorts]} defaultValue="" />
          </FormField>
        </>
      )}
    </FormPage>
  );
}
