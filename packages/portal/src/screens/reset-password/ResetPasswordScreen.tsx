import { m } from "@cla/domain/i18n";
import { REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useEffect } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { resetPassword } from "../../api/account";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { notify } from "../../feedback/notify";
import { checkPasswordsMatch, type PasswordValues } from "../../forms/PasswordFields";
import { useSubmit } from "../../forms/useSubmit";
import { ResetPasswordView } from "./ResetPasswordView";
import { resetPasswordTexts, setPasswordTexts, type PasswordFormTexts } from "./texts";

/** /reset-password?token=…: sets the new password, then returns to /login after 3 seconds. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // An invitation's or an enrolment's link (`&welcome=1`): the person chooses their first password.
  const words = searchParams.get("welcome") === "1" ? setPasswordTexts() : resetPasswordTexts();
  useScreenTitle(words.title);
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} words={words} />;
}

/** docs/product.md §2.2: a link without a token gives 'Invalid reset link' and /login. */
function InvalidResetLink() {
  useEffect(() => notify.error(m.invalidResetLink(), { id: "invalid-reset-link" }), []);
  return <Navigate to={paths.login} replace />;
}

function ResetPasswordForm({ token, words }: { token: string; words: PasswordFormTexts }) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const submit = useSubmit({
    validate: checkPasswordsMatch,
    // The server revokes every session of that account: a tab still holding one of them gets a 401 on its
    // next call and is sent to /login (fetcher.ts).
    action: ({ password }: PasswordValues) => resetPassword(token, password),
    success: m.passwordReset(),
    failure: m.resetPasswordFailed(),
    onSuccess: () => navigateLater(() => void navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS),
  });

  return (
    <ResetPasswordView
      words={words}
      busy={submit.busy}
      done={submit.done}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
      onSubmit={submit.submit}
    />
  );
}
