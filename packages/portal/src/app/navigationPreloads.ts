import { createContext, use } from "react";

/**
 * The preloads a screen starts itself (decision 155), given by app/PortalRoutes.tsx: sign-in starts its landing
 * screen's, a list's row the record's screen's. A context rather than an import, because the route table
 * imports every screen: a screen that imported the preloads would close an import circle (decision 178).
 */
export interface NavigationPreloads {
  /** Starts the code of the frame and of the screen at `location` (a path with its query), and its data. */
  preload(location: string): void;
  /** Resolves once that code has arrived (or failed): a navigation then renders the screen at once. */
  codeReady(location: string): Promise<void>;
}

export const NavigationPreloadsContext = createContext<NavigationPreloads | null>(null);

/** The island's navigation preloads; a screen is only ever rendered inside app/PortalRoutes.tsx. */
export function useNavigationPreloads(): NavigationPreloads {
  const preloads = use(NavigationPreloadsContext);
  if (!preloads) throw new Error("useNavigationPreloads outside PortalRoutes");
  return preloads;
}
