import type { Decorator } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { Field, type FieldControlProps, type FieldProps } from "../Field";

/** A story decorator that renders the story in a box sized by `className` (e.g. "max-w-xl"). */
export function sizedTo(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}

/** A story render that shows the control inside a Field, as screens use it: a bare control has no accessible name. */
export function inField<Args extends FieldControlProps>(
  Control: ComponentType<Args>,
  field: Omit<FieldProps, "children">,
) {
  return (args: Args) => (
    <Field {...field}>
      <Control {...args} />
    </Field>
  );
}
