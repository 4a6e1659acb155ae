import type { Decorator } from "@storybook/react-vite";

/** A story decorator that renders the story in a box sized by `className` (e.g. "max-w-xl"). */
export function sizedTo(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}
