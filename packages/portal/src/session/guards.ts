import { messages } from "@cla/domain/client";
import { isFacilitator, type Session } from "./session";

/** Why a portal screen refuses the saved session (docs/product.md §6, §8); null when it is usable. */
export type SessionProblem = "sessionExpired" | "userRoleNotFound" | "cohortInfoNotFound";

/**
 * The guards of docs/product.md, in order: no (unexpired) token; no role; a student (any role but
 * facilitator or admin) without a cohort. Facilitators' and admins' cohorts are optional (docs/api.md §4).
 */
export function sessionProblem(session: Session | null): SessionProblem | null {
  if (!session) return "sessionExpired";
  const roleName = session.userData.roleName;
  if (!roleName) return "userRoleNotFound";
  if (!isFacilitator(session) && session.userData.cohortId == null) return "cohortInfoNotFound";
  return null;
}

const PROBLEM_MESSAGES: Record<SessionProblem, string> = {
  sessionExpired: messages.sessionExpired,
  userRoleNotFound: messages.userRoleNotFound,
  cohortInfoNotFound: messages.cohortInfoNotFound,
};

/** The toast text for a session problem: exactly docs/product.md's message. */
export function sessionProblemMessage(problem: SessionProblem): string {
  // Spelled out, not `messages[problem]`: a computed key would keep the whole catalogue in the bundle.
  return PROBLEM_MESSAGES[problem];
}
