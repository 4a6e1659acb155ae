/** fontsource's unicode-range text (`U+0600-06FF,U+200C`) as code point ranges, and a look-up in them. */
export type Ranges = ReadonlyArray<readonly [number, number]>;

export function parseRanges(spec: string): Ranges {
  return spec.split(",").map((part) => {
    const [first, last] = part.replace("U+", "").split("-") as [string, string | undefined];
    return [parseInt(first, 16), parseInt(last ?? first, 16)] as const;
  });
}

export function inRanges(ranges: Ranges, codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
