/**
 * docs/api.md is the contract in the repository's own words; these checks keep it in step with the code:
 * - §6 lists, in bold (`**GET /cla_courses**`), exactly the operations of the OpenAPI document the server
 *   builds, each once;
 * - every fixed text of the message catalogue (errors, field messages, success messages) appears in it
 *   verbatim, so a text changed in code without the document (or the other way round) fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  API_ERRORS,
  API_MESSAGES,
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type Thing,
} from "@cla/domain";
import { apiRoutes } from "../routes/index.ts";
import { buildOpenApiDocument } from "./document.ts";

const DOCS_API = new URL("../../../../docs/api.md", import.meta.url);
const text = readFileSync(DOCS_API, "utf8");

/** The body of the top-level section `## <n>. …`, up to the next top-level heading. */
function topSection(n: number): string {
  const start = text.search(new RegExp(`^## ${n}\\. `, "m"));
  expect(start, `docs/api.md has no "## ${n}." heading`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + 1);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** `METHOD /path` of every bold operation in §6, query strings dropped, in order of appearance. */
function documentedOperations(): string[] {
  return [...topSection(6).matchAll(/\*\*(GET|POST|PUT|DELETE) (\/[^\s*?]+)(?:\?[^*]*)?\*\*/g)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

function openApiOperations(): string[] {
  const document = buildOpenApiDocument(apiRoutes()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe("docs/api.md §6 and the OpenAPI document", () => {
  it("list the same operations", () => {
    const documented = documentedOperations();
    const served = openApiOperations();
    const missing = served.filter((operation) => !documented.includes(operation));
    const unknown = documented.filter((operation) => !served.includes(operation));
    expect(missing, "operations of the OpenAPI document that docs/api.md §6 does not list").toEqual([]);
    expect(unknown, "operations docs/api.md §6 lists that the OpenAPI document does not have").toEqual([]);
  });

  it("describe each operation once", () => {
    const documented = documentedOperations();
    expect(documented.filter((operation, i) => documented.indexOf(operation) !== i)).toEqual([]);
  });

  it("has no operation outside §6 in the listing form", () => {
    const elsewhere = text.replace(topSection(6), "");
    expect(elsewhere.match(/\*\*(GET|POST|PUT|DELETE) \//g) ?? []).toEqual([]);
  });
});

/** Every record name of `<Thing> not found`; a Thing added to the domain without this line is a type error. */
const THINGS = {
  Cohort: true,
  User: true,
  Course: true,
  Topic: true,
  Assignment: true,
  Contribution: true,
  CBT: true,
  "Live class": true,
  Announcement: true,
  Certificate: true,
  File: true,
  Notification: true,
  Extension: true,
} satisfies Record<Thing, true>;

/** Every fixed text of the catalogue, functions applied to each of their values (or an example). */
function catalogueTexts(): string[] {
  const texts: string[] = [];
  for (const value of Object.values(API_ERRORS)) if (typeof value === "string") texts.push(value);
  texts.push(API_ERRORS.wrapperMissing("cla_course"));
  for (const thing of Object.keys(THINGS) as Thing[]) texts.push(API_ERRORS.thingNotFound(thing));
  for (const kind of ASSESSMENT_KIND_NAMES) {
    texts.push(API_ERRORS.alreadyScored(kind), ASSESSMENT_KINDS[kind].deleteMessage);
  }
  for (const value of Object.values(FIELD_MESSAGES)) if (typeof value === "string") texts.push(value);
  for (const max of [NAME_MAX_LENGTH, TEXT_MAX_LENGTH, PASSWORD_MAX_LENGTH])
    texts.push(FIELD_MESSAGES.tooLong(max));
  texts.push(...Object.values(API_MESSAGES));
  return texts;
}

describe("docs/api.md quotes the message catalogue exactly", () => {
  it.each(catalogueTexts())("%s", (message) => {
    // As code (`…`) or inside a JSON example ("…"), never paraphrased.
    expect(text.includes(`\`${message}\``) || text.includes(`"${message}"`)).toBe(true);
  });
});
