import type { CbtAttempt, CbtAttemptResponse } from "@cla/domain/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/ApiError";
import { apiErrorMessage } from "../../api/errors";
import { putCbtAnswers } from "../../api/records";
import { countdownAnnouncement, type GivenAnswer } from "./cbtTaking";
import { texts } from "./texts";

/**
 * The two clocks of a student's test (docs/api.md §6.14, decision 163): every answer saved to the server as it
 * is given, kept on this device until the server has it; and the countdown, computed from the server's
 * `seconds_left`, never from counting ticks.
 */

/** Where one question's answer stands: on its way, kept by the server, waiting for the connection, refused. */
export type SaveState = "saving" | "saved" | "offline" | "refused";

/** How long typing pauses before a short answer is sent (a blur sends it at once). */
export const TYPING_PAUSE_MS = 800;
/** The first retry after a failed save; each further one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;
/** How often a test whose time is up asks whether the server has graded it. */
export const GRADED_POLL_MS = 5_000;

/** The answers given on this device and not yet saved, kept across a reload or a closed tab. */
interface KeptAnswers {
  started_at: string;
  answers: Record<string, GivenAnswer>;
}

function keptKey(cbtId: string): string {
  return `cla.cbtAnswers.${cbtId}`;
}

/** The unsaved answers kept for this attempt (an older attempt's are ignored). */
function readKept(cbtId: string, startedAt: string): Record<string, GivenAnswer> {
  try {
    const kept = JSON.parse(localStorage.getItem(keptKey(cbtId)) ?? "null") as KeptAnswers | null;
    return kept?.started_at === startedAt ? kept.answers : {};
  } catch {
    return {};
  }
}

/** Forgets the unsaved answers of a CBT (its attempt is graded: nothing can be saved any more). */
export function forgetKeptAnswers(cbtId: string): void {
  try {
    localStorage.removeItem(keptKey(cbtId));
  } catch {
    // storage unavailable: nothing was kept
  }
}

function writeKept(cbtId: string, startedAt: string, pending: Map<string, GivenAnswer>): void {
  try {
    if (pending.size === 0) localStorage.removeItem(keptKey(cbtId));
    else {
      const kept: KeptAnswers = { started_at: startedAt, answers: Object.fromEntries(pending) };
      localStorage.setItem(keptKey(cbtId), JSON.stringify(kept));
    }
  } catch {
    // storage full or unavailable: the answers still wait in memory for the connection
  }
}

/** A failure worth retrying: nothing came back, or the server was unavailable (5xx). */
function transient(failure: unknown): boolean {
  return !(failure instanceof ApiError) || failure.status === null || failure.status >= 500;
}

export interface AnswerSaver {
  /** Every question's answer on screen: the server's, then what was given here. */
  answers: Record<string, GivenAnswer>;
  /** Per question, once something was given on this page. */
  states: Record<string, SaveState>;
  /** The server's reason when it refused answers (time up, submitted), else null. */
  refusal: string | null;
  /** Gives an answer: shown at once, sent at once, or after a pause in typing (`typing`). */
  give: (questionId: string, value: GivenAnswer, typing?: boolean) => void;
  /** Sends what waits now (a blur, a retry, before a submit); true once the server has every answer. */
  flush: () => Promise<boolean>;
}

/**
 * Saves each answer with PUT …/attempt/answers (only the questions given since the last save), one request at a
 * time so the last answer given is the one kept. What the server has not confirmed waits in localStorage and
 * in memory: a failed request is retried when the browser says it is online again, and on a timer that backs
 * off, and a reload or a reopened tab sends it on arrival. `onSaved` receives each answer of the server (its
 * time left); `onRefused` a refusal (409: time up or submitted).
 */
export function useAnswerSaver({
  cbtId,
  attempt,
  onSaved,
  onRefused,
}: {
  cbtId: string;
  attempt: CbtAttempt;
  onSaved: (answer: CbtAttemptResponse) => void;
  onRefused: () => void;
}): AnswerSaver {
  const startedAt = attempt.started_at;
  const [kept] = useState(() => readKept(cbtId, startedAt));
  const [answers, setAnswers] = useState<Record<string, GivenAnswer>>(() => ({
    ...Object.fromEntries(attempt.questions.map((question) => [question.id, question.answer])),
    ...kept,
  }));
  const [states, setStates] = useState<Record<string, SaveState>>(() =>
    Object.fromEntries(Object.keys(kept).map((id) => [id, "saving" as const])),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = useRef(new Map(Object.entries(kept)));
  const sending = useRef<Promise<boolean> | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  const callbacks = useRef({ onSaved, onRefused });
  useEffect(() => {
    callbacks.current = { onSaved, onRefused };
  });

  const mark = useCallback((ids: Iterable<string>, state: SaveState) => {
    const marked = Object.fromEntries([...ids].map((id) => [id, state]));
    setStates((current) => ({ ...current, ...marked }));
  }, []);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(typingTimer.current);
    clearTimeout(retryTimer.current);
    // One request at a time: what was given meanwhile goes in the next one.
    if (sending.current) return sending.current.then(() => flush());
    if (pending.current.size === 0) return Promise.resolve(true);
    const batch = new Map(pending.current);
    pending.current.clear();
    mark(batch.keys(), "saving");
    const settled = (id: string) => !pending.current.has(id);
    const request = putCbtAnswers(cbtId, Object.fromEntries(batch)).then(
      (answer) => {
        failures.current = 0;
        mark([...batch.keys()].filter(settled), "saved");
        writeKept(cbtId, startedAt, pending.current);
        callbacks.current.onSaved(answer);
        return true;
      },
      (failure: unknown) => {
        if (!transient(failure)) {
          // Refused for good (time up, submitted, an answer the server does not take): asking again cannot help.
          mark([...batch.keys()].filter(settled), "refused");
          writeKept(cbtId, startedAt, pending.current);
          setRefusal(apiErrorMessage(failure, texts.cbtTest.notSaved));
          callbacks.current.onRefused();
          return false;
        }
        // Kept for the next try, unless a newer answer to the same question is already waiting.
        for (const [id, value] of batch) if (!pending.current.has(id)) pending.current.set(id, value);
        writeKept(cbtId, startedAt, pending.current);
        mark(batch.keys(), "offline");
        const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures.current);
        failures.current += 1;
        retryTimer.current = setTimeout(() => void flush(), wait);
        return false;
      },
    );
    sending.current = request.finally(() => {
      sending.current = null;
    });
    return sending.current.then((saved) => (saved && pending.current.size > 0 ? flush() : saved));
  }, [cbtId, startedAt, mark]);

  const give = useCallback(
    (questionId: string, value: GivenAnswer, typing = false) => {
      setAnswers((current) => ({ ...current, [questionId]: value }));
      pending.current.set(questionId, value);
      writeKept(cbtId, startedAt, pending.current);
      mark([questionId], "saving");
      clearTimeout(typingTimer.current);
      if (typing) typingTimer.current = setTimeout(() => void flush(), TYPING_PAUSE_MS);
      else void flush();
    },
    [cbtId, startedAt, mark, flush],
  );

  useEffect(() => {
    // Answers kept from before a reload go out on arrival; a connection that comes back sends what waits.
    if (pending.current.size > 0) void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(typingTimer.current);
      clearTimeout(retryTimer.current);
    };
  }, [flush]);

  return { answers, states, refusal, give, flush };
}

/**
 * The time left of an attempt, in whole seconds, from the server's `seconds_left`: each answer of the server
 * (`response`) sets a local deadline once (now + seconds_left), and the clock shows the deadline minus the
 * time now, each second and whenever the page becomes visible again (a phone unlocked), when it also asks the
 * server again. `announcement` is the latest polite announcement (5 minutes, 1 minute left). From 0 on it
 * asks the server every few seconds until the attempt is graded (`refetch`).
 */
export function useCountdown(
  secondsLeft: number | null,
  response: unknown,
  refetch: () => void,
): { left: number | null; announcement: string } {
  const deadline = useRef<number | null>(null);
  const previous = useRef<number | null>(null);
  const ask = useRef(refetch);
  const [left, setLeft] = useState<number | null>(secondsLeft);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    ask.current = refetch;
  });

  const tick = useCallback(() => {
    if (deadline.current === null) return;
    const now = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
    const before = previous.current;
    previous.current = now;
    setLeft(now);
    const text = before === null ? null : countdownAnnouncement(before, now);
    if (text) setAnnouncement(text);
  }, []);

  useEffect(() => {
    deadline.current = secondsLeft === null ? null : Date.now() + secondsLeft * 1000;
    tick();
  }, [secondsLeft, response, tick]);

  useEffect(() => {
    const timer = setInterval(tick, 1000);
    const visible = () => {
      if (document.visibilityState !== "visible") return;
      tick();
      ask.current();
    };
    document.addEventListener("visibilitychange", visible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", visible);
    };
  }, [tick]);

  const timeUp = left === 0;
  useEffect(() => {
    if (!timeUp) return;
    ask.current();
    const timer = setInterval(() => ask.current(), GRADED_POLL_MS);
    return () => clearInterval(timer);
  }, [timeUp]);

  return { left, announcement };
}
