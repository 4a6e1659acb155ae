import { expect, it } from "vitest";

import { initialsOf } from "./initials.ts";

it.each([
  ["Rev. Dr. Grace Adeyemi-Cole", "GA"],
  ["Samuel Okafor", "SO"],
  ["Pastor Emmanuel Tetteh", "ET"],
  ["Col. (Rtd.) Peter Ade", "PA"],
  ["Dr. Hannah Wanjiru Kimani", "HK"],
  ["Ruth", "R"],
  ["émile zola", "ÉZ"],
])("%s → %s", (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
