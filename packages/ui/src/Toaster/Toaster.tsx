import { useEffect, useRef, type ComponentProps, type CSSProperties } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import { ConfirmationHost, dismissConfirmation } from "./Confirmation";
import { usePhoneViewport } from "./usePhoneViewport";

export { confirmToast, type ConfirmToastOptions } from "./Confirmation";

/** How long a notice stays, in ms; the same 3000 as the domain's toast constant (docs/product.md). */
export const TOAST_DURATION_MS = 3000;

// sonner's rich colours, pointed at the theme's soft status pairs (contrast checked by theme.test.ts), and
// the theme font. Inline, because sonner injects unlayered CSS that beats Tailwind's layered utilities.
const themeStyle = {
  fontFamily: "var(--font-sans)",
  "--normal-bg": "var(--color-surface)",
  "--normal-text": "var(--color-surface-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-success-soft)",
  "--success-text": "var(--color-success-soft-foreground)",
  "--success-border": "var(--color-success-soft)",
  "--info-bg": "var(--color-info-soft)",
  "--info-text": "var(--color-info-soft-foreground)",
  "--info-border": "var(--color-info-soft)",
  "--warning-bg": "var(--color-warning-soft)",
  "--warning-text": "var(--color-warning-soft-foreground)",
  "--warning-border": "var(--color-warning-soft)",
  "--error-bg": "var(--color-destructive-soft)",
  "--error-text": "var(--color-destructive-soft-foreground)",
  "--error-border": "var(--color-destructive-soft)",
} as CSSProperties;

export type ToasterProps = Omit<
  ComponentProps<typeof SonnerToaster>,
  "position" | "duration" | "richColors" | "theme" | "ref"
>;

/**
 * Mount once per page. Notices appear for TOAST_DURATION_MS in a polite live region: top-right, below the top bar,
 * and on a phone (below 640 px) at the bottom centre, where they cover neither the page's title and first buttons
 * nor the top bar. Hovering or focusing them pauses the timer, and Alt+T moves focus to them. The Toaster also shows
 * the question of confirmToast (see Confirmation.tsx).
 *
 * The notices are not stops of the Tab order. sonner makes each one focusable (`tabIndex 0`) and, once focus
 * has entered its list, sends focus back to where it came from when it leaves. The Toaster sits before the
 * portal's frame in the document, so Tab from the skip link entered a notice, and the next Tab, leaving it,
 * was sent back to the skip link: a trap for as long as a notice was shown. A notice's text reaches screen
 * readers through the live region; a question (confirmToast) takes focus itself, and its buttons stay in
 * the Tab order.
 */
export function Toaster({ style, ...props }: ToasterProps) {
  const phone = usePhoneViewport();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = region.current;
    if (!section) return;
    const outOfTabOrder = () => {
      for (const notice of section.querySelectorAll<HTMLElement>("[data-sonner-toast]")) notice.tabIndex = -1;
    };
    outOfTabOrder();
    // Before any key press can reach a new notice: observer callbacks run as microtasks after the change.
    const observer = new MutationObserver(outOfTabOrder);
    observer.observe(section, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <SonnerToaster
        ref={region}
        // sonner's own phone layout (below 600 px) only stretches the list across the screen and uses
        // mobileOffset; which edge it sits on is `position`, chosen here at the portal's phone width.
        position={phone ? "bottom-center" : "top-right"}
        // At the top, below the page's top bar (the site header, the portal's frame: at most 4.5rem) so
        // notices never cover its controls (Sign Out, the menu toggle).
        offset={{ top: "5rem", right: "1.5rem", bottom: "1.5rem", left: "1.5rem" }}
        mobileOffset={{ top: "5rem", right: "1rem", bottom: "1rem", left: "1rem" }}
        duration={TOAST_DURATION_MS}
        richColors
        theme="light"
        style={{ ...themeStyle, ...style }}
        {...props}
      />
      <ConfirmationHost phone={phone} />
    </>
  );
}

/**
 * Removes every notice and an unanswered question: both live in module state, so each story or test starts with
 * none.
 */
export function dismissToasts(): void {
  toast.dismiss();
  dismissConfirmation();
}
