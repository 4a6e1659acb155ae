import type { RegisterMark } from "@cla/domain/client";
import { Button } from "@cla/ui";
import { useRef, useState, type KeyboardEvent } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { texts } from "./texts";

/** A student of the register: their name, and when they first joined the class ('18:03'), or null. */
export interface RegisterRow {
  id: string;
  name: string;
  joined: string | null;
}

export interface RegisterProps {
  students: RegisterRow[];
  /** Save the chosen marks (one or many); an empty list when nothing was chosen (the screen warns). */
  onSave: (marks: RegisterMark[]) => void;
  busy: boolean;
  /** The last save's failure, shown above the register. */
  error: string | null;
}

type Choices = Record<string, boolean>;

/** Present is pre-selected for those who joined; the facilitator confirms with Save. */
function joinedPresent(students: RegisterRow[]): Choices {
  return Object.fromEntries(students.filter((s) => s.joined !== null).map((s) => [s.id, true]));
}

const t = texts.register;

/**
 * The register (docs/product.md §2.3): every student without a mark, each a radio group Present / Absent,
 * 'Mark all present', and one Save for the marks chosen. Keyboard: one tab stop for the whole list; Up and
 * Down move between students, Left and Right (as in any radio group) or P and A mark the student in focus. A
 * live region counts the marks chosen.
 */
export function Register({ students, onSave, busy, error }: RegisterProps) {
  const [choices, setChoices] = useState<Choices>(() => joinedPresent(students));
  const [current, setCurrent] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const chosen = students.filter((student) => choices[student.id] !== undefined).length;

  function choose(id: string, present: boolean) {
    setChoices((before) => ({ ...before, [id]: present }));
  }

  /** Focus student `index`'s chosen radio (Present when none is chosen yet). */
  function focusStudent(index: number) {
    const row = list.current?.children[index];
    const radio =
      row?.querySelector<HTMLInputElement>("input:checked") ?? row?.querySelector<HTMLInputElement>("input");
    setCurrent(index);
    radio?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number, id: string) {
    const key = event.key;
    if (key === "ArrowDown" || key === "ArrowUp") {
      // Between students, not between a student's two choices (the browser's radio behaviour).
      event.preventDefault();
      const next = key === "ArrowDown" ? index + 1 : index - 1;
      if (next >= 0 && next < students.length) focusStudent(next);
    } else if (key === "p" || key === "P" || key === "a" || key === "A") {
      event.preventDefault();
      const present = key.toLowerCase() === "p";
      choose(id, present);
      const row = list.current?.children[index];
      row?.querySelector<HTMLInputElement>(`input[value="${present ? "present" : "absent"}"]`)?.focus();
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(
          students
            .filter((student) => choices[student.id] !== undefined)
            .map((student) => ({ cla_user_id: student.id, present: choices[student.id]! })),
        );
      }}
    >
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setChoices(Object.fromEntries(students.map((student) => [student.id, true])))}
        >
          {t.markAllPresent}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {t.count(chosen, students.length)}
        </p>
      </div>
      <p id="register-keys" className="text-sm text-muted-foreground">
        {t.keys}
      </p>
      <ul ref={list} aria-label={t.students} className="flex flex-col divide-y rounded-md border">
        {students.map((student, index) => {
          const choice = choices[student.id];
          const nameId = `register-${student.id}`;
          // One tab stop: the current student's chosen radio, or their Present when none is chosen.
          const tabbable = (value: boolean) =>
            index === current && (choice === undefined ? value : choice === value) ? 0 : -1;
          return (
            <li key={student.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
              <span className="flex flex-col">
                <bdi id={nameId} className="font-medium">
                  {student.name}
                </bdi>
                {student.joined !== null && (
                  <span className="text-sm text-muted-foreground">{t.joined(student.joined)}</span>
                )}
              </span>
              <div
                role="radiogroup"
                aria-labelledby={nameId}
                aria-describedby="register-keys"
                className="flex gap-2"
              >
                {[true, false].map((value) => (
                  <label
                    key={String(value)}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring"
                  >
                    <input
                      type="radio"
                      name={nameId}
                      value={value ? "present" : "absent"}
                      checked={choice === value}
                      tabIndex={tabbable(value)}
                      onChange={() => choose(student.id, value)}
                      onFocus={() => setCurrent(index)}
                      onKeyDown={(event) => onKeyDown(event, index, student.id)}
                    />
                    {value ? t.present : t.absent}
                  </label>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" busy={busy} busyLabel={t.saving} className="self-start">
        {t.save}
      </Button>
    </form>
  );
}
