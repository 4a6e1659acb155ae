import { messages } from "@cla/domain/client";
import { Field, Select } from "@cla/ui";
import { useSearchParams } from "react-router";
import { loadErrorMessage } from "../api/errors";
import { useCohorts } from "../api/hooks";
import { isFacilitator } from "../session/session";
import { useSession } from "../session/useSession";
import { COHORT_PARAM, COHORT_STORAGE_KEY, defaultCohortNow, knownCohort } from "./cohortChoice";

export interface CohortChoice {
  /** The cohort whose records the screen shows: the student's own, or the facilitator's; null until known. */
  cohortId: number | null;
  /** True for facilitators, who choose (docs/product.md §6); students always see their own cohort. */
  canChoose: boolean;
  /** Sets the facilitator's choice (in the URL, replacing the entry, and in this tab for the next screen). */
  choose: (cohortId: number) => void;
}

/**
 * Which cohort a list screen shows (decisions 097, 154). A facilitator's: the URL's `?cohort=` when it names
 * one (a reload, a shared link, a detail or edit screen's Back), else the last choice made in this tab, else
 * `defaultCohort`; a choice goes into both.
 */
export function useCohortChoice(): CohortChoice {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const canChoose = isFacilitator(session);
  const { cohorts } = useCohorts(canChoose);
  const cohortId =
    knownCohort(session, params) ?? (canChoose && cohorts ? defaultCohortNow(cohorts, session) : null);
  return {
    cohortId,
    canChoose,
    choose: (id) => {
      try {
        sessionStorage.setItem(COHORT_STORAGE_KEY, String(id));
      } catch {
        // Storage refused (private mode, quota): the URL still holds the choice.
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(COHORT_PARAM, String(id));
          return next;
        },
        { replace: true },
      );
    },
  };
}

export interface CohortFilterProps {
  /** The chosen cohort, or null for the 'Select a cohort' prompt. */
  value: number | null;
  onChange: (cohortId: number) => void;
  /** The label; default 'Filter by Cohort'. */
  label?: string;
}

/** 'Filter by Cohort' (docs/product.md §2.3): every cohort, with the 'Select a cohort' prompt until one is chosen. */
export function CohortFilter({ value, onChange, label = "Filter by Cohort" }: CohortFilterProps) {
  const { cohorts, error } = useCohorts();
  return (
    <Field
      label={label}
      className="w-full sm:w-64"
      error={error ? loadErrorMessage(error, messages.failedToFetchCohorts) : undefined}
    >
      <Select
        value={value === null ? "" : String(value)}
        placeholder={messages.selectCohortPlaceholder}
        options={(cohorts ?? []).map((cohort) => ({ value: String(cohort.id), label: cohort.name }))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}
