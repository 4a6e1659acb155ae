import { Button, Field, FieldError, FieldHint, IconButton, Input } from "@cla/ui";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/** The texts of an editable list: its group, an entry's box, an entry's Remove button and Add. */
export interface EditableListLabels {
  /** The group's name, e.g. 'Links'. */
  legend: string;
  /** Under the name: how many entries and what they hold. */
  hint: string;
  /** An entry's box, e.g. 'Link 2'. */
  item: (n: number) => string;
  /** An entry's Remove button, e.g. 'Remove link 2'. */
  remove: (n: number) => string;
  /** e.g. 'Add a link'. */
  add: string;
}

export interface EditableListFieldProps {
  labels: EditableListLabels;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Removes entry `index` when more than the list changes with it (a choice's correct options); by default
   * the entry is taken out of `values`. */
  onRemove?: (index: number) => void;
  /** Add is disabled once the list holds this many. */
  max: number;
  /** Each box's limit. */
  maxLength?: number;
  /** A box for web addresses. */
  url?: boolean;
  /** Every entry must be filled in (its label is marked). */
  required?: boolean;
  /** An entry's own error, labelled ('Link 1 must be …'). */
  itemError?: (index: number) => string | undefined;
  /** The list's error, under it (labelled). */
  error?: string | undefined;
  /** Shown before an entry's box (a choice's 'Correct' mark). */
  before?: (index: number) => ReactNode;
}

/**
 * A list of short texts the person edits, adds to and removes from (a CBT question's options or accepted
 * answers, a hand-in's links): a fieldset named by `labels.legend` with its hint and error, a labelled box and
 * a named Remove button an entry, and Add. Focus follows what a button did: Add moves it to the new box,
 * Remove to Add.
 */
export function EditableListField({
  labels,
  values,
  onChange,
  onRemove,
  max,
  maxLength,
  url = false,
  required = false,
  itemError,
  error,
  before,
}: EditableListFieldProps) {
  const base = useId();
  const boxId = (index: number) => `${base}-${index}`;
  const addId = `${base}-add`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  // Where focus goes once the change a button made has rendered.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function remove(index: number) {
    if (onRemove) onRemove(index);
    else onChange(values.filter((_, at) => at !== index));
    focusNext.current = addId;
  }

  function add() {
    onChange([...values, ""]);
    focusNext.current = boxId(values.length);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${hintId} ${errorId}`}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{labels.legend}</legend>
      <FieldHint id={hintId}>{labels.hint}</FieldHint>
      <ol className="flex flex-col gap-3">
        {values.map((value, index) => (
          <li key={index} className="flex flex-wrap items-start gap-3">
            {/* The mark and Remove line up with the box, below its label. */}
            {before ? <div className="mt-6.5">{before(index)}</div> : null}
            <Field
              label={labels.item(index + 1)}
              error={itemError?.(index)}
              required={required}
              className="min-w-0 flex-1"
            >
              <Input
                id={boxId(index)}
                type={url ? "url" : "text"}
                inputMode={url ? "url" : undefined}
                autoComplete="off"
                maxLength={maxLength}
                value={value}
                onChange={(event) =>
                  onChange(values.map((one, at) => (at === index ? event.currentTarget.value : one)))
                }
              />
            </Field>
            <IconButton label={labels.remove(index + 1)} className="mt-6.5" onClick={() => remove(index)}>
              <X aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ol>
      <Button
        id={addId}
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={values.length >= max}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        {labels.add}
      </Button>
      <FieldError id={errorId}>{error ?? null}</FieldError>
    </fieldset>
  );
}
