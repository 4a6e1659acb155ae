import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useNavigate } from "react-router";
import { forgotPassword } from "../../api/account";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { useSubmit } from "../../forms/useSubmit";
import { ForgotPasswordView } from "./ForgotPasswordView";
import { texts } from "./texts";

/** /forgot-password: sends the link, shows the notice, returns to /login after 3 seconds. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  useScreenTitle(texts.forgotPassword.title);
  const submit = useSubmit({
    action: forgotPassword,
    success: messages.resetLinkSent,
    failure: messages.sendResetLinkFailed,
    onSuccess: () => navigateLater(() => void navigate(paths.login), REDIRECT_DELAY_MS),
  });

  return (
    <ForgotPasswordView busy={submit.busy} done={submit.done} error={submit.error} onSubmit={submit.submit} />
  );
}
