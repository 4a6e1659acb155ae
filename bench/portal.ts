/**
 * The portal on a slow phone: every step a student and a facilitator take, timed in Chromium under the profile
 * of decision 155 — network latency 150 ms, 1.6 Mbps down, 750 Kbps up, the CPU slowed 4×, a 412 × 823
 * viewport — against `pnpm start` (a fresh data directory with the demo academy, on a free port). Every run
 * starts from a cold HTTP cache (a new browser context); the medians of RUNS runs are compared with the goals.
 * Exits 1 when a goal does not hold.
 *
 *   pnpm --filter @cla/bench bench:portal [--runs=N] [--waterfall]
 *
 * Each step is timed inside the page: from the click (a capturing listener notes performance.now()) or from
 * the navigation's start (a page load), until the element that shows the step is done is on screen, checked on
 * every animation frame. Between steps the bench waits until the network has been quiet for 500 ms, as a person
 * reading the screen would; before Sign In it waits 3 s after the form became usable (the typing).
 * /login's form is in the page itself (decision 170): its fields take typing at first paint, and Sign In can be
 * pressed once the page's script has taken the form over, which must happen within the 3 s of typing.
 * "JS before Sign In": the scripts /login loaded until then, gzipped at level 6 as bench:login measures them. CHROME_PATH (default /usr/bin/chromium) selects the browser.
 * Results: bench/results/portal.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { chromiumLaunch } from "../e2e/support/chromium.ts";
import { median, PROFILE, reportGoals, slowPhonePage } from "./profile.ts";
import { startApp } from "./server.ts";

const RESULTS = path.join(import.meta.dirname, "results", "portal.json");
/** `--waterfall`: after the table, every request of each step of the first run, from the step's start. */
const WATERFALL = process.argv.includes("--waterfall");
const RUNS = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5) || 5);

const DEMO = {
  student: { email: "student@example.org", password: "demo-student" },
  facilitator: { email: "facilitator@example.org", password: "demo-facilitator" },
} as const;
const COHORT = "Cohort Emmanuel";

/** The steps and their goals (seconds); `kb` rows are kilobytes. */
export const STEPS = [
  { id: "login", label: "student: open /login until the password field is visible", goal: 1.3 },
  {
    id: "loginReady",
    label: "student: open /login until Sign In can be pressed (within the 3 s of typing)",
    goal: 3,
  },
  {
    id: "loginJsKb",
    label: "JavaScript (gzip) loaded before Sign In can be pressed",
    goal: 100,
    unit: "KB",
  },
  { id: "signIn", label: "student: Sign In until the dashboard's first course card is visible", goal: 0.55 },
  { id: "courses", label: "student: side navigation → Courses until the list shows", goal: 0.45 },
  { id: "course", label: "student: a course until its topics show", goal: 0.45 },
  {
    id: "return",
    label: "student: return visit, /portal/dashboard (session, warm cache) until a course card",
    goal: 0.8,
  },
  {
    id: "facilitatorLogin",
    label: "facilitator: open /login until the password field is visible",
    goal: 1.3,
  },
  {
    id: "facilitatorSignIn",
    label: "facilitator: Sign In until the desk's cohort filter is filled",
    goal: 0.55,
  },
  { id: "students", label: "facilitator: desk → a cohort's students list", goal: 0.45 },
  {
    id: "assignments",
    label: "facilitator: side navigation → Assignments until the filter shows",
    goal: 0.45,
  },
  { id: "scoreForm", label: "facilitator: an assignment until its scoring form shows", goal: 0.45 },
  {
    id: "gradebook",
    label:
      "facilitator: gradebook, a course chosen until its grid shows (decision 186: 100 × 40 on a real cohort)",
    goal: 0.45,
  },
] as const satisfies readonly { id: string; label: string; goal: number; unit?: string }[];
type StepId = (typeof STEPS)[number]["id"];
type Run = Partial<Record<StepId, number>>;

// ---------------------------------------------------------------------------------------------------
// In the page

/**
 * Runs in every document before its own scripts: notes the time of the last click (capture phase, so before
 * any handler) in window.__benchClick.
 */
const CLICK_CLOCK = `addEventListener("click", () => { window.__benchClick = performance.now(); }, true);`;

/**
 * Resolves with performance.now() on the first animation frame where `selector` matches an element with a
 * box (and, with `text`, whose text contains it, and, with `without`, whose text does not).
 */
async function shownAt(
  page: Page,
  target: { selector: string; text?: string; without?: string },
): Promise<number> {
  const handle = await page.waitForFunction(
    ({ selector, text, without }) => {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const content = element.textContent ?? "";
        if (text !== undefined && !content.includes(text)) continue;
        if (without !== undefined && content.includes(without)) continue;
        return performance.now();
      }
      return false;
    },
    target,
    { polling: "raf", timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Seconds from the last click to `target` on screen. */
async function afterClick(page: Page, click: () => Promise<void>, target: Parameters<typeof shownAt>[1]) {
  await click();
  const shown = await shownAt(page, target);
  const clicked = await page.evaluate(() => (window as unknown as { __benchClick: number }).__benchClick);
  return (shown - clicked) / 1000;
}

/** Seconds from the navigation's start (the page's time origin) to `target` on screen. */
async function afterLoad(page: Page, url: string, target: Parameters<typeof shownAt>[1]) {
  await page.goto(url, { waitUntil: "commit" });
  return (await shownAt(page, target)) / 1000;
}

// ---------------------------------------------------------------------------------------------------
// The browser

interface Tab {
  page: Page;
  /** Resolves once no request has been in flight for 500 ms. */
  quiet: () => Promise<void>;
  /** Scripts that finished loading so far, with their bodies. */
  scripts: Promise<{ url: string; gzipBytes: number } | null>[];
  /** Every request of the tab: what, and when it started and ended (this process's clock, ms). */
  requests: { what: string; start: number; end?: number }[];
}

/** One step's requests, for --waterfall. */
interface Trace {
  step: string;
  start: number;
  end: number;
  requests: Tab["requests"];
}
const traces: Trace[] = [];

/** Runs one step and, with --waterfall, keeps the requests it made (those of the first run are printed). */
async function traced<T>(tab: Tab, step: string, run: () => Promise<T>): Promise<T> {
  const from = tab.requests.length;
  const start = performance.now();
  const value = await run();
  if (WATERFALL) traces.push({ step, start, end: performance.now(), requests: tab.requests.slice(from) });
  return value;
}

function printWaterfall(): void {
  const printed = new Set<string>();
  for (const { step, start, end, requests } of traces) {
    if (printed.has(step)) continue;
    printed.add(step);
    console.log(`\n${step}: ${((end - start) / 1000).toFixed(2)} s`);
    for (const r of requests) {
      const at = (t: number | undefined) =>
        t === undefined ? "     …" : `${((t - start) / 1000).toFixed(3)}`;
      console.log(`  ${at(r.start)} → ${at(r.end)}  ${r.what}`);
    }
  }
}

async function openTab(browser: Browser): Promise<Tab> {
  const page = await slowPhonePage(browser, { init: CLICK_CLOCK });
  let inFlight = 0;
  let lastChange = performance.now();
  const requests: Tab["requests"] = [];
  const started = new Map<Request, Tab["requests"][number]>();
  const settle = (request: Request) => {
    inFlight -= 1;
    lastChange = performance.now();
    const entry = started.get(request);
    if (entry) entry.end = lastChange;
  };
  page.on("request", (request) => {
    inFlight += 1;
    lastChange = performance.now();
    const url = new URL(request.url());
    const entry = { what: `${request.method()} ${url.pathname}${url.search}`, start: lastChange };
    started.set(request, entry);
    requests.push(entry);
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  const scripts: Tab["scripts"] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 6 }).length }),
        () => null,
      ),
    );
  });
  const quiet = async () => {
    for (;;) {
      if (inFlight <= 0 && performance.now() - lastChange >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { page, quiet, scripts, requests };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /login until usable, then the credentials, 3 s, and Sign In until `landing` shows. */
async function signIn(
  tab: Tab,
  origin: string,
  login: { email: string; password: string },
  landing: Parameters<typeof shownAt>[1],
): Promise<{ usable: number; ready: number; jsKb: number; signIn: number }> {
  const { page } = tab;
  const usable = await traced(tab, "open /login", () =>
    afterLoad(page, `${origin}/login`, { selector: 'main input[type="password"]' }),
  );
  const ready = (await shownAt(page, { selector: 'main button[type="submit"]:not([disabled])' })) / 1000;
  // As bench:login counts them: what the page requested before its own prefetch began (the
  // `cla-portal-prefetch` mark, by the request's start time in the page) and its inline scripts.
  const { inline, prefetchedUrls } = await page.evaluate(() => {
    const mark = performance.getEntriesByName("cla-portal-prefetch")[0]?.startTime ?? Infinity;
    return {
      inline: [...document.querySelectorAll("script:not([src])")]
        .map((script) => script.textContent ?? "")
        .join("\n"),
      prefetchedUrls: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= mark)
        .map((entry) => new URL(entry.name).pathname),
    };
  });
  const prefetched = new Set(prefetchedUrls);
  const loaded = (await Promise.all([...tab.scripts])).filter(
    (script): script is { url: string; gzipBytes: number } => script !== null && !prefetched.has(script.url),
  );
  const jsBytes =
    loaded.reduce((sum, script) => sum + script.gzipBytes, 0) + gzipSync(inline, { level: 6 }).length;
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(login.email);
  await page.getByLabel(/^Password/).fill(login.password);
  await sleep(3000);
  await tab.quiet();
  const signedIn = await traced(tab, `Sign In as ${login.email}`, () =>
    afterClick(page, () => page.getByRole("button", { name: "Sign In" }).click(), landing),
  );
  return { usable, ready, jsKb: jsBytes / 1024, signIn: signedIn };
}

/** The side navigation's link (behind the Menu toggle at this width). */
async function openFromMenu(page: Page, link: string) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const item = page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: link });
  await item.waitFor();
  await item.click();
}

const COURSE_CARD = { selector: 'main [role="meter"]' };

async function studentRun(browser: Browser, origin: string): Promise<Run> {
  const tab = await openTab(browser);
  const { page } = tab;
  try {
    const first = await signIn(tab, origin, DEMO.student, COURSE_CARD);
    await tab.quiet();
    const courses = await traced(tab, "→ Courses", () =>
      afterClick(page, () => openFromMenu(page, "Courses"), {
        selector: 'main ul[aria-label="Courses"] li button',
      }),
    );
    await tab.quiet();
    const course = await traced(tab, "→ a course", () =>
      afterClick(
        page,
        () =>
          page.locator('main ul[aria-label="Courses"] li:not([data-locked="true"]) button').first().click(),
        { selector: 'main section[aria-labelledby="course-topics"]', text: "Topics", without: "Loading" },
      ),
    );
    await tab.quiet();
    const back = await traced(tab, "return to /portal/dashboard", () =>
      afterLoad(page, `${origin}/portal/dashboard`, COURSE_CARD),
    );
    return {
      login: first.usable,
      loginReady: first.ready,
      loginJsKb: first.jsKb,
      signIn: first.signIn,
      courses,
      course,
      return: back,
    };
  } finally {
    await page.context().close();
  }
}

async function facilitatorRun(browser: Browser, origin: string): Promise<Run> {
  const tab = await openTab(browser);
  const { page } = tab;
  try {
    const cohortFilter = page.getByLabel("Filter by Cohort");
    const first = await signIn(tab, origin, DEMO.facilitator, {
      selector: "main select",
      text: COHORT,
    });
    await tab.quiet();
    await cohortFilter.selectOption({ label: COHORT });
    const students = await traced(tab, "desk → students", () =>
      afterClick(page, () => page.getByRole("button", { name: "Apply Filter" }).click(), {
        selector: "main table caption",
        text: `Students of ${COHORT}`,
      }),
    );
    await tab.quiet();
    const assignments = await traced(tab, "→ Assignments", () =>
      afterClick(page, () => openFromMenu(page, "Assignments"), { selector: "main select", text: COHORT }),
    );
    await cohortFilter.selectOption({ label: COHORT });
    const firstItem = page.locator('main ul[aria-label="Assignments"] li a').first();
    await firstItem.waitFor();
    await tab.quiet();
    const scoreForm = await traced(tab, "an assignment → scoring form", () =>
      afterClick(page, () => firstItem.click(), { selector: 'main input[name="score"]' }),
    );
    await tab.quiet();
    // The gradebook: its cohort chosen, then a course: the one request that answers the whole grid.
    await page.goto(`${origin}/portal/gradebook`);
    await page.getByLabel("Filter by Cohort").selectOption({ label: COHORT });
    const courseSelect = page.getByLabel("Course");
    await courseSelect.locator("option").nth(1).waitFor({ state: "attached" });
    const courseValue = await courseSelect.locator("option").nth(1).getAttribute("value");
    await tab.quiet();
    const gradebook = await traced(tab, "gradebook → a course's grid", () =>
      // A choice in a select is no click: the clock starts when the choice is made.
      afterClick(
        page,
        async () => {
          await page.evaluate(() => {
            (window as unknown as { __benchClick: number }).__benchClick = performance.now();
          });
          await courseSelect.selectOption(courseValue!);
        },
        {
          selector: 'main [role="region"] table tbody tr',
        },
      ),
    );
    return {
      facilitatorLogin: first.usable,
      facilitatorSignIn: first.signIn,
      students,
      assignments,
      scoreForm,
      gradebook,
    };
  } finally {
    await page.context().close();
  }
}

export interface PortalResult {
  id: StepId;
  label: string;
  unit: "s" | "KB";
  median: number;
  runs: number[];
  goal: number;
  holds: boolean;
}

async function main() {
  const app = await startApp("demo");
  const browser = await chromium.launch(chromiumLaunch);
  const runs: Run[] = [];
  try {
    for (let i = 1; i <= RUNS; i++) {
      process.stderr.write(`run ${i}/${RUNS}\n`);
      runs.push({
        ...(await studentRun(browser, app.origin)),
        ...(await facilitatorRun(browser, app.origin)),
      });
    }
  } finally {
    await browser.close();
    await app.close();
  }

  const results: PortalResult[] = STEPS.map((step) => {
    const values = runs.map((run) => run[step.id]).filter((value) => value !== undefined);
    const value = median(values);
    const unit = "unit" in step ? step.unit : "s";
    return {
      id: step.id,
      label: step.label,
      unit,
      median: value,
      runs: values,
      goal: step.goal,
      holds: value <= step.goal,
    };
  });
  const format = (value: number, unit: string) =>
    unit === "KB" ? `${value.toFixed(1)} KB` : `${value.toFixed(2)} s`;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(
    `\nThe portal on a slow phone: ${RUNS} runs, medians; load average ${load} on ${cpus().length} CPUs\n`,
  );
  console.log("| Step | Median | Runs | Goal | Holds |");
  console.log("|---|---:|---|---:|:-:|");
  for (const r of results) {
    const all = r.runs.map((value) => (r.unit === "KB" ? value.toFixed(1) : value.toFixed(2))).join(" ");
    console.log(
      `| ${r.label} | ${format(r.median, r.unit)} | ${all} | ≤ ${format(r.goal, r.unit)} | ${r.holds ? "yes" : "NO"} |`,
    );
  }
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: PROFILE, runs: RUNS, results }, null, 2)}\n`,
  );
  if (WATERFALL) printWaterfall();
  reportGoals(results);
}

await main();
