/**
 * Text in a jsPDF document, in any script (decision 179): cut into runs that one file draws — Inter's or
 * Lora's Latin and Latin Extended subsets, drawn by jsPDF, or a Noto slice, shaped and drawn over the page by
 * notoText.ts — then measured and drawn run by run. Shared by the certificate and the performance sheet.
 */
import notoSans from "@fontsource/noto-sans/unicode.json";
import type { jsPDF } from "jspdf";
import type { LatinFontFile } from "./fonts";
import type { NotoFile } from "./notoSlices";
import type { NotoText } from "./notoText";
import { inRanges, parseRanges } from "./unicodeRanges";

export type Family = "Inter" | "Lora";
export type Subset = "Latin" | "LatinExt";
export type Rgb = [number, number, number];

// fontsource's latin and latin-ext unicode ranges, the same for Inter, Lora and Noto Sans.
const LATIN = parseRanges(notoSans.latin);
const LATIN_EXT = parseRanges(notoSans["latin-ext"]);

/** The font of a run: one of the two subset files jsPDF draws, or a Noto slice. */
export type RunFont = Subset | NotoFile;

export interface Run {
  font: RunFont;
  text: string;
}

function fontOf(codePoint: number, notoFileOf?: (codePoint: number) => NotoFile | undefined): RunFont {
  if (inRanges(LATIN, codePoint)) return "Latin";
  if (inRanges(LATIN_EXT, codePoint)) return "LatinExt";
  // No font has it: the Latin Extended file draws its missing-glyph box.
  return notoFileOf?.(codePoint) ?? "LatinExt";
}

export function isSubset(font: RunFont): font is Subset {
  return font === "Latin" || font === "LatinExt";
}

/**
 * `text` cut into runs that one file draws (composed first, so "é" is one glyph). A space between two
 * characters of one Noto slice stays in its run, so a right-to-left name is shaped and ordered as one.
 */
export function fontRuns(text: string, notoFileOf?: (codePoint: number) => NotoFile | undefined): Run[] {
  const chars = [...text.normalize("NFC")];
  const fonts = chars.map((char) => fontOf(char.codePointAt(0) ?? 0, notoFileOf));
  const runs: Run[] = [];
  for (const [index, char] of chars.entries()) {
    const last = runs.at(-1);
    const next = fonts.find((_, later) => later > index && chars[later] !== " ");
    const font =
      char === " " && last && !isSubset(last.font) && next === last.font ? last.font : fonts[index]!;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Whether any of `texts` has a run in a Latin Extended file, which is then fetched (a plain Latin text's is not). */
export function needsLatinExt(texts: readonly string[], noto: NotoText | null): boolean {
  return texts.some((text) => fontRuns(text, noto?.fileOf).some((run) => run.font === "LatinExt"));
}

/** Whether any of `texts` is drawn, in part, from a Noto slice (so shaped and drawn by pdf-lib). */
export function needsNoto(texts: readonly string[]): boolean {
  return texts.some((text) => beyondLatin(text) !== "");
}

/** The characters of `text` beyond Latin and Latin Extended (so drawn from a Noto slice). */
function beyondLatin(text: string): string {
  return [...text.normalize("NFC")]
    .filter((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      return !inRanges(LATIN, codePoint) && !inRanges(LATIN_EXT, codePoint);
    })
    .join("");
}

/**
 * The Noto slices `texts` need, loaded and ready to shape, or null for a text Inter and Lora draw. Only the
 * characters beyond Latin choose slices (a CJK slice also holds ASCII, which Inter and Lora draw).
 */
export async function notoFor(
  texts: readonly string[],
  loadNotoFont: (file: NotoFile) => Promise<ArrayBuffer>,
): Promise<NotoText | null> {
  const beyond = texts.map(beyondLatin).filter((text) => text !== "");
  return beyond.length > 0 ? (await import("./notoText")).notoText(beyond, loadNotoFont) : null;
}

/** The file of `family`'s `subset`. */
export function latinFontFile(family: Family, subset: Subset): LatinFontFile {
  return `${family.toLowerCase() as "inter" | "lora"}-${subset === "Latin" ? "latin" : "latin-ext"}.ttf`;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Registers `family`'s `subset` file in `doc` as the font `${family}${subset}`. */
export function addLatinFont(doc: jsPDF, family: Family, subset: Subset, data: ArrayBuffer): void {
  const file = `${family}-${subset}.ttf`;
  doc.addFileToVFS(file, toBase64(data));
  doc.addFont(file, `${family}${subset}`, "normal");
}

export interface MeasuredRun extends Run {
  /** In the document's unit (mm). */
  width: number;
}

/** Writes text in runs into one jsPDF document, the Noto runs through `noto` (null: Latin only). */
export class RunWriter {
  constructor(
    private readonly doc: jsPDF,
    private readonly noto: NotoText | null,
  ) {}

  /** `text`'s runs in `family` at `fontSize` points, each with its width. */
  measure(text: string, family: Family, fontSize: number): MeasuredRun[] {
    const { doc, noto } = this;
    doc.setFontSize(fontSize);
    return fontRuns(text, noto?.fileOf).map((run) => {
      if (!isSubset(run.font)) return { ...run, width: noto!.width(run.font, run.text, fontSize) };
      doc.setFont(`${family}${run.font}`, "normal");
      return { ...run, width: doc.getTextWidth(run.text) };
    });
  }

  /** Draws measured `runs` from x on the baseline y of the current page. */
  draw(
    runs: readonly MeasuredRun[],
    x: number,
    y: number,
    family: Family,
    fontSize: number,
    color: Rgb,
  ): void {
    const { doc, noto } = this;
    doc.setTextColor(...color);
    const page = doc.getCurrentPageInfo().pageNumber - 1;
    let cursor = x;
    for (const run of runs) {
      if (isSubset(run.font)) {
        doc.setFont(`${family}${run.font}`, "normal");
        doc.text(run.text, cursor, y);
      } else noto!.draw(run.font, run.text, cursor, y, fontSize, color, page);
      cursor += run.width;
    }
  }

  /** The document's bytes, with the Noto runs drawn over its pages. */
  output(): Promise<ArrayBuffer> | ArrayBuffer {
    const bytes = this.doc.output("arraybuffer");
    return this.noto ? this.noto.drawOver(bytes) : bytes;
  }
}

/** The sum of the runs' widths. */
export function runsWidth(runs: readonly MeasuredRun[]): number {
  return runs.reduce((sum, run) => sum + run.width, 0);
}
