import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would add ~8 KB gzip to
 * every portal page, decision 092): a component's own classes and the `className` it is given must never set
 * the same property. The story tests enforce that on every rendered element of every story (.storybook/story-tests.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
