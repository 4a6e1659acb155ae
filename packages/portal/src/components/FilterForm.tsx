import { Button } from "@cla/ui";
import type { ReactNode } from "react";
import { submitValues } from "../forms/submitValues";

export interface FilterFormProps<N extends string> {
  /** The form's accessible name. */
  label: string;
  /** The fields' names: `onFilter` gets each one's trimmed value. */
  names: readonly N[];
  onFilter: (filter: Record<N, string>) => void;
  /** The submit button's icon and text. */
  icon: ReactNode;
  apply: string;
  /** The fields, in order, before the submit button. */
  children: ReactNode;
}

/** A list's filter form, applied on submit (Enter in a box, or the button), so typing sends no request. */
export function FilterForm<N extends string>({
  label,
  names,
  onFilter,
  icon,
  apply,
  children,
}: FilterFormProps<N>) {
  const handleSubmit = submitValues((values) =>
    onFilter(
      Object.fromEntries(names.map((name) => [name, (values[name] ?? "").trim()])) as Record<N, string>,
    ),
  );
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {children}
      <Button type="submit" variant="secondary">
        {icon}
        {apply}
      </Button>
    </form>
  );
}

/** A Select's options from a record of value → label. */
export function optionsOf(labels: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
