import { ADMIN_ROLE, FACILITATOR_ROLE } from "@cla/domain/client";
import type { Session } from "./session";

// Role checks the portal's later chunks need, apart from session.ts, which /login's first chunk carries
// (decision 092's budget). session.ts's `isFacilitator` is the same staff check for a saved session. The
// domain's role constants are compared one by one: its STAFF_ROLES array would be defined in /login's chunk,
// where the domain's constants module lives.

/** A role name of facilitator level: facilitator or admin (docs/api.md §4). */
export function isStaffRole(roleName: string | null | undefined): boolean {
  return roleName === FACILITATOR_ROLE || roleName === ADMIN_ROLE;
}

/** An admin's session: the administration (docs/api.md §6.15) on top of a facilitator's screens. */
export function isAdmin(session: Session | null): boolean {
  return session?.userData.roleName === ADMIN_ROLE;
}
