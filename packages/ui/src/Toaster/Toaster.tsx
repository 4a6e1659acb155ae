import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import { Button } from "../Button";

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
 * Mount once per page. Notices appear top-right, below the top bar, for TOAST_DURATION_MS in a polite live region; hovering or
 * focusing them pauses the timer, and Alt+T moves focus to them.
 *
 * The notices are not stops of the Tab order. sonner makes each one focusable (`tabIndex 0`) and, once focus
 * has entered its list, sends focus back to where it came from when it leaves. The Toaster sits before the
 * portal's frame in the document, so Tab from the skip link entered a notice, and the next Tab, leaving it,
 * was sent back to the skip link: a trap for as long as a notice was shown. A notice's text reaches screen
 * readers through the live region; a question (confirmToast) takes focus itself, and its buttons stay in
 * the Tab order.
 */
export function Toaster({ style, ...props }: ToasterProps) {
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
    <SonnerToaster
      ref={region}
      position="top-right"
      // Below the page's top bar (the site header, the portal's frame: at most 4.5rem) so notices
      // never cover its controls (Sign Out, the menu toggle).
      offset={{ top: "5rem", right: "1.5rem", bottom: "1.5rem", left: "1.5rem" }}
      mobileOffset={{ top: "5rem", right: "1rem", bottom: "1rem", left: "1rem" }}
      duration={TOAST_DURATION_MS}
      richColors
      theme="light"
      style={{ ...themeStyle, ...style }}
      {...props}
    />
  );
}

/** Removes every notice: sonner keeps them in module state, so each story or test starts with none. */
export function dismissToasts(): void {
  toast.dismiss();
}

export type ConfirmToastOptions = {
  /** The question, e.g. "Are you sure you want to logout?". */
  message: string;
  /** Optional second line, e.g. what will be lost. */
  description?: ReactNode;
  /** Text of the confirm button, e.g. "Yes, Delete" or "Yes, Logout". */
  confirmLabel: string;
  /** Text of the cancel button. Default "Cancel". */
  cancelLabel?: string;
  /** Called once when the person confirms. */
  onConfirm: () => void;
  /** Called once when the person cancels (button or Escape). */
  onCancel?: () => void;
  /** "danger" (default) draws the confirm button red, "default" in the primary colour. */
  tone?: "danger" | "default";
};

// One question at a time: asking again replaces an unanswered one instead of stacking them.
const CONFIRM_TOAST_ID = "cla-confirm";

/**
 * Asks a yes/no question in a toast that stays until answered. Focus moves to its Cancel button (the safe
 * answer) so keyboard and screen-reader users reach it, and returns where it was after the answer
 * (docs/decisions/035).
 */
export function confirmToast(options: ConfirmToastOptions): string | number {
  const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return toast.custom(() => <ConfirmToast {...options} returnFocusTo={returnFocusTo} />, {
    id: CONFIRM_TOAST_ID,
    duration: Infinity,
    dismissible: false,
  });
}

function ConfirmToast({
  message,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  tone = "danger",
  returnFocusTo,
}: ConfirmToastOptions & { returnFocusTo: HTMLElement | null }) {
  const messageId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // the ref guards against a second click in the same tick; the state disables the buttons while it leaves
  const answered = useRef(false);
  const [isAnswered, setAnswered] = useState(false);

  useEffect(() => {
    cancelRef.current?.focus();
    // If focus was lost with the toast (e.g. a second click landed on it while it faded), put it back.
    return () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  function answer(confirmed: boolean) {
    if (answered.current) return;
    answered.current = true;
    setAnswered(true);
    toast.dismiss(CONFIRM_TOAST_ID);
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    if (confirmed) onConfirm();
    else onCancel?.();
  }

  return (
    // Escape on the dialog as a whole is the APG dialog pattern; the rule does not know alertdialog takes keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      data-slot="confirm-toast"
      role="alertdialog"
      aria-labelledby={messageId}
      aria-describedby={description != null ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          answer(false);
        }
      }}
      className="flex w-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-overlay"
    >
      <p id={messageId} className="font-medium">
        {message}
      </p>
      {description != null && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button
          ref={cancelRef}
          variant="secondary"
          size="sm"
          disabled={isAnswered}
          onClick={() => answer(false)}
        >
          {cancelLabel}
        </Button>
        <Button
          variant={tone === "danger" ? "destructive" : "primary"}
          size="sm"
          disabled={isAnswered}
          onClick={() => answer(true)}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
