import type { User } from "@cla/domain/client";
import {
  ADMIN_ROLE,
  FACILITATOR_ROLE,
  isSessionExpired,
  SESSION_KEYS,
  sessionExpiry,
} from "@cla/domain/client";

/**
 * The client-side saved session of docs/product.md §3: `authToken` and `userId` in session storage (one
 * tab's session), the `userData` record with its 7-day expiry in local storage, and each userData
 * field copied into session storage under its own key. The token is the source of truth for
 * "signed in"; an expired userData record counts as no session at all.
 */
export const STORAGE_KEYS = SESSION_KEYS;

/** The window event every sign-out emits, so other islands (the site header) update at once. */
export const USER_LOGOUT_EVENT = "user-logout";

export interface UserData {
  roleId: number | null;
  roleName: string | null;
  email: string;
  /** The role name again, kept because the legacy portal and the site header read this key. */
  userRole: string | null;
  cohortId: number | null;
  cohortName: string | null;
  userName: string;
  birthday: string | null;
  phoneNumber: string | null;
  /** Epoch milliseconds after which the record no longer counts (login + 7 days). */
  expiry: number;
}

export interface Session {
  token: string;
  userId: string;
  userData: UserData;
}

type SessionUser = Pick<
  User,
  | "id"
  | "name"
  | "email"
  | "cla_role_id"
  | "cla_role_name"
  | "cla_cohort_id"
  | "cla_cohort_name"
  | "birthday"
  | "phone_number"
>;

/** The userData fields copied one by one into session storage (every field but the expiry). */
const COPIED_KEYS = [
  "roleId",
  "roleName",
  "email",
  "userRole",
  "cohortId",
  "cohortName",
  "userName",
  "birthday",
  "phoneNumber",
] as const satisfies readonly (keyof UserData)[];

function toUserData(user: SessionUser, expiry: number): UserData {
  return {
    roleId: user.cla_role_id,
    roleName: user.cla_role_name,
    email: user.email,
    userRole: user.cla_role_name,
    cohortId: user.cla_cohort_id,
    cohortName: user.cla_cohort_name,
    userName: user.name,
    birthday: user.birthday,
    phoneNumber: user.phone_number,
    expiry,
  };
}

function writeUserData(userData: UserData): void {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
  for (const key of COPIED_KEYS) {
    const value = userData[key];
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, String(value));
  }
}

/**
 * Browsers send `storage` events only to *other* tabs, so this tab announces its own writes with
 * the same event: the site header (which re-reads on a `storage` event for authToken, or a clear)
 * and useSession both update at once, e.g. the header shows Logout right after sign-in.
 */
function announceChange(key: string | null): void {
  window.dispatchEvent(new StorageEvent("storage", { key, storageArea: sessionStorage }));
}

// True once the person signed out on purpose (this island's Sign Out or Logout, or the site
// header's Logout): the guards then go to /login without calling it an expired session.
let signedOutOnPurpose = false;

/**
 * Whether the session just ended by signing out (not by expiring). Reading it resets it, so the
 * next visit to a guarded screen without a session gets the usual message again.
 */
export function consumeSignedOutOnPurpose(): boolean {
  const value = signedOutOnPurpose;
  signedOutOnPurpose = false;
  return value;
}

/** Stores a fresh session after a successful sign-in; the expiry runs from `now`. */
export function saveSession(token: string, user: SessionUser, now: number = Date.now()): void {
  signedOutOnPurpose = false;
  sessionStorage.setItem(STORAGE_KEYS.authToken, token);
  sessionStorage.setItem(STORAGE_KEYS.userId, user.id);
  writeUserData(toUserData(user, sessionExpiry(now)));
  announceChange(STORAGE_KEYS.authToken);
}

/**
 * Replaces the stored profile after an edit, keeping the token and the original expiry (an edit
 * does not extend the 7 days the server gave the token).
 */
export function updateSessionUser(user: SessionUser, now: number = Date.now()): void {
  const current = readUserData(now);
  writeUserData(toUserData(user, current?.expiry ?? sessionExpiry(now)));
  sessionStorage.setItem(STORAGE_KEYS.userId, user.id);
  announceChange(STORAGE_KEYS.userData);
}

/** Clears both storages completely, as docs/product.md's logout does. */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.clear();
  announceChange(null);
}

/** Clears the session and tells every listener (the header island) that the user logged out. */
export function endSession(): void {
  signedOutOnPurpose = true;
  clearSession();
  window.dispatchEvent(new Event(USER_LOGOUT_EVENT));
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

type StoredRecord = { kind: "none" } | { kind: "expired" } | { kind: "valid"; userData: UserData };

/**
 * Reads the local-storage record defensively (it may be tampered with or written by an older
 * portal): a record whose expiry is missing or past is "expired"; other fields that are missing
 * become null, which the guards then report (e.g. no role).
 */
function readStoredRecord(now: number): StoredRecord {
  const raw = localStorage.getItem(STORAGE_KEYS.userData);
  if (!raw) return { kind: "none" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: "expired" };
  }
  if (typeof parsed !== "object" || parsed === null) return { kind: "expired" };
  const record = parsed as Record<string, unknown>;
  if (isSessionExpired(record.expiry, now)) return { kind: "expired" };
  return {
    kind: "valid",
    userData: {
      roleId: numberOrNull(record.roleId),
      roleName: stringOrNull(record.roleName),
      email: stringOrNull(record.email) ?? "",
      userRole: stringOrNull(record.userRole),
      cohortId: numberOrNull(record.cohortId),
      cohortName: stringOrNull(record.cohortName),
      userName: stringOrNull(record.userName) ?? "",
      birthday: stringOrNull(record.birthday),
      phoneNumber: stringOrNull(record.phoneNumber),
      expiry: record.expiry as number,
    },
  };
}

function readUserData(now: number = Date.now()): UserData | null {
  const stored = readStoredRecord(now);
  return stored.kind === "valid" ? stored.userData : null;
}

/** The bearer token to send, or null; an expired record means no token is sent either. */
export function getAuthToken(now: number = Date.now()): string | null {
  return readSession(now)?.token ?? null;
}

/**
 * The current session, or null when there is no token or no unexpired saved record. A token left
 * without its record (a stale tab, storage cleared by hand) is a session that ended, not one
 * without a role: the guards then say 'Session expired', as for any other ended session.
 */
export function readSession(now: number = Date.now()): Session | null {
  const token = sessionStorage.getItem(STORAGE_KEYS.authToken);
  if (!token) return null;
  const stored = readStoredRecord(now);
  if (stored.kind !== "valid") return null;
  return { token, userId: sessionStorage.getItem(STORAGE_KEYS.userId) ?? "", userData: stored.userData };
}

/** Subscribes to every way the session can change: this tab's writes, other tabs, logout. */
export function subscribeToSession(onChange: () => void): () => void {
  const onLogout = () => {
    signedOutOnPurpose = true;
    onChange();
  };
  window.addEventListener("storage", onChange);
  window.addEventListener(USER_LOGOUT_EVENT, onLogout);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(USER_LOGOUT_EVENT, onLogout);
  };
}

/**
 * A facilitator-level session: a facilitator or an admin, who may do everything a facilitator may
 * (docs/api.md §4). Every facilitator screen and list follows this, not the role's exact name.
 */
export function isFacilitator(session: Session | null): boolean {
  // session/roles.ts's isStaffRole, spelled out: this module is part of /login's first chunk (decision 092).
  const role = session?.userData.roleName;
  return role === FACILITATOR_ROLE || role === ADMIN_ROLE;
}

/**
 * Drops this tab's unusable session (expired record, missing role or cohort) before the person is
 * sent to /login. A tab with no token of its own touches nothing, so opening the portal in a new
 * tab never signs other tabs out.
 */
export function discardSession(): void {
  if (sessionStorage.getItem(STORAGE_KEYS.authToken)) clearSession();
}
