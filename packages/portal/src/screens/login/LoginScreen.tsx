import { FACILITATOR_ROLE, messages } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MissingTokenError, signIn } from "../../api/account";
import { apiErrorMessage } from "../../api/errors";
import { paths } from "../../app/paths";
import { notify } from "../../feedback/notify";
import { useScreenTitle } from "../../app/screenChange";
import { saveSession } from "../../session/session";
import { texts } from "./texts";
import { LoginView, type LoginValues } from "./LoginView";

/** Navigation state other screens may pass to /login: a success message to toast on arrival. */
export interface LoginLocationState {
  message?: string;
}

function stateMessage(state: unknown): string | null {
  const message = (state as LoginLocationState | null)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

/** The /login container: toasts an arriving message, signs in, stores the session, lands by role. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const arrivingMessage = stateMessage(location.state);
  useScreenTitle(texts.login.heading);

  useEffect(() => {
    if (!arrivingMessage) return;
    notify.success(arrivingMessage, { id: "login-arrival" });
    // Drop the state so a reload or Back does not toast it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivingMessage, location.pathname, location.search, navigate]);

  async function handleSubmit({ email, password }: LoginValues) {
    setBusy(true);
    setError(null);
    try {
      const { token, user } = await signIn(email, password);
      saveSession(token, user);
      notify.success(messages.loginSuccess);
      void navigate(user.cla_role_name === FACILITATOR_ROLE ? paths.instructorDesk : paths.portal, {
        replace: true,
      });
    } catch (failure) {
      setError(
        failure instanceof MissingTokenError
          ? messages.authenticationFailed
          : apiErrorMessage(failure, messages.loginFailed),
      );
      setBusy(false);
    }
  }

  return <LoginView busy={busy} error={error} onSubmit={(values) => void handleSubmit(values)} />;
}
