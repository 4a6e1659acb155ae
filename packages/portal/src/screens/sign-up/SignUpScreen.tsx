import { m } from "@cla/domain/i18n";
import { offeredAtSignup, toDateString } from "@cla/domain/client";
import { useLocation, useNavigate } from "react-router";
import { editProfile, signUp } from "../../api/account";
import { loadErrorMessage } from "../../api/errors";
import { useCohorts, useRoles } from "../../api/hooks";
import { SessionCache } from "../../api/SessionCache";
import { WRITES } from "../../api/writes";
import type { EditableProfile, EditProfileState, LoginState } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { checkPasswordsMatch } from "../../forms/PasswordFields";
import { useSubmit } from "../../forms/useSubmit";
import { RequireSession } from "../../session/RequireSession";
import { updateSessionUser } from "../../session/session";
import { SignUpView, type SignUpValues } from "./SignUpView";

function editState(state: unknown): EditProfileState | null {
  const candidate = state as Partial<EditProfileState> | null;
  if (candidate?.isEditMode !== true) return null;
  const userData = candidate.userData;
  if (!userData || typeof userData.id !== "string" || typeof userData.cla_role_id !== "number") return null;
  return { isEditMode: true, userData };
}

/** /JJRSFCLA: sign-up, or the profile editor when navigation state says so. */
export default function SignUpScreen() {
  const location = useLocation();
  const edit = editState(location.state);
  useScreenTitle(edit ? m.signUpEditTitle() : m.signUpDocumentTitle());
  return (
    <SessionCache>
      {edit ? (
        <RequireSession>
          <EditProfileForm profile={edit.userData} />
        </RequireSession>
      ) : (
        <CreateAccountForm />
      )}
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

function EditProfileForm({ profile }: { profile: EditableProfile }) {
  const navigate = useNavigate();
  const submit = useSubmit({
    action: async (values: SignUpValues) => {
      // Role and cohort are sent unchanged: the server refuses role changes and students' cohort
      // changes (docs/api.md §6.1), so the editor does not offer them (decision 094).
      const user = await editProfile(profile.id, {
        name: values.name,
        email: values.email,
        phone_number: values.phoneNumber,
        birthday: values.birthday,
        cla_role_id: profile.cla_role_id,
        cla_cohort_id: profile.cla_cohort_id,
      });
      updateSessionUser(user);
      return user;
    },
    success: m.profileUpdated(),
    failure: m.somethingWentWrong(),
    // The portal's cache starts empty when it mounts again; the other tabs' lists name the person too.
    refresh: WRITES.profile,
    onSuccess: () => void navigate(paths.profile),
  });

  return (
    <SignUpView
      mode="edit"
      initialValues={{
        name: profile.name,
        email: profile.email,
        phoneNumber: profile.phone_number ?? "",
        birthday: profile.birthday ?? "",
      }}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
      maxBirthday={today()}
      onSubmit={submit.submit}
    />
  );
}
