import { useEffect, useEffectEvent, type RefObject } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * What a single-page app must do by hand on a navigation: give the document the screen's title
 * (the site shell's "<title> | <academy>" form, keeping the shell's suffix) and move focus to the
 * new screen's heading, so screen-reader and keyboard users know the page changed.
 */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    const separator = document.title.indexOf(" | ");
    const suffix = separator === -1 ? "" : document.title.slice(separator);
    document.title = `${title}${suffix}`;
  }, [title]);
}

/**
 * Scrolls to the top and focuses the first h1 inside `container` when a navigation inside the island
 * (push or replace) shows a new path: when the screen mounts, and when React reuses the mounted
 * boundary for the next route's screen (every route's element is a ScreenBoundary, so going from one
 * screen to another keeps the boundary and swaps its child). A change of the query alone (a filter)
 * is not a new screen. The first screen of a page load, and Back/Forward, keep the browser's own
 * focus and scroll handling (the skip link comes first).
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>): void {
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  // Reads the navigation that showed this path (not a later query change's).
  const onScreenShown = useEffectEvent(() => {
    if (navigationType === NavigationType.Pop) return;
    // A new screen starts at its top, as a new page would (the island keeps the document, and with
    // it the scroll position of the screen before).
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    const root = container.current;
    // The layout has no h1 of its own: its screen, with the h1, mounts (and focuses) separately.
    const heading = root?.querySelector<HTMLElement>("h1");
    if (!root || !heading) return;
    if (root.contains(document.activeElement)) return;
    heading.tabIndex = -1;
    heading.focus();
  });
  useEffect(() => onScreenShown(), [pathname]);
}
