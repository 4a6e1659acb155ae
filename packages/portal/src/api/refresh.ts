import { createContext, useContext } from "react";
import type { Resource } from "./keys";

/** Revalidates every cached key of the given resources, whatever their query (see keys.ts). */
export type Refresh = (...resources: Resource[]) => Promise<void>;

/**
 * The refresh of the SWR cache around a screen, provided by SessionCache. A context rather than a call to SWR
 * here, so the account screens' forms (useSubmit) load no SWR code (decision 091, 092); outside a SessionCache
 * there is no cache, and a form there names no resource.
 */
export const RefreshContext = createContext<Refresh>(async (...resources) => {
  if (resources.length > 0) throw new Error(`No SessionCache to refresh ${resources.join(", ")}`);
});

/**
 * The one mutate helper: after a write, revalidate every cached key of the affected resources,
 * whatever their query (e.g. every cohort's announcements after an announcement is created).
 */
export function useRefresh(): Refresh {
  return useContext(RefreshContext);
}
