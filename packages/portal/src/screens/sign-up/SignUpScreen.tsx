import { m } from "@cla/domain/i18n";
import { offeredAtSignup, toDateString } from "@cla/domain/client";
import { useNavigate } from "react-router";
import { signUp } from "../../api/account";
import { loadErrorMessage } from "../../api/errors";
import { useCohorts, useRoles } from "../../api/hooks";
import { SessionCache } from "../../api/SessionCache";
import type { LoginState } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { checkPasswordsMatch } from "../../forms/PasswordFields";
import { useSubmit } from "../../forms/useSubmit";
import { SignUpView, type SignUpValues } from "./SignUpView";

/** /JJRSFCLA: sign-up (the profile's editor is /portal/profile/edit, in the frame). */
export default function SignUpScreen() {
  useScreenTitle(m.signUpDocumentTitle());
  return (
    <SessionCache>
      <CreateAccountForm />
    </SessionCache>
  );
}

function today(): string {
  return toDateString(new Date());
}

function CreateAccountForm() {
  const navigate = useNavigate();
  const roles = useRoles();
  const cohorts = useCohorts();
  const submit = useSubmit({
    validate: checkPasswordsMatch,
    action: (values: SignUpValues) =>
      signUp({
        name: values.name,
        email: values.email,
        password: values.password,
        password_confirmation: values.confirmPassword,
        cla_role_id: Number(values.roleId),
        cla_cohort_id: values.cohortId ? Number(values.cohortId) : null,
        birthday: values.birthday,
        phone_number: values.phoneNumber,
      }),
    success: m.accountCreated(),
    failure: m.somethingWentWrong(),
    // docs/product.md §4: only when the toast closes, /login with the registration message. The form stays
    // locked meanwhile, so the account cannot be submitted twice.
    afterToast: true,
    onSuccess: () => {
      const state: LoginState = { message: m.registrationSuccess() };
      void navigate(paths.login, { state });
    },
  });

  const optionsError = cohorts.error
    ? loadErrorMessage(cohorts.error, m.failedToFetchCohorts())
    : roles.error
      ? loadErrorMessage(roles.error, m.failedToLoadData())
      : null;

  return (
    <SignUpView
      mode="create"
      roles={roles.roles?.map((role) => ({ value: String(role.id), label: role.name }))}
      // Only cohorts sign-up offers (docs/api.md §6.15: by their rule and status); the server refuses the others.
      cohorts={cohorts.cohorts
        ?.filter(offeredAtSignup)
        .map((cohort) => ({ value: String(cohort.id), label: cohort.name }))}
      optionsLoading={roles.isLoading || cohorts.isLoading}
      optionsError={optionsError}
      onRetryOptions={() => {
        roles.retry();
        cohorts.retry();
      }}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
      maxBirthday={today()}
      onSubmit={submit.submit}
    />
  );
}
