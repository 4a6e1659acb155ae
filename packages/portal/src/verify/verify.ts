/**
 * The public verification page (/verify and /verify/{code}): a static shell (site/src/pages/
 * verify/index.astro renders VERIFY_MARKUP; the API server answers every /verify/* path with it) and this
 * script, which reads the code from the path (or ?code=), asks GET /certificates/{code} (docs/api.md §6.11) and
 * shows the answer. Plain DOM, no React and no imports (not even the portal's api/config.ts, which would
 * bring the portal's startup chunk): the page's whole script stays far under 5 KB gzip (verify.test.ts;
 * bench:site measures the built page). The site's build keeps this folder out of the portal's chunk.
 */
export const VERIFY_TEXTS = {
  title: "Verify a certificate",
  intro:
    "Type the code printed on a Christian Leadership Academy certificate (under its QR code) to check that it is genuine.",
  label: "Certificate code",
  submit: "Verify",
  checking: "Checking the certificate...",
  valid: "Valid certificate",
  name: "Name",
  cohort: "Cohort",
  courses: "Courses",
  completedOn: "Completed on",
  code: "Certificate code",
  notFound: "No certificate matches this code.",
  rateLimited: "Too many checks from your network. Please wait a few minutes and try again.",
  failed: "The certificate could not be checked. Please check your connection and try again.",
  retry: "Try again",
} as const;

const t = VERIFY_TEXTS;

/** The form and the result region; the script fills the region. Also what the stories render. */
export const VERIFY_MARKUP = `
<h1 class="text-3xl font-bold text-primary">${t.title}</h1>
<p class="mt-3 text-muted-foreground">${t.intro}</p>
<form data-verify-form action="/verify" method="get" class="mt-6 flex flex-wrap items-end gap-3">
  <div class="flex min-w-0 flex-1 flex-col gap-1">
    <label for="verify-code" class="font-medium text-foreground">${t.label}</label>
    <input id="verify-code" name="code" required autocomplete="off" autocapitalize="characters" spellcheck="false"
      placeholder="CLA-XXXX-XXXX-XXXX"
      class="h-11 w-full min-w-0 rounded-md border border-border bg-surface px-3 font-mono text-foreground" />
  </div>
  <button type="submit" class="h-11 rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover">${t.submit}</button>
</form>
<div data-verify-result aria-live="polite" class="mt-8"></div>`;

/** Certificate as GET /certificates/{code} answers it (PublicCertificate, docs/api.md §6.11). */
interface PublicCertificate {
  code: string;
  name: string;
  cla_cohort_name: string;
  courses: Array<{ name: string }>;
  completed_on: string;
}

/** The API's base, as the portal's api/config.ts computes it (PUBLIC_API_BASE_URL, else this origin). */
function apiBaseUrl(): string {
  const configured: string | undefined = import.meta.env.PUBLIC_API_BASE_URL;
  return `${(configured ?? "").trim().replace(/\/+$/, "")}/api/v1`;
}

/** The code in `/verify/{code}` or `/verify?code=`, trimmed; null when there is none. */
export function codeFrom(location: { pathname: string; search: string }): string | null {
  const match = /^\/verify\/([^/]+)\/?$/.exec(location.pathname);
  let code = new URLSearchParams(location.search).get("code") ?? "";
  if (match?.[1]) {
    try {
      code = decodeURIComponent(match[1]);
    } catch {
      code = match[1];
    }
  }
  code = code.trim();
  return code === "" ? null : code;
}

/** "18 February 2026", whatever the visitor's locale (the date is a calendar date, not an instant). */
function longDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function message(text: string, tone: "muted" | "error"): HTMLElement {
  const node = element("p", tone === "error" ? "font-medium text-foreground" : "text-muted-foreground", text);
  if (tone === "error") node.setAttribute("role", "alert");
  return node;
}

function validCard(certificate: PublicCertificate): HTMLElement {
  const rows: Array<[string, Node | string]> = [
    [t.name, certificate.name],
    [t.cohort, certificate.cla_cohort_name],
    [
      t.courses,
      element("ul", "list-disc pl-5", ...certificate.courses.map((course) => element("li", "", course.name))),
    ],
    [t.completedOn, longDate(certificate.completed_on)],
    [t.code, element("span", "font-mono", certificate.code)],
  ];
  const heading = element("h2", "text-2xl font-semibold text-foreground", t.valid);
  heading.id = "verify-valid";
  const card = element(
    "section",
    "flex flex-col gap-4 rounded-lg border-2 border-primary bg-surface p-6",
    heading,
    element(
      "dl",
      "grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]",
      ...rows.flatMap(([label, value]) => [
        element("dt", "text-sm font-medium text-muted-foreground", label),
        element("dd", "break-words text-foreground", value),
      ]),
    ),
  );
  card.setAttribute("aria-labelledby", heading.id);
  return card;
}

export interface VerifyOptions {
  location?: { pathname: string; search: string };
  fetch?: typeof fetch;
  /** Records the code of a submitted form in the address bar (the real page: history.pushState). */
  navigate?: (path: string) => void;
}

/** Wires the form inside `root` and looks up the code of the current address, if any. */
export function startVerify(root: HTMLElement, options: VerifyOptions = {}): void {
  const location = options.location ?? window.location;
  const request = options.fetch ?? ((input, init) => fetch(input, init));
  const navigate = options.navigate ?? ((path: string) => history.pushState(null, "", path));
  const form = root.querySelector<HTMLFormElement>("[data-verify-form]");
  const input = root.querySelector<HTMLInputElement>("#verify-code");
  const result = root.querySelector<HTMLElement>("[data-verify-result]");
  if (!form || !input || !result) return;
  let current = 0;

  async function lookUp(code: string): Promise<void> {
    const attempt = ++current;
    const show = (...nodes: Node[]) => {
      if (attempt === current) result!.replaceChildren(...nodes);
    };
    show(message(t.checking, "muted"));
    let status: number;
    let certificate: PublicCertificate | undefined;
    try {
      const response = await request(`${apiBaseUrl()}/certificates/${encodeURIComponent(code)}`, {
        headers: { Accept: "application/json" },
      });
      status = response.status;
      if (response.ok)
        certificate = ((await response.json()) as { certificate?: PublicCertificate }).certificate;
    } catch {
      status = 0;
    }
    if (certificate) show(validCard(certificate));
    else if (status === 404) show(message(t.notFound, "error"));
    else if (status === 429) show(message(t.rateLimited, "error"));
    else {
      const retry = element(
        "button",
        "mt-3 rounded-md border border-border bg-surface px-4 py-2 font-medium text-foreground",
        t.retry,
      );
      retry.type = "button";
      retry.addEventListener("click", () => void lookUp(code));
      show(message(t.failed, "error"), retry);
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (code === "") return;
    navigate(`/verify/${encodeURIComponent(code)}`);
    void lookUp(code);
  });

  const code = codeFrom(location);
  if (code !== null) {
    input.value = code;
    void lookUp(code);
  }
}
