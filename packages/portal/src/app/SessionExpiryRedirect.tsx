import { m } from "@cla/domain/i18n";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { onSessionExpired } from "../api/sessionExpiry";
import { notify } from "../feedback/notify";
import { paths } from "./paths";

/**
 * Turns the fetcher's 401 report into docs/product.md's behaviour: 'Session expired. Please login again.'
 * and /login. The fetcher has already cleared the session.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        notify.error(m.sessionExpired(), { id: "sessionExpired" });
        navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
  return null;
}
