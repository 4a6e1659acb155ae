// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./lib/contrast";

/** WCAG 2.2 AA: 1.4.3 text, 1.4.11 non-text (focus ring, input borders). */
const TEXT = 4.5;
const NON_TEXT = 3;

const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
const tokens = new Map(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/gi)].map((m) => [m[1]!, m[2]!.trim()]),
);

/** Every foreground/background pair the components use; a new token needs a row here (see last test). */
const pairs: ReadonlyArray<readonly [fg: string, bg: string, min: number]> = [
  ["foreground", "background", TEXT],
  ["foreground", "surface", TEXT],
  ["foreground", "muted", TEXT],
  ["surface-foreground", "surface", TEXT],
  ["muted-foreground", "background", TEXT],
  ["muted-foreground", "surface", TEXT],
  ["muted-foreground", "muted", TEXT],
  ["primary-foreground", "primary", TEXT],
  ["primary-foreground", "primary-hover", TEXT],
  ["accent-foreground", "accent", TEXT],
  ["accent-foreground", "accent-hover", TEXT],
  ["destructive-foreground", "destructive", TEXT],
  ["destructive-foreground", "destructive-hover", TEXT],
  ["success-foreground", "success", TEXT],
  ["primary-soft-foreground", "primary-soft", TEXT],
  ["accent-soft-foreground", "accent-soft", TEXT],
  ["destructive-soft-foreground", "destructive-soft", TEXT],
  ["success-soft-foreground", "success-soft", TEXT],
  ["warning-soft-foreground", "warning-soft", TEXT],
  ["info-soft-foreground", "info-soft", TEXT],
  // links and the link/secondary buttons
  ["primary", "background", TEXT],
  ["primary", "surface", TEXT],
  ["primary", "muted", TEXT],
  // inline field errors
  ["destructive", "background", TEXT],
  ["destructive", "surface", TEXT],
  // focus ring and control borders
  ["ring", "background", NON_TEXT],
  ["ring", "surface", NON_TEXT],
  ["input", "background", NON_TEXT],
  ["input", "surface", NON_TEXT],
];

/** Tokens that never carry meaning on their own, so 1.4.11 does not apply (card and divider lines). */
const decorative = new Set(["border"]);

function color(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`theme.css has no --color-${name}`);
  return value;
}

describe("contrastRatio (WCAG formula)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#fff", "#fff", 1],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
  ])("%s on %s is %s:1", (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it("rejects a colour it cannot read instead of guessing", () => {
    expect(() => contrastRatio("oklch(0.5 0.1 300)", "#fff")).toThrow(/Not a #rgb/);
  });
});

describe("theme.css meets WCAG 2.2 AA", () => {
  it.each(pairs)("%s on %s ≥ %s:1", (fg, bg, min) => {
    const ratio = contrastRatio(color(fg), color(bg));
    expect(
      ratio,
      `--color-${fg} on --color-${bg} is ${ratio.toFixed(2)}:1, needs ${min}:1`,
    ).toBeGreaterThanOrEqual(min);
  });

  it("checks every colour token in at least one pair (or names it decorative)", () => {
    const covered = new Set(pairs.flatMap(([fg, bg]) => [fg, bg]));
    const unchecked = [...tokens.keys()].filter((name) => !covered.has(name) && !decorative.has(name));
    expect(unchecked).toEqual([]);
  });

  it("pairs every X-foreground token with X", () => {
    const missing = [...tokens.keys()]
      .filter((name) => name.endsWith("-foreground") && tokens.has(name.replace(/-foreground$/, "")))
      .filter((name) => !pairs.some(([fg, bg]) => fg === name && `${bg}-foreground` === name));
    expect(missing).toEqual([]);
  });
});
