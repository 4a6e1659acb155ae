import { messages } from "@cla/domain/client";
import { Field, Select } from "@cla/ui";
import { useSearchParams } from "react-router";
import { loadErrorMessage } from "../api/errors";
import { useCohorts } from "../api/hooks";
import { isFacilitator } from "../session/session";
import { useSession } from "../session/useSession";

/** The URL query parameter that holds a facilitator's chosen cohort, so a reload or a shared link keeps it. */
export const COHORT_PARAM = "cohort";

export interface CohortChoice {
  /** The cohort whose records the screen shows: the student's own, or the facilitator's choice; null until chosen. */
  cohortId: number | null;
  /** True for facilitators, who choose (docs/product.md §6); students always see their own cohort. */
  canChoose: boolean;
  /** Sets the facilitator's choice (in the URL, replacing the entry). */
  choose: (cohortId: number) => void;
}

/** Which cohort a list screen shows (decision 097). */
export function useCohortChoice(): CohortChoice {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const canChoose = isFacilitator(session);
  const chosen = Number(params.get(COHORT_PARAM));
  const cohortId = canChoose
    ? Number.isInteger(chosen) && chosen > 0
      ? chosen
      : null
    : (session?.userData.cohortId ?? null);
  return {
    cohortId,
    canChoose,
    choose: (id) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(COHORT_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
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
