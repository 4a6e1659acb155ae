/**
 * The PDFs' fonts read from disk, as pdf/fonts.ts fetches them in the browser, and poppler's reading of a
 * PDF (pdftotext, pdffonts; installed by .ci/run), for the tests of the certificate and the sheet.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FontLoaders } from "../pdf/fonts";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

async function readBytes(file: string): Promise<ArrayBuffer> {
  const buffer = await readFile(file);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

/** Every font file a document asked for, in order (to check what a document would fetch). */
export interface DiskFonts extends FontLoaders {
  asked: string[];
}

export function diskFonts(): DiskFonts {
  const asked: string[] = [];
  return {
    asked,
    loadLatinFont(file) {
      asked.push(file);
      return readBytes(path.join(here, "../pdf/fonts", file));
    },
    loadNotoFont(file) {
      asked.push(file);
      return readBytes(require.resolve(`@fontsource/${file}`));
    },
  };
}

/** `bytes` written to a file and read by poppler's `tool`. */
export async function poppler(
  tool: "pdftotext" | "pdffonts",
  bytes: ArrayBuffer | Uint8Array,
): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "pdf-")), "document.pdf");
  await writeFile(file, new Uint8Array(bytes));
  return execFileSync(tool, [file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
}

/** The rows of pdffonts' table (after its two header lines). */
export async function pdfFontRows(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  return (await poppler("pdffonts", bytes)).trim().split("\n").slice(2);
}

/** Whether a pdffonts row says its font is embedded (the "emb" column). */
export function embedded(row: string): boolean {
  return row.split(/\s+/).at(-5) === "yes";
}
