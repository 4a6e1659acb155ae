import { describe, expect, it } from "vitest";
import { parseCertificateCode } from "../schemas/primitives";
import { certificateVerifyUrl, cohortCompletion, toPublicCertificate } from "./certificates";

describe("cohortCompletion (docs/api.md §6.11)", () => {
  it("completed once every course ended before today: completed_on is the last end_date", () => {
    expect(cohortCompletion(["2025-03-28", "2025-06-30", "2025-05-01"], "2025-07-01")).toEqual({
      completed: true,
      completedOn: "2025-06-30",
    });
  });

  it("not on the last end_date itself: available the day after", () => {
    expect(cohortCompletion(["2025-03-28", "2025-06-30"], "2025-06-30")).toEqual({
      completed: false,
      availableOn: "2025-07-01",
    });
    expect(cohortCompletion(["2025-12-31"], "2025-01-01")).toEqual({
      completed: false,
      availableOn: "2026-01-01",
    });
  });

  it("a cohort without courses never completes: available_on null", () => {
    expect(cohortCompletion([], "2025-07-01")).toEqual({ completed: false, availableOn: null });
  });
});

describe("parseCertificateCode", () => {
  it.each([
    ["CLA-7K2P-Q9XW-4HM3", "CLA-7K2P-Q9XW-4HM3"],
    ["cla-7k2p-q9xw-4hm3", "CLA-7K2P-Q9XW-4HM3"],
    ["CLA7K2PQ9XW4HM3", "CLA-7K2P-Q9XW-4HM3"],
    ["cla7k2pq9xw4hm3", "CLA-7K2P-Q9XW-4HM3"],
    ["CLA-7K2PQ9XW-4HM3", "CLA-7K2P-Q9XW-4HM3"],
    [" CLA-7K2P-Q9XW-4HM3 ", "CLA-7K2P-Q9XW-4HM3"],
  ])("%j → %s (letter case and hyphens do not matter)", (input, expected) => {
    expect(parseCertificateCode(input)).toBe(expected);
  });

  it.each([
    "",
    "CLA",
    "CLA-7K2P-Q9XW-4HM",
    "CLA-7K2P-Q9XW-4HM33",
    "CLA-7K2P-Q9XW-4HMU", // U is not Crockford base32
    "CLA-ILO0-0000-0000",
    "XYZ-7K2P-Q9XW-4HM3",
    "CLA-7K2P-Q9XW-4HM3/..",
    "CLA 7K2P Q9XW 4HM3",
    "' OR 1=1 --",
  ])("%j is malformed (null)", (input) => {
    expect(parseCertificateCode(input)).toBeNull();
  });

  it("only strings", () => {
    expect(parseCertificateCode(undefined)).toBeNull();
    expect(parseCertificateCode(123)).toBeNull();
  });
});

describe("certificateVerifyUrl and toPublicCertificate", () => {
  const certificate = {
    code: "CLA-7K2P-Q9XW-4HM3",
    name: "Ada Obi",
    cla_cohort_id: 3,
    cla_cohort_name: "Cohort 2025A",
    courses: [
      { id: "c0000000-0000-4000-8000-000000000001", name: "Foundations" },
      { id: "c0000000-0000-4000-8000-000000000002", name: "Vision" },
    ],
    completed_on: "2025-06-30",
    issued_at: "2025-07-01T08:00:00.000Z",
    verify_url: certificateVerifyUrl("https://portal.example.org", "CLA-7K2P-Q9XW-4HM3"),
  };

  it("verify_url is PUBLIC_BASE_URL + /verify/ + code", () => {
    expect(certificate.verify_url).toBe("https://portal.example.org/verify/CLA-7K2P-Q9XW-4HM3");
  });

  it("the public form drops the cohort id and the course ids, and nothing else", () => {
    expect(toPublicCertificate(certificate)).toEqual({
      code: "CLA-7K2P-Q9XW-4HM3",
      name: "Ada Obi",
      cla_cohort_name: "Cohort 2025A",
      courses: [{ name: "Foundations" }, { name: "Vision" }],
      completed_on: "2025-06-30",
      issued_at: "2025-07-01T08:00:00.000Z",
      verify_url: "https://portal.example.org/verify/CLA-7K2P-Q9XW-4HM3",
    });
  });
});
