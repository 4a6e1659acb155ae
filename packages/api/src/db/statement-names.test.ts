/**
 * Statement names (statement-names.ts): one name per text up to a bound, and which node-postgres calls get
 * one. (The whole API suite runs through them on PostgreSQL.)
 */
import { describe, expect, it } from "vitest";
import { namePoolQuery, StatementNames } from "./statement-names.ts";

describe("StatementNames", () => {
  it("gives each text one name, and none past its bound", () => {
    const names = new StatementNames(2);
    expect([names.nameOf("a"), names.nameOf("b"), names.nameOf("a"), names.nameOf("c")]).toEqual([
      "cla_0",
      "cla_1",
      "cla_0",
      undefined,
    ]);
  });
});

describe("namePoolQuery", () => {
  const names = new StatementNames();

  it("names a parameterised statement and keeps the rest of the call", () => {
    const callback = () => {};
    expect(namePoolQuery(names, [{ text: "SELECT $1", rowMode: "array" }, [1], callback])).toEqual([
      { text: "SELECT $1", rowMode: "array", name: names.nameOf("SELECT $1") },
      [1],
      callback,
    ]);
  });

  it("leaves named statements, statements without values and plain strings as they are", () => {
    for (const args of [
      [{ text: "SELECT $1", name: "cla_find_caller" }, [1]],
      [{ text: "SELECT 1" }, []],
      [{ text: "SELECT 1" }],
      ["SELECT $1", [1]],
    ]) {
      expect(namePoolQuery(names, args)).toBe(args);
    }
  });
});
