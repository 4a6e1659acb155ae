import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { resetPassword } from "../../api/account";
import { apiErrorMessage } from "../../api/errors";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { notify } from "../../feedback/notify";
import {
  ResetPasswordView,
  type ResetPasswordValues,
  type ResetPasswordViewProps,
} from "./ResetPasswordView";
import { texts } from "./texts";

/** /reset-password?token=…: sets the new password, then returns to /login after 3 seconds. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  useScreenTitle(texts.resetPassword.title);
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} />;
}

/** docs/product.md §2.2: a link without a token gives 'Invalid reset link' and /login. */
function InvalidResetLink() {
  useEffect(() => notify.error(messages.invalidResetLink, { id: "invalid-reset-link" }), []);
  return <Navigate to={paths.login} replace />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const [status, setStatus] = useState<ResetPasswordViewProps["status"]>("idle");
  const [error, setError] = useState<string | null>(null);
  const [confirmPasswordError, setConfirmPasswordError] = useState<string | null>(null);

  async function handleSubmit({ password, confirmPassword }: ResetPasswordValues) {
    setError(null);
    if (password !== confirmPassword) {
      setConfirmPasswordError(messages.passwordsDoNotMatch);
      notify.error(messages.passwordsDoNotMatch);
      return;
    }
    setConfirmPasswordError(null);
    setStatus("saving");
    try {
      await resetPassword(token, password);
      // The server has revoked every session of that account: a tab still holding one of them
      // gets a 401 on its next call and is sent to /login (fetcher.ts).
      setStatus("done");
      notify.success(messages.passwordReset);
      navigateLater(() => void navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.resetPasswordFailed));
      setStatus("idle");
    }
  }

  return (
    <ResetPasswordView
      status={status}
      error={error}
      confirmPasswordError={confirmPasswordError}
      onSubmit={(values) => void handleSubmit(values)}
    />
  );
}
