import { m } from "@cla/domain/i18n";
import { PHONE_MAX_LENGTH } from "@cla/domain/client";
import { Button, CardContent, Field, Input, Select, type SelectOption } from "@cla/ui";
import { paths } from "../../app/paths";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordFields, type PasswordValues } from "../../forms/PasswordFields";
import type { FieldErrors } from "../../forms/useSubmit";
import { AccountForm, AccountLink, formText } from "../account/AccountForm";
import { AccountLayout } from "../account/AccountLayout";

export interface SignUpValues extends PasswordValues {
  name: string;
  email: string;
  phoneNumber: string;
  birthday: string;
  roleId: string;
  cohortId: string;
}

export type SignUpMode = "create" | "edit";

export interface SignUpViewProps {
  /** 'create' is the sign-up form; 'edit' the profile editor (no passwords, role or cohort). */
  mode: SignUpMode;
  /** Prefilled values (edit mode: the current profile). */
  initialValues?: Partial<SignUpValues>;
  /** Role choices; undefined while loading or failed. Create mode only. */
  roles?: readonly SelectOption[];
  /** Cohort choices; undefined while loading or failed. Create mode only. */
  cohorts?: readonly SelectOption[];
  /** True while the role and cohort lists load. */
  optionsLoading?: boolean;
  /** Why the lists failed to load, with `onRetryOptions` to try again. */
  optionsError?: string | null;
  onRetryOptions?: () => void;
  /** True while saving (and after a successful sign-up, until it moves on). */
  busy: boolean;
  /** A failure to show above the form, or null. */
  error: string | null;
  /** Inline errors: 'Passwords do not match' under Confirm Password. */
  fieldErrors: FieldErrors;
  /** Latest allowed birthday, "YYYY-MM-DD" (today: a birthday cannot be in the future). */
  maxBirthday: string;
  onSubmit: (values: SignUpValues) => void;
}

function signUpValues(data: FormData): SignUpValues {
  return {
    name: formText(data, "name"),
    email: formText(data, "email"),
    phoneNumber: formText(data, "phoneNumber"),
    birthday: formText(data, "birthday"),
    password: formText(data, "password"),
    confirmPassword: formText(data, "confirmPassword"),
    roleId: formText(data, "roleId"),
    cohortId: formText(data, "cohortId"),
  };
}

/** /JJRSFCLA (docs/product.md §2.2): 'Welcome' sign-up; and /portal/profile/edit's 'Edit Profile', in the frame. */
export function SignUpView({
  mode,
  initialValues = {},
  roles,
  cohorts,
  optionsLoading = false,
  optionsError = null,
  onRetryOptions,
  busy,
  error,
  fieldErrors,
  maxBirthday,
  onSubmit,
}: SignUpViewProps) {
  const creating = mode === "create";
  const optionsReady = !creating || (roles !== undefined && cohorts !== undefined);

  return (
    <AccountLayout
      title={creating ? m.signUpTitle() : m.signUpEditTitle()}
      description={creating ? m.signUpSubtitle() : m.signUpEditSubtitle()}
      inFrame={!creating}
    >
      <CardContent>
        <AccountForm
          onSubmit={(data) => onSubmit(signUpValues(data))}
          error={error}
          busy={busy}
          disabled={!optionsReady}
          submitLabel={creating ? m.signUpSubmit() : m.signUpSave()}
          busyLabel={creating ? m.signUpSubmitting() : m.signUpSaving()}
          footer={
            creating ? (
              <>
                {m.signUpHaveAccount()} <AccountLink to={paths.login}>{m.signUpSignIn()}</AccountLink>
              </>
            ) : (
              <AccountLink to={paths.profile}>{m.signUpCancel()}</AccountLink>
            )
          }
        >
          {(
            [
              ["name", m.signUpName(), { autoComplete: "name" }],
              ["email", m.signUpEmail(), { type: "email", autoComplete: "email" }],
              [
                "phoneNumber",
                m.signUpPhone(),
                { type: "tel", autoComplete: "tel", maxLength: PHONE_MAX_LENGTH },
              ],
              ["birthday", m.signUpBirthday(), { type: "date", autoComplete: "bday", max: maxBirthday }],
            ] as const
          ).map(([name, label, attributes]) => (
            <Field key={name} label={label} required>
              <Input name={name} {...attributes} defaultValue={initialValues[name]} disabled={busy} />
            </Field>
          ))}
          {creating ? (
            <>
              <PasswordFields
                labels={{ password: m.signUpPassword(), confirmPassword: m.signUpConfirmPassword() }}
                errors={fieldErrors}
                disabled={busy}
              />
              {optionsLoading ? (
                <p role="status" className="text-sm text-muted-foreground">
                  {m.signUpLoadingOptions()}
                </p>
              ) : null}
              {optionsError ? (
                <div className="flex flex-col items-start gap-2">
                  <FormAlert message={optionsError} />
                  {onRetryOptions ? (
                    <Button variant="secondary" size="sm" onClick={onRetryOptions}>
                      {m.commonRetry()}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {(
                [
                  ["roleId", m.signUpRole(), m.signUpSelectRole(), roles],
                  ["cohortId", m.signUpCohort(), m.signUpSelectCohort(), cohorts],
                ] as const
              ).map(([name, label, placeholder, options]) => (
                <Field key={name} label={label} required>
                  <Select
                    name={name}
                    placeholder={placeholder}
                    options={options ?? []}
                    disabled={busy || options === undefined}
                  />
                </Field>
              ))}
            </>
          ) : null}
        </AccountForm>
      </CardContent>
    </AccountLayout>
  );
}
