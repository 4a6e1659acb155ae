import type { FormEvent } from "react";

/** A form's onSubmit: keeps the browser from sending it and hands `use` its text fields' values by name. */
export function submitValues(use: (values: Record<string, string>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === "string") values[name] = value;
    });
    use(values);
  };
}
