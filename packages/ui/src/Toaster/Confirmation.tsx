import { FocusScope } from "@radix-ui/react-focus-scope";
import { Popper, PopperAnchor, PopperContent } from "@radix-ui/react-popper";
import { hideOthers } from "aria-hidden";
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { Button } from "../Button";
import { cn } from "../lib/cn";

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

type Question = ConfirmToastOptions & {
  id: number;
  /** What had focus when it was asked (the pressed button): it opens beside it and focus returns to it. */
  asker: HTMLElement | null;
};

/** How long an answered question stays, fading, with its buttons disabled (ms). */
const LEAVE_MS = 200;

// One question at a time, held here and shown by the page's Toaster (ConfirmationHost): asking again replaces an
// unanswered one instead of stacking them.
let current: Question | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
// The ConfirmationHosts mounted: a question goes with the last of them (the page that showed it), as a toast did.
let hosts = 0;

function publish(next: Question | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentQuestion = () => current;

/** The element asking: the focused one, or, for a question asked from inside another, the one that asked that. */
function askingElement(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (active.closest("[data-slot=confirmation]")) return current?.asker ?? null;
  return active;
}

/**
 * Asks a yes/no question that stays until answered, in a modal alertdialog beside the button that asked (below it,
 * or above when there is no room) or, on a phone or when nothing had focus, in the middle of the screen over a dimmed
 * page. Focus moves to its Cancel button (the safe answer) and stays in it; Escape cancels; focus returns to the
 * button after the answer (docs/decisions/035, 180). The page's Toaster shows it.
 */
export function confirmToast(options: ConfirmToastOptions): string | number {
  lastId += 1;
  publish({ ...options, id: lastId, asker: askingElement() });
  return lastId;
}

/** Removes the question, unanswered (stories and tests start with none). */
export function dismissConfirmation(): void {
  if (current) publish(null);
}

/**
 * Where the question shows; the Toaster renders it. `phone`: centre it whatever asked (a popover beside a button
 * would be cramped on a phone's width).
 */
export function ConfirmationHost({ phone }: { phone: boolean }) {
  const question = useSyncExternalStore(subscribe, currentQuestion, () => null);
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) current = null;
    };
  }, []);
  if (!question) return null;
  const anchor = !phone && question.asker?.isConnected ? question.asker : null;
  return <Confirmation key={question.id} question={question} anchor={anchor} />;
}

// A press on the backdrop would move focus to the page's <body>, out of the question.
function keepFocus(event: MouseEvent) {
  if (event.target === event.currentTarget) event.preventDefault();
}

function Confirmation({ question, anchor }: { question: Question; anchor: HTMLElement | null }) {
  const {
    id,
    message,
    description,
    confirmLabel,
    cancelLabel = "Cancel",
    onConfirm,
    onCancel,
    tone = "danger",
    asker: returnFocusTo,
  } = question;
  const messageId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useMemo(() => ({ current: anchor }), [anchor]);
  // the ref guards against a second click in the same tick; the state disables the buttons while it leaves
  const answered = useRef(false);
  const [isAnswered, setAnswered] = useState(false);

  // Modal: until answered, the rest of the page is hidden from assistive technology (the notices' live region
  // stays). Again when the panel is drawn anew, anchored or centred, as the viewport crosses 640 px.
  useEffect(() => {
    if (isAnswered || !panel.current) return;
    return hideOthers(panel.current);
  }, [isAnswered, anchor]);

  // If focus was lost with the question (e.g. it was replaced or removed while focus was inside), put it back.
  useEffect(
    () => () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && returnFocusTo?.isConnected) returnFocusTo.focus();
    },
    [returnFocusTo],
  );

  function answer(confirmed: boolean) {
    if (answered.current) return;
    answered.current = true;
    // Releases the focus trap and shows the page again, before focus goes back to the button.
    flushSync(() => setAnswered(true));
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    // It fades out with its buttons disabled, so a double click's second click lands on it, not on the page.
    window.setTimeout(() => {
      if (current?.id === id) publish(null);
    }, LEAVE_MS);
    if (confirmed) onConfirm();
    else onCancel?.();
  }

  const state = isAnswered ? "closed" : "open";
  const dialog = (
    <FocusScope
      asChild
      loop
      trapped={!isAnswered}
      onMountAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus({ preventScroll: true });
      }}
      // answer() returns focus itself; the effect above covers a question removed unanswered
      onUnmountAutoFocus={(event) => event.preventDefault()}
    >
      {/* Escape on the dialog as a whole is the APG dialog pattern; the rule does not know alertdialog takes keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        data-slot="confirmation"
        data-placement={anchor ? "anchored" : "centred"}
        data-state={state}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        aria-describedby={description != null ? descriptionId : undefined}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            answer(false);
          }
        }}
        className={cn(
          "flex max-w-sm flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-overlay transition-opacity duration-150 focus:outline-none data-[state=closed]:opacity-0 motion-reduce:transition-none",
          anchor ? "w-[calc(100vw-2rem)]" : "w-full motion-safe:animate-dialog-in",
        )}
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
    </FocusScope>
  );

  if (!anchor)
    // A phone, or nothing had focus: in the middle of the screen, over a dimmed page.
    return (
      <div
        data-slot="confirmation-backdrop"
        data-state={state}
        role="presentation"
        onMouseDown={keepFocus}
        className="fixed inset-0 z-60 flex items-center justify-center bg-foreground/50 p-4 transition-opacity duration-150 data-[state=closed]:opacity-0 motion-safe:animate-fade-in motion-reduce:transition-none"
      >
        {dialog}
      </div>
    );

  // Beside the button that asked, below it or, without room there, above it; kept inside the screen. The clear
  // backdrop keeps clicks off the page while the question waits (it is modal), as the dimmed one does on a phone.
  return (
    <>
      <div
        data-slot="confirmation-backdrop"
        role="presentation"
        onMouseDown={keepFocus}
        className="fixed inset-0 z-60"
      />
      <Popper>
        <PopperAnchor virtualRef={anchorRef} />
        <PopperContent side="bottom" align="center" sideOffset={8} collisionPadding={16} className="z-60">
          {dialog}
        </PopperContent>
      </Popper>
    </>
  );
}
