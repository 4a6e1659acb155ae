import { describe, expect, it } from "vitest";
import type { Named } from "./names";
import { compareByName, compareNames, nameMatches, sortByName } from "./names";

describe.each<[string, Named, Named, number]>([
  ["alphabetical", { name: "Ada", id: "b" }, { name: "Bola", id: "a" }, -1],
  ["case does not matter, id decides", { name: "ada", id: "CLA1" }, { name: "Ada", id: "CLA2" }, -1],
  ["accents do not matter, id decides", { name: "Adá", id: "CLA2" }, { name: "Ada", id: "CLA1" }, 1],
  ["lower-case before upper-case is not a rule", { name: "bola", id: "a" }, { name: "Ada", id: "b" }, 1],
  ["same name and id", { name: "Ada", id: "x" }, { name: "Ada", id: "x" }, 0],
  ["numeric ids compare as numbers", { name: "Cohort", id: 9 }, { name: "Cohort", id: 10 }, -1],
  ["string ids compare by code unit", { name: "Ada", id: "CLA9" }, { name: "Ada", id: "CLAA" }, -1],
  ["shorter prefix name first", { name: "Ade", id: "b" }, { name: "Adebayo", id: "a" }, -1],
])("compareByName: %s", (_case, a, b, sign) => {
  it("orders the pair both ways", () => {
    expect(Math.sign(compareByName(a, b))).toBe(sign);
    expect(Math.sign(compareByName(b, a))).toBe(-sign || 0);
  });
});

describe("compareNames", () => {
  it("uses base sensitivity", () => {
    expect(compareNames("Émile", "emile")).toBe(0);
    expect(compareNames("Zainab", "adaeze")).toBeGreaterThan(0);
  });
});

describe("sortByName", () => {
  const people = [
    { id: "CLA3", name: "chidi" },
    { id: "CLA2", name: "Bola" },
    { id: "CLA5", name: "Ada" },
    { id: "CLA1", name: "ada" },
    { id: "CLA4", name: "Ádá" },
  ];

  it("sorts by name with the collator, then by id, without touching the input", () => {
    expect(sortByName(people).map((p) => p.id)).toEqual(["CLA1", "CLA4", "CLA5", "CLA2", "CLA3"]);
    expect(people[0]?.id).toBe("CLA3");
  });

  it("keeps extra fields", () => {
    const sorted = sortByName([{ id: 2, name: "B", extra: true }]);
    expect(sorted[0]?.extra).toBe(true);
  });
});

describe("nameMatches (a search for a name, docs/product.md §1)", () => {
  it.each([
    ["emile", "Émile Zoë Lefèvre"],
    ["ZOE", "Émile Zoë Lefèvre"],
    ["lukasz", "Łukasz Wąsowski"],
    ["wasowski", "Łukasz Wąsowski"],
    ["stefan serban", "Ştefan Şerban"],
    ["nguyen thi", "Nguyễn Thị Minh Khai"],
    ["straße", "Hans Strasse"],
    ["strasse", "Hans Straße"],
    ["oksana", "OKSANA"],
    ["оксана", "Оксана Петренко"],
    ["γιωργος", "Γιώργος Παπαδόπουλος"],
    ["ΠΑΠΑΔΟΠΟΥΛΟΣ", "Γιώργος Παπαδόπουλος"],
    ["محمد", "مُحَمَّد عبد الله"],
    ["אברהם", "אַבְרָהָם כהן"],
    ["秀英", "王秀英"],
    ["क्षत्रिय", "अर्जुन क्षत्रिय"],
    ["istanbul", "İSTANBUL"],
  ])("finds %s in %s", (query, name) => {
    expect(nameMatches(name, query)).toBe(true);
  });

  it.each([
    ["emilie", "Émile"],
    ["लुकास", "Łukasz"],
    ["%", "Ada Obi"],
    ["अर्जुन", "अरजन"],
  ])("does not find %s in %s", (query, name) => {
    expect(nameMatches(name, query)).toBe(false);
  });

  it("also searches the other texts given (an email)", () => {
    expect(nameMatches("Ben Eze", "ben@", "ben@example.org")).toBe(true);
  });
});
