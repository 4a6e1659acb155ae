import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { loginWithNext } from "../app/nextPath";
import { notify } from "../feedback/notify";
import { sessionProblem, sessionProblemMessage } from "./guards";
import { consumeSignedOutOnPurpose, discardSession, readSession } from "./session";
import { useSession } from "./useSession";

/**
 * The portal's guard (docs/product.md §2.3, §6, §8): without a usable session it shows the matching
 * message and sends the person to /login, naming where they were going (`?next=`, decision 180); otherwise it
 * renders `children`.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const problem = sessionProblem(session);
  // One message per visit: discarding a role-less session turns the problem into "no session",
  // which must not toast a second time while the redirect is under way.
  const reported = useRef(false);

  useEffect(() => {
    if (!problem || reported.current) return;
    // The render saw a problem, but storage may have changed since (a sign-in in another tab, a session
    // saved while this screen was going away): act on the session as it is now, never discard a good one.
    const current = sessionProblem(readSession());
    if (!current) return;
    reported.current = true;
    // Signing out is not an expired session: Sign Out and Logout say what happened themselves.
    if (current === "sessionExpired" && consumeSignedOutOnPurpose()) return;
    discardSession();
    // The id makes this the same toast as the fetcher's 401 handling, so it shows once.
    notify.error(sessionProblemMessage(current), { id: current });
  }, [problem]);

  if (problem)
    return <Navigate to={loginWithNext(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return children;
}
