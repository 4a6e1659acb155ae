/**
 * The certificate's name line as a reader sees it: poppler rasterises the name's region of the page
 * (`pdftoppm`, 150 dpi) and Chromium draws the same name in the same files (Lora's Latin files, then the
 * Noto slices the PDF was built with), shaped by HarfBuzz as a browser shapes it. The two inks are
 * compared: a box, a missing glyph or Arabic letters drawn unjoined make them differ beyond TOLERANCE
 * (decision 179, which records the figures). One Chromium for all names: /usr/bin/chromium, or CHROME_PATH.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Certificate } from "@cla/domain/client";
import { buildCertificate, WORLD_NAMES } from "@cla/domain/fixtures";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCertificatePdf } from "../screens/certificate/pdf/certificatePdf";
import { diskFonts, type DiskFonts } from "../test/pdfFonts";
import { compareInk, type InkComparison } from "../test/inkComparison";

/**
 * The share of ink pixels (either image's) with no ink of the other image within 1 px (0.17 mm), the two
 * inks placed on each other at the best shift within 2 px of their centroids. Measured (decision 179):
 * every name of WORLD_NAMES at most 0.009; a dropped diaeresis 0.03, missing marks or letters 0.18–0.38,
 * a Korean name in boxes 0.69, unjoined Arabic 0.87.
 */
const TOLERANCE = 0.02;

const DPI = 150;
const NAME_POINTS = 28; // certificatePdf.ts draws the name in 28 pt, shrinking only a very long one.
/** The name's region of the page, in mm: below the line above it (70 mm), above the rule under it (93 mm). */
const REGION = { left: 20, top: 74, right: 277, bottom: 92.2 };
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

const require = createRequire(import.meta.url);

/** A Noto file's unicode-range as fontsource's CSS declares it (`noto-sans-sc/files/noto-sans-sc-116-…` → `[116]`). */
function notoRange(file: string): string {
  const [family, , name] = file.split("/") as [string, string, string];
  const subset = name.slice(family.length + 1, -"-400-normal.woff".length);
  const table = require(`@fontsource/${family}/unicode.json`) as Record<string, string>;
  return table[subset] ?? table[`[${subset}]`]!;
}
const LATIN_RANGES = require("@fontsource/noto-sans/unicode.json") as Record<string, string>;

const certificate: Certificate = buildCertificate(new Date("2026-03-20T10:00:00Z"));

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env["CHROME_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  page = await browser.newPage();
  // The transform that runs these tests names functions through a helper the page does not have.
  await page.evaluate("globalThis.__name = (target) => target");
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The certificate for `name`, its name region as poppler draws it (a PNG), and the fonts it asked for. */
async function popplerName(
  name: string,
  fonts: DiskFonts = diskFonts(),
): Promise<{ png: Buffer; fonts: DiskFonts }> {
  const bytes = await buildCertificatePdf(
    { ...certificate, name },
    { academyName: "Christian Leadership Academy", fonts },
  );
  const directory = await mkdtemp(path.join(tmpdir(), "name-"));
  await writeFile(path.join(directory, "certificate.pdf"), new Uint8Array(bytes));
  execFileSync("pdftoppm", [
    ...["-r", String(DPI), "-png", "-singlefile"],
    ...["-x", String(px(REGION.left)), "-y", String(px(REGION.top))],
    ...["-W", String(px(REGION.right - REGION.left)), "-H", String(px(REGION.bottom - REGION.top))],
    path.join(directory, "certificate.pdf"),
    path.join(directory, "name"),
  ]);
  return { png: await readFile(path.join(directory, "name.png")), fonts };
}

/**
 * `name` as Chromium draws it with fontsource's CSS for the same files — Lora's Latin and Latin Extended,
 * then the `noto` slices, each for its unicode-range — compared with poppler's `png`.
 */
async function compare(name: string, png: Buffer, noto: readonly string[]): Promise<InkComparison> {
  const fonts = diskFonts();
  const faces = await Promise.all([
    fonts.loadLatinFont("lora-latin.ttf").then((data) => [data, LATIN_RANGES["latin"]!] as const),
    fonts.loadLatinFont("lora-latin-ext.ttf").then((data) => [data, LATIN_RANGES["latin-ext"]!] as const),
    ...noto.map((file) => fonts.loadNotoFont(file).then((data) => [data, notoRange(file)] as const)),
  ]);
  return page.evaluate(compareInk, {
    popplerPng: png.toString("base64"),
    name,
    faces: faces.map(([data, unicodeRange]) => ({
      data: Buffer.from(data).toString("base64"),
      unicodeRange,
    })),
    fontPixels: (NAME_POINTS / 72) * DPI,
  });
}

/** The Noto files a document asked for. */
const notoFiles = (fonts: DiskFonts) => fonts.asked.filter((file) => !file.endsWith(".ttf"));

describe("the certificate's name drawn as Chromium draws it (pdftoppm against Chromium)", () => {
  it.each(Object.entries(WORLD_NAMES))("%s: %s", async (_script, name) => {
    const { png, fonts } = await popplerName(name);
    const result = await compare(name, png, notoFiles(fonts));
    expect(result.mismatch).toBeLessThan(TOLERANCE);
  });

  it.each([
    ["a dropped diaeresis", "Zoë", "Zoe"],
    ["Vietnamese without its tone marks", WORLD_NAMES.vietnamese, "Nguyên Thi Minh Khai"],
    ["a Thai vowel missing", WORLD_NAMES.thai, "สมชาย ใจด"],
    ["a Devanagari vowel sign missing", WORLD_NAMES.devanagari, "अर्जुन क्षत्रय"],
    ["an Arabic letter missing", WORLD_NAMES.arabic, "محمد عبد اله"],
  ])("tells %s from the name: %s drawn as %s", async (_case, name, drawn) => {
    const { png, fonts } = await popplerName(drawn);
    const result = await compare(name, png, notoFiles(fonts));
    expect(result.mismatch).toBeGreaterThan(TOLERANCE);
  });

  it("tells Arabic drawn unjoined from Arabic as it is written", async () => {
    const name = WORLD_NAMES.arabic;
    // A zero-width non-joiner between the letters: the PDF draws each letter in its isolated form.
    const { png, fonts } = await popplerName([...name].join("\u200c"));
    const result = await compare(name, png, notoFiles(fonts));
    expect(result.mismatch).toBeGreaterThan(TOLERANCE);
  });

  it("tells boxes from the letters: a Korean name drawn from a font without Hangul", async () => {
    const fonts = diskFonts();
    const requested: string[] = [];
    const { png } = await popplerName(WORLD_NAMES.korean, {
      ...fonts,
      // Every Noto slice answered with the Arabic one, which has no Hangul: the PDF draws missing glyphs.
      loadNotoFont(file) {
        requested.push(file);
        return fonts.loadNotoFont("noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff");
      },
    });
    const result = await compare(WORLD_NAMES.korean, png, requested);
    expect(result.mismatch).toBeGreaterThan(TOLERANCE);
  });
});
