/**
 * The ratchet of decision 184: in a converted directory no text a person reads is written in a component; it
 * comes from the catalogue (`m.*()`). Later sessions convert a screen and add its directory here; nothing is
 * ever taken off the list.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The converted directories and files, relative to packages/portal/src. */
export const CONVERTED = [
  "i18n",
  "screens/account",
  "screens/login",
  "screens/sign-up",
  "screens/forgot-password",
  "screens/reset-password",
  "screens/welcome",
  "screens/portal-layout",
  "screens/extensions",
  "app/ScreenStates.tsx",
  "app/ScreenBoundary.tsx",
  "app/SessionExpiryRedirect.tsx",
  "app/texts.ts",
];

/** Props and calls whose string a person reads (a label, a name, a title, a toast). */
const READ_PROPS = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
  "heading",
  "description",
  "submitLabel",
  "busyLabel",
]);
const READ_CALLS = new Set(["useScreenTitle", "success", "error", "info", "warning"]);

function files(entry: string): string[] {
  const full = path.join(src, entry);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => path.join(full, name));
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Each literal a person would read, as "file:line text". */
export function readableLiterals(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, literal: string) =>
    found.push(
      `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${literal.trim()}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && ts.isStringLiteralLike(value) && hasWords(value.text)) report(node, value.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const first = node.arguments[0];
      if (READ_CALLS.has(callee.getText()) && first && ts.isStringLiteralLike(first) && hasWords(first.text))
        report(node, first.text);
    }
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isStringLiteralLike(node.initializer)) {
      // A constant holding a sentence or a title (capitalised words) is a text too.
      if (/^\p{Lu}\p{Ll}+( \p{L}+)*[.!?]?$/u.test(node.initializer.text)) report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("converted components carry no text of their own (decision 184)", () => {
  it("finds a literal where there is one", () => {
    const sample =
      'const T = "Portal";\nexport const V = () => <p title="Hello there">Welcome <b>{x}</b></p>;\nnotify.success("Saved!");';
    expect(readableLiterals(path.join(src, "sample.tsx"), sample)).toHaveLength(4);
  });

  it.each(CONVERTED)("%s", (entry) => {
    expect(files(entry).flatMap((file) => readableLiterals(file))).toEqual([]);
  });
});
