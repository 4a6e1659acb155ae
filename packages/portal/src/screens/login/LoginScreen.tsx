import { messages } from "@cla/domain/client";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { signIn } from "../../api/account";
import type { LoginState } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { notify } from "../../feedback/notify";
import { useSubmit } from "../../forms/useSubmit";
import { isStaffRole, saveSession } from "../../session/session";
import { texts } from "./texts";
import { LoginView, type LoginValues } from "./LoginView";

function stateMessage(state: unknown): string | null {
  const message = (state as LoginState | null)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

/** Where a person lands after signing in: the desk for facilitators, the dashboard for everyone else. */
function landingPath(user: { cla_role_name: string | null }): string {
  return isStaffRole(user.cla_role_name) ? paths.instructorDesk : paths.portal;
}

/** The /login container: toasts an arriving message, signs in, stores the session, lands by role. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const arrivingMessage = stateMessage(location.state);
  useScreenTitle(texts.login.heading);

  useEffect(() => {
    if (!arrivingMessage) return;
    notify.success(arrivingMessage, { id: "login-arrival" });
    // Drop the state so a reload or Back does not toast it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivingMessage, location.pathname, location.search, navigate]);

  const submit = useSubmit({
    action: async ({ email, password }: LoginValues) => {
      const { token, user } = await signIn(email, password);
      saveSession(token, user);
      // The landing screen's code and data go out now, with the sign-in's toast (decision 155). The preload
      // module is its own chunk, fetched while the person types (prefetch.ts), so /login's budget is untouched.
      void import("../../app/preload").then(({ preloadRoute }) => preloadRoute(landingPath(user)));
      return user;
    },
    success: messages.loginSuccess,
    failure: messages.loginFailed,
    onSuccess: (user) => void navigate(landingPath(user), { replace: true }),
  });

  return <LoginView busy={submit.busy} error={submit.error} onSubmit={submit.submit} />;
}
