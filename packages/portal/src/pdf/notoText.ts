/**
 * Text in the Noto slices (notoSlices.ts), for what jsPDF cannot draw: fontkit shapes it (Arabic joined and
 * right to left, Devanagari conjuncts, Thai marks) and measures it for jsPDF's layout, and pdf-lib draws it
 * over jsPDF's page as text (subset CID fonts with a ToUnicode map), a Devanagari run marked with its
 * ActualText so a reader copies its reordered glyphs in logical order (decision 179). Imported only for
 * a document that has such text.
 */
import * as fontkit from "fontkit";
import { notoSliceLookup, type NotoFile } from "./notoSlices";

type Rgb = readonly [number, number, number];
type FontkitFont = ReturnType<typeof fontkit.create>;

const MM_PER_POINT = 25.4 / 72;
const REORDERED = /\p{Script=Devanagari}/u;

export interface NotoText {
  /** The slice that draws `codePoint`; undefined when none does. */
  fileOf(codePoint: number): NotoFile | undefined;
  /** The width of `text` in `file` at `size` points, in millimetres. */
  width(file: NotoFile, text: string, size: number): number;
  /** Queues `text` at (x, y) mm from the top left of page `page` (from 0), on its baseline, like jsPDF's `text`. */
  draw(file: NotoFile, text: string, x: number, y: number, size: number, color: Rgb, page: number): void;
  /** jsPDF's PDF with the queued texts drawn over its pages. */
  drawOver(bytes: ArrayBuffer): Promise<ArrayBuffer>;
}

/**
 * pdf-lib asks fontkit 1's `subset.encodeStream()`; fontkit 2 (whose Indic shaper runs without a
 * regenerator runtime, unlike @pdf-lib/fontkit) has `subset.encode()`.
 */
const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const font = fontkit.create(data) as FontkitFont & { createSubset(): { encode(): Uint8Array } };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, {
        encodeStream() {
          const stream = {
            on(event: string, listener: (bytes?: Uint8Array) => void) {
              if (event === "data") queueMicrotask(() => listener(subset.encode()));
              if (event === "end") queueMicrotask(() => queueMicrotask(() => listener()));
              return stream;
            },
          };
          return stream;
        },
      });
    };
    return font;
  },
};

/** Loads the slices `texts` need (through `load`) and answers for them. */
export async function notoText(
  texts: readonly string[],
  load: (file: NotoFile) => Promise<ArrayBuffer>,
): Promise<NotoText> {
  // pdf-lib draws the shaped runs at the end: fetched now, beside the slices, not once the page is laid out.
  const pdfLib = import("pdf-lib");
  pdfLib.catch(() => undefined); // a failed fetch is reported by drawOver, which awaits it
  const fileOf = await notoSliceLookup(texts);
  const files = new Set<NotoFile>();
  for (const char of texts.join("")) {
    const file = fileOf(char.codePointAt(0) ?? 0);
    if (file) files.add(file);
  }
  const data = new Map(
    await Promise.all([...files].map(async (file) => [file, new Uint8Array(await load(file))] as const)),
  );
  const measured = new Map([...data].map(([file, bytes]) => [file, fontkit.create(bytes) as FontkitFont]));
  const queued: Array<{
    file: NotoFile;
    text: string;
    x: number;
    y: number;
    size: number;
    color: Rgb;
    page: number;
  }> = [];
  return {
    fileOf,
    width(file, text, size) {
      const font = measured.get(file)!;
      // pdf-lib draws the shaped glyphs at their own advances (no kerning pairs), so measure them so.
      const advances = font.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
      return (advances / font.unitsPerEm) * size * MM_PER_POINT;
    },
    draw(file, text, x, y, size, color, page) {
      queued.push({ file, text, x, y, size, color, page });
    },
    async drawOver(bytes) {
      const { PDFDocument, PDFHexString, PDFName, PDFOperator, PDFOperatorNames, rgb } = await pdfLib;
      const pdf = await PDFDocument.load(bytes);
      pdf.registerFontkit(fontkitForPdfLib as unknown as Parameters<typeof pdf.registerFontkit>[0]);
      const fonts = new Map(
        await Promise.all(
          [...data].map(async ([file, font]) => [file, await pdf.embedFont(font, { subset: true })] as const),
        ),
      );
      for (const { file, text, x, y, size, color, page: index } of queued) {
        const page = pdf.getPage(index);
        // Devanagari's glyphs stand in another order than its letters (a reph, a short i); readers turn
        // right-to-left glyphs back by themselves, and keep other runs as they are.
        const marked = REORDERED.test(text);
        const actualText = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
        if (marked)
          page.pushOperators(
            PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), actualText]),
          );
        page.drawText(text, {
          x: x / MM_PER_POINT,
          y: page.getHeight() - y / MM_PER_POINT,
          size,
          font: fonts.get(file)!,
          color: rgb(color[0] / 255, color[1] / 255, color[2] / 255),
        });
        if (marked) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      }
      const saved = await pdf.save();
      return saved.buffer.slice(saved.byteOffset, saved.byteOffset + saved.byteLength) as ArrayBuffer;
    },
  };
}
