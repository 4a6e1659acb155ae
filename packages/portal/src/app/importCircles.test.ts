import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No import circle in the portal's code (decision 178): the route table imports every screen (lazily), so a screen
// that imported the table, or the preloads made from it, closed a circle through app/. A dynamic import counts,
// as it does for madge: it is still a module that needs the other. Type-only imports do not (they are erased).

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** The portal modules `file` imports at run time, statically or with `import()`. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && !isTypeOnly(node)) {
      specifier = node.moduleSpecifier;
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifier = node.arguments[0];
    }
    const target = specifier && ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : null;
    if (target) found.add(target);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** Each circle of `graph` once, as the files along it (a depth-first search's back edges). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at !== -1) {
      found.push(onPath.slice(at));
      return;
    }
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe("the portal's imports", () => {
  const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
  const relative = (file: string) => path.relative(SRC, file);

  it("are read: the route table imports its screens lazily", () => {
    expect(graph.get(path.join(SRC, "app/routes.ts"))).toContain(
      path.join(SRC, "screens/courses/CoursesScreen.tsx"),
    );
  });

  it("have no circle", () => {
    expect(circles(graph).map((circle) => circle.map(relative).join(" → "))).toEqual([]);
  });

  it("would show one", () => {
    const withCircle = new Map(graph);
    withCircle.set(path.join(SRC, "screens/courses/CoursesScreen.tsx"), [path.join(SRC, "app/routes.ts")]);
    expect(circles(withCircle).map((circle) => circle.map(relative).sort())).toEqual([
      ["app/routes.ts", "screens/courses/CoursesScreen.tsx"],
    ]);
  });
});
