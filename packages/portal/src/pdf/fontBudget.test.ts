/**
 * The bytes of font files a certificate fetches, by the script of its name (decision 179: bytes only for the
 * scripts a document uses). The files are the ones the build serves (pdf/fonts.ts); bench/README.md
 * records the figures. The JavaScript a download loads is measured by the build (bench:portal).
 */
import { stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCertificate, WORLD_NAMES } from "@cla/domain/fixtures";
import { describe, expect, it } from "vitest";
import { buildCertificatePdf } from "../screens/certificate/pdf/certificatePdf";
import { diskFonts } from "../test/pdfFonts";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Inter's and Lora's Latin files: what a Latin name fetches. */
const LATIN_FILES = 122_912 + 76_408;
/** Their Latin Extended files, only for a text that needs them (every certificate fetched them before). */
const LATIN_EXT_FILES = 188_572 + 45_696;

/** The budget of each certificate, in bytes of font files: the Latin files, then the files of the name. */
const BUDGETS = {
  latin: LATIN_FILES,
  polish: LATIN_FILES + LATIN_EXT_FILES,
  cyrillic: LATIN_FILES + 12_000,
  arabic: LATIN_FILES + 100_000,
  simplifiedChinese: LATIN_FILES + 120_000,
} as const;

async function bytesOf(file: string): Promise<number> {
  const location = file.endsWith(".ttf")
    ? path.join(here, "fonts", file)
    : require.resolve(`@fontsource/${file}`);
  return (await stat(location)).size;
}

describe("the font bytes a certificate fetches", () => {
  it.each(Object.entries(BUDGETS))("%s name: within its budget", async (script, budget) => {
    const name = script === "latin" ? "Lydia Asante" : WORLD_NAMES[script as keyof typeof WORLD_NAMES];
    const fonts = diskFonts();
    await buildCertificatePdf(
      { ...buildCertificate(new Date("2026-03-20T10:00:00Z")), name },
      { academyName: "Christian Leadership Academy", fonts },
    );
    const sizes = await Promise.all(fonts.asked.map(bytesOf));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(`${script}: ${total} bytes in ${fonts.asked.length} files (${fonts.asked.join(", ")})`);
    if (script === "latin") expect(total).toBe(LATIN_FILES);
    if (script === "polish") expect(total).toBe(LATIN_FILES + LATIN_EXT_FILES);
    expect(total).toBeLessThanOrEqual(budget);
  });
});
