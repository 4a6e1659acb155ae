import type { AssessmentKind, CbtTest } from "@cla/domain/client";
import { useMemo, useState } from "react";
import { useCbtQuestions } from "../../api/hooks";
import { putCbtQuestions } from "../../api/records";
import { toSection, type Section } from "../../components/Section";
import type { FieldErrors } from "../../forms/useSubmit";
import { checkDraft, draftChanges, draftOf, EMPTY_DRAFT, toPayload, type CbtDraft } from "./cbtDraft";
import { texts } from "./texts";

export interface CbtAuthoring {
  /** Ready with the draft once the stored test has loaded (at once for a new CBT). */
  section: Section<CbtDraft>;
  onChange: (draft: CbtDraft) => void;
  /** A student has started: the questions are shown as stored and are not sent. */
  locked: boolean;
  /** The checks before any call, keyed as the server keys them. */
  check: () => FieldErrors;
  /**
   * PUT …/questions when the draft differs from what is stored, else nothing (a CBT scored by hand that
   * stays so is saved exactly as before). A 409 (a student started meanwhile) is the form's `conflict`: the
   * test is fetched afresh, so the form turns locked.
   */
  save: (cbtId: string) => Promise<void>;
}

/**
 * The CBT form's test (docs/api.md §6.14): `kind` "cbt" only, null for the other kinds. Editing loads the
 * stored questions by the CBT's id; adding starts with none.
 */
export function useCbtAuthoring(kind: AssessmentKind, editId: string | null): CbtAuthoring | null {
  const enabled = kind === "cbt";
  const stored = useCbtQuestions(enabled ? editId : null);
  const [edited, setEdited] = useState<CbtDraft | null>(null);
  const test: CbtTest | null = editId === null ? null : (stored.test ?? null);
  const storedDraft = useMemo(() => test && draftOf(test), [test]);
  if (!enabled) return null;

  const locked = test?.locked ?? false;
  // Once locked, the form shows what is stored, not what was typed before the lock was known.
  const draft = locked ? storedDraft : (edited ?? storedDraft);
  const section: Section<CbtDraft> =
    editId === null
      ? { status: "ready", data: edited ?? EMPTY_DRAFT }
      : toSection(stored.test && (draft ?? undefined), stored, texts.questions.failedToFetch);

  return {
    section,
    onChange: setEdited,
    locked,
    check: () => (locked || !draft ? {} : checkDraft(draft)),
    save: async (cbtId) => {
      if (locked || !draft || !draftChanges(draft, test)) return;
      await putCbtQuestions(cbtId, toPayload(draft));
    },
  };
}
