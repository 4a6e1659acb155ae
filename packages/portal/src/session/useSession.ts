import { useSyncExternalStore } from "react";
import { readSession, STORAGE_KEYS, subscribeToSession, type Session } from "./session";

// useSyncExternalStore needs a stable snapshot: the parsed session is cached and only rebuilt
// when the stored strings it comes from change.
let cachedSignature: string | null = null;
let cachedSession: Session | null = null;

function getSnapshot(): Session | null {
  const signature = [
    sessionStorage.getItem(STORAGE_KEYS.authToken),
    sessionStorage.getItem(STORAGE_KEYS.userId),
    localStorage.getItem(STORAGE_KEYS.userData),
  ].join("\u0000");
  if (signature !== cachedSignature) {
    cachedSignature = signature;
    cachedSession = readSession();
  }
  return cachedSession;
}

function getServerSnapshot(): Session | null {
  return null;
}

/** The current session, re-rendering on sign-in, profile edits, logout and other tabs' changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSnapshot, getServerSnapshot);
}
