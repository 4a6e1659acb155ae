/**
 * The documents live in the repository (docs/decisions/148). Every tracked text file is checked:
 *
 * - outside docs/decisions/, no file names the former external documents (the contract, the specification,
 *   the design and toolchain notes, by their old file names or short forms) or the folder they lived in; they
 *   are docs/api.md, docs/product.md, docs/architecture.md and docs/toolchain.md now. Decision records may
 *   mention them as history;
 * - everywhere, a reference such as `docs/api.md §6.3`, `docs/product.md §2.3`, `docs/architecture.md §4.4`
 *   or `docs/toolchain.md trap 8` names a section (or trap) that exists in that file;
 * - the four documents keep the section numbers that references rely on;
 * - no file names a tracker's issue by its number: the tracker is outside the repository, so a reader could not
 *   follow it (say what the work was, or name its decision).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Tracked files with their text; binary files (a NUL byte) and the lockfile are left out. */
function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file !== "" && file !== "pnpm-lock.yaml");
  const texts: { file: string; text: string }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree but still in the index
    }
    if (!text.includes("\0")) texts.push({ file, text });
  }
  return texts;
}

const FILES = trackedTexts();

/**
 * Mentions of the former external documents. Written as patterns, so this file does not mention them itself.
 * Upper case only: `docs/api.md` and `docs/product.md` are the repository's own.
 */
const FORMER_DOCUMENTS: [RegExp, string][] = [
  [/(?<![\w/.-])(?:API|SPEC|DESIGN|TOOLCHAIN)\.md\b/g, "an external document by file name"],
  [/\bSPEC\s§/g, "the external specification by its short name"],
  [/\bTOOLCHAIN\strap\b/g, "the external toolchain notes by their short name"],
  [/\.\.\/shared\b|\/work\/shared\b/g, "the external documents' folder"],
];

/** The line numbers and text of every match of `pattern` in `text`. */
function matches(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push(`${line}: ${match[0]}`);
  }
  return found;
}

describe("no file outside docs/decisions names the former external documents", () => {
  const checked = FILES.filter(({ file }) => !file.startsWith("docs/decisions/"));

  it("reads the repository's files", () => {
    expect(checked.length).toBeGreaterThan(100);
  });

  it.each(FORMER_DOCUMENTS)("%s (%s)", (pattern) => {
    const offenders = checked.flatMap(({ file, text }) =>
      matches(text, pattern).map((where) => `${file}:${where}`),
    );
    expect(offenders, "use docs/api.md, docs/product.md, docs/architecture.md or docs/toolchain.md").toEqual(
      [],
    );
  });
});

describe("no file names a tracker's issue by its number", () => {
  it("holds for every tracked file", () => {
    const offenders = FILES.flatMap(({ file, text }) =>
      matches(text, /\b[Ii]ssues? #?\d+\b/g).map((where) => `${file}:${where}`),
    );
    expect(offenders, "say what the work was, or name its decision").toEqual([]);
  });
});

/** Section numbers of a document: its `## 1.` / `### 1.1` headings. */
function sections(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), "utf8");
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!));
}

/** Trap numbers of docs/toolchain.md: its `### Trap N:` headings. */
function traps(): Set<string> {
  const text = readFileSync(path.join(root, "docs/toolchain.md"), "utf8");
  return new Set([...text.matchAll(/^#{2,4} Trap (\d+):/gm)].map((m) => m[1]!));
}

const SECTIONED = ["docs/api.md", "docs/product.md", "docs/architecture.md"] as const;

describe("references to the documents name sections that exist", () => {
  // `docs/api.md §6.3`, also across a line break inside a comment (`docs/api.md\n * §6.3`).
  it.each(SECTIONED)("%s §…", (document) => {
    const known = sections(document);
    const reference = new RegExp(`${document.replace(".", "\\.")}(?:[\\s*/#]|'s)*§ ?(\\d+(?:\\.\\d+)*)`, "g");
    const broken = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(reference)]
        .filter((m) => !known.has(m[1]!))
        .map((m) => `${file}:${text.slice(0, m.index).split("\n").length}: §${m[1]}`),
    );
    expect(broken, `sections of ${document}: ${[...known].join(", ")}`).toEqual([]);
  });

  it("docs/toolchain.md trap N / item N", () => {
    const known = traps();
    const broken = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/toolchain\.md,? (?:trap|item) (\d+)/g)]
        .filter((m) => !known.has(m[1]!))
        .map((m) => `${file}:${text.slice(0, m.index).split("\n").length}: trap ${m[1]}`),
    );
    expect(broken).toEqual([]);
  });
});

describe("the documents keep their numbering", () => {
  const range = (prefix: string, last: number) =>
    Array.from({ length: last }, (_, i) => `${prefix}.${i + 1}`);
  it.each([
    [
      "docs/api.md",
      [
        ...["1", ...range("1", 7), "2", "3", ...range("3", 5), "4", "5", "6", ...range("6", 16)],
        ...["7", ...range("7", 4), "8", "8.1", "9", "10", "11", ...range("11", 3), "12"],
      ],
    ],
    ["docs/product.md", ["1", "2", ...range("2", 4), "3", "4", "5", "6", "7", "8", "9"]],
    ["docs/architecture.md", ["1", "2", "3", "4", ...range("4", 9), "5"]],
    ["docs/toolchain.md", ["1", "2", "3", "4"]],
  ])("%s", (document, expected) => {
    expect([...sections(document)]).toEqual(expected);
  });

  it("docs/toolchain.md traps 1–9", () => {
    expect([...traps()]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });
});

describe("docs/decisions/README.md indexes every decision with its status", () => {
  const dir = path.join(root, "docs/decisions");
  const index = readFileSync(path.join(dir, "README.md"), "utf8");
  const decisions = FILES.map(({ file }) => file).filter((file) =>
    /^docs\/decisions\/\d{3}-.*\.md$/.test(file),
  );

  it.each(decisions)("%s", (file) => {
    const name = path.basename(file);
    const status = /^Status: (.+)$/m.exec(readFileSync(path.join(root, file), "utf8"))?.[1];
    expect(status, "a Status: line under the date").toBeDefined();
    const row = index
      .split("\n")
      .find((line) => line.startsWith(`| ${name.slice(0, 3)} | [`) && line.includes(`](${name})`));
    expect(row, "a row in the index").toBeDefined();
    expect(row!.split(" | ")[2], "the same status as the file").toBe(status);
  });
});
