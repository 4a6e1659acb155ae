import { signOutRequest } from "../api/account";
import { dropPreloads } from "../api/swrFetcher";
import { endSession } from "./session";

/**
 * Sign Out and Logout: revoke the token on the server (best effort), then clear both storages
 * whatever the answer, drop the requests preloaded for this session, and emit `user-logout`. The caller navigates to /login.
 */
export async function logout(): Promise<void> {
  try {
    await signOutRequest();
  } catch {
    // The session ends locally even if the server is unreachable or the token already expired.
  } finally {
    dropPreloads();
    endSession();
  }
}
