import { useEffect, useRef, type RefObject } from "react";
import { NavigationType, useNavigationType } from "react-router";

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
 * Focuses the first h1 inside `container` when a screen mounts because of a navigation inside the
 * island (push or replace). The first screen of a page load, and Back/Forward, keep the browser's
 * own focus handling (the skip link comes first).
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>): void {
  const navigationType = useNavigationType();
  const navigationTypeAtMount = useRef(navigationType);
  useEffect(() => {
    if (navigationTypeAtMount.current === NavigationType.Pop) return;
    const root = container.current;
    // The layout has no h1 of its own: its screen, with the h1, mounts (and focuses) separately.
    const heading = root?.querySelector<HTMLElement>("h1");
    if (!root || !heading) return;
    if (root.contains(document.activeElement)) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [container]);
}
