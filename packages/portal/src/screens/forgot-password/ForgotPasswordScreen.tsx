import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useState } from "react";
import { useNavigate } from "react-router";
import { forgotPassword } from "../../api/account";
import { apiErrorMessage } from "../../api/errors";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { notify } from "../../feedback/notify";
import { ForgotPasswordView, type ForgotPasswordViewProps } from "./ForgotPasswordView";
import { texts } from "./texts";

/** /forgot-password: sends the link, shows the notice, returns to /login after 3 seconds. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const [status, setStatus] = useState<ForgotPasswordViewProps["status"]>("idle");
  const [error, setError] = useState<string | null>(null);
  useScreenTitle(texts.forgotPassword.title);

  async function handleSubmit(email: string) {
    setStatus("sending");
    setError(null);
    try {
      await forgotPassword(email);
      setStatus("sent");
      notify.success(messages.resetLinkSent);
      navigateLater(() => void navigate(paths.login), REDIRECT_DELAY_MS);
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.sendResetLinkFailed));
      setStatus("idle");
    }
  }

  return <ForgotPasswordView status={status} error={error} onSubmit={(email) => void handleSubmit(email)} />;
}
