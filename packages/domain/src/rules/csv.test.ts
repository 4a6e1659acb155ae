import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "./csv";

describe("csvCell: no cell a spreadsheet would run as a formula (OWASP CSV injection, decision 176)", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    // a formula after a separator a spreadsheet may split at
    ["Bob;=1+1", `"'Bob;=1+1"`],
    ["Bob; =1+1", `"'Bob; =1+1"`],
    ["Bob,+1", `"'Bob,+1"`],
    ["Bob\t@x", `"'Bob\t@x"`],
    ["Bob|=cmd", `"'Bob|=cmd"`],
    ["Bob\n-1", `"'Bob\n-1"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])("%j → %s", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ["Ada Obi", "Ada Obi"],
    ["Smith-Jones", "Smith-Jones"],
    ["a@b.org", "a@b.org"],
    ["12.5", "12.5"],
    ["Église, Ré", '"Église, Ré"'],
    ["Bob; Ann", '"Bob; Ann"'],
    ['say "hi"', '"say ""hi"""'],
  ])("%j is kept as %s", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe("csvText", () => {
  it("a byte-order mark, comma-separated cells and CRLF line ends", () => {
    expect(
      csvText([
        ["a", "b"],
        ["=1", "c,d"],
      ]),
    ).toBe(`\uFEFFa,b\r\n'=1,"c,d"\r\n`);
  });
});
