import { m } from "@cla/domain/i18n";
import { REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useNavigate } from "react-router";
import { forgotPassword } from "../../api/account";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { useSubmit } from "../../forms/useSubmit";
import { ForgotPasswordView } from "./ForgotPasswordView";

/** /forgot-password: sends the link, shows the notice, returns to /login after 3 seconds. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  useScreenTitle(m.forgotPasswordTitle());
  const submit = useSubmit({
    action: forgotPassword,
    success: m.resetLinkSent(),
    failure: m.sendResetLinkFailed(),
    onSuccess: () => navigateLater(() => void navigate(paths.login), REDIRECT_DELAY_MS),
  });

  return (
    <ForgotPasswordView busy={submit.busy} done={submit.done} error={submit.error} onSubmit={submit.submit} />
  );
}
