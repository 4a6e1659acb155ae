/**
 * The enrolment bench row (docs/decisions/168, bench/README.md): 2,000 rows previewed, then enrolled, on the
 * engine of the run. A measurement, not a timed test: it runs only with CLA_BENCH_ENROL=1 and prints the
 * times; it asserts what the two calls did, never how long they took.
 *
 *   CLA_BENCH_ENROL=1 pnpm exec vitest run --project api packages/api/src/routes/admin/enrolment-bench.test.ts
 */
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { routeSuite } from "../../test/harness.ts";

const ROWS = 2000;

describe.runIf(process.env.CLA_BENCH_ENROL === "1")("enrolment bench", () => {
  const s = routeSuite();

  it(`${ROWS} rows: preview, then enrol`, async () => {
    const lines = Array.from(
      { length: ROWS },
      (_, i) =>
        `Student ${i},student-${i}@example.org,+234 800 ${String(i).padStart(4, "0")},2000-01-01,Cohort A`,
    );
    const body = `name,email,phone_number,birthday,cohort\n${lines.join("\n")}\n`;
    const send = (path: string) =>
      s.t.request("POST", `/api/v1${path}`, {
        token: s.w.admin.token,
        body,
        headers: { "content-type": "text/csv" },
      });
    const t0 = performance.now();
    const preview = await send("/cla_enrolments/preview");
    const t1 = performance.now();
    const enrolled = await send("/cla_enrolments");
    const t2 = performance.now();
    expect(preview.body.counts.new).toBe(ROWS);
    expect(enrolled.body.enrolled).toBe(ROWS);
    expect(await s.t.count("email_outbox")).toBe(ROWS);
    process.stdout.write(
      `enrolment bench (${s.t.database.engine}, ${ROWS} rows, ${body.length} bytes): preview ${Math.round(t1 - t0)} ms, enrol ${Math.round(t2 - t1)} ms\n`,
    );
  }, 120_000);
});
