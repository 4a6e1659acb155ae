import { m } from "@cla/domain/i18n";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { signIn } from "../../api/account";
import { applyLocale } from "../../i18n/locale";
import type { LoginState } from "../../app/navigationState";
import { useNavigationPreloads } from "../../app/navigationPreloads";
import { landingPath, NEXT_PARAM, nextPath } from "../../app/nextPath";
import { useScreenTitle } from "../../app/screenChange";
import { notify } from "../../feedback/notify";
import { useSubmit } from "../../forms/useSubmit";
import { readSession, saveSession } from "../../session/session";
import { LoginView, type LoginValues } from "./LoginView";

function stateMessage(state: unknown): string | null {
  const message = (state as LoginState | null)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

/**
 * The /login container: toasts an arriving message, signs in, stores the session, and goes on to the portal path
 * of `?next=` (a link opened signed out, decision 180), else lands by role.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const arrivingMessage = stateMessage(location.state);
  const next = nextPath(new URLSearchParams(location.search).get(NEXT_PARAM));
  const preloads = useNavigationPreloads();
  /** Where signing in goes: `?next=`, else the role's landing (read once the session is saved). */
  const landing = () => next ?? landingPath(readSession());
  useScreenTitle(m.loginHeading());

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
      // The language stored on the account follows the person to this device (decision 184).
      if (user.locale) applyLocale(user.locale, { remember: true });
      // The landing screen's code and data go out now, with the sign-in's toast (decision 155). The preloads'
      // code (app/arrival.ts) is its own chunk, fetched while the person typed, so /login's budget is untouched.
      preloads.preload(landing());
      return user;
    },
    success: m.loginSuccess(),
    failure: m.loginFailed(),
    // The landing's code (fetched while the person typed) is in before the navigation, so the frame and the
    // screen render at once rather than through a loading state (decision 170).
    onSuccess: async () => {
      const path = landing();
      await preloads.codeReady(path);
      await navigate(path, { replace: true });
    },
  });

  return <LoginView busy={submit.busy} error={submit.error} onSubmit={submit.submit} />;
}
