import { ACADEMY_TIME_ZONE_HEADER, messages } from "@cla/domain/client";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIXTURE_TOKEN, fixtures } from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { timeZones } from "../app/timeZones";
import { readSession, saveSession } from "../session/session";
import { server } from "../test/server";
import { ApiError } from "./ApiError";
import { apiBaseUrl } from "./config";
import { apiErrorMessage } from "./errors";
import { apiPath, apiRequest } from "./fetcher";
import { preloadKey, PRELOAD_KEPT_MS, swrFetcher } from "./swrFetcher";
import { onSessionExpired } from "./sessionExpiry";

describe("apiBaseUrl", () => {
  it.each([
    [undefined, "/api/v1"],
    ["", "/api/v1"],
    ["https://api.example.org", "https://api.example.org/api/v1"],
    ["https://api.example.org/", "https://api.example.org/api/v1"],
    [" https://api.example.org// ", "https://api.example.org/api/v1"],
  ])("PUBLIC_API_BASE_URL %j gives %s", (configured, expected) => {
    expect(apiBaseUrl(configured)).toBe(expected);
  });
});

describe("apiPath", () => {
  it("encodes the query and leaves out empty values", () => {
    expect(
      apiPath("/cla_courses", { cla_cohort_id: 3, cla_user_id: null, cohort_id: "", x: undefined }),
    ).toBe("/cla_courses?cla_cohort_id=3");
    expect(apiPath("/edit_profile", { id: "CLA A&B" })).toBe("/edit_profile?id=CLA+A%26B");
    expect(apiPath("/me")).toBe("/me");
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends JSON with the bearer token when signed in and returns the parsed body", async () => {
    seedSession("student");
    let seen: { auth: string | null; type: string | null; accept: string | null; body: unknown } | null =
      null;
    server.use(
      http.post("*/api/v1/sign_up", async ({ request }) => {
        seen = {
          auth: request.headers.get("authorization"),
          type: request.headers.get("content-type"),
          accept: request.headers.get("accept"),
          body: await request.json(),
        };
        return HttpResponse.json({ message: "User created successfully" }, { status: 201 });
      }),
    );
    await expect(apiRequest("/sign_up", { method: "POST", body: { user: { name: "A" } } })).resolves.toEqual({
      message: "User created successfully",
    });
    expect(seen).toEqual({
      auth: `Bearer ${FIXTURE_TOKEN}`,
      type: "application/json",
      accept: "application/json",
      body: { user: { name: "A" } },
    });
  });

  it("sends no Authorization header when signed out, or when the saved record has expired", async () => {
    const auths: Array<string | null> = [];
    server.use(
      http.get("*/api/v1/cla_cohorts", ({ request }) => {
        auths.push(request.headers.get("authorization"));
        return HttpResponse.json({ cohorts: [] });
      }),
    );
    await apiRequest("/cla_cohorts");
    seedSession("expired");
    await apiRequest("/cla_cohorts");
    expect(auths).toEqual([null, null]);
  });

  it("throws an ApiError with the status and body of an error response", async () => {
    server.use(
      http.post("*/api/v1/sign_up", () =>
        HttpResponse.json({ errors: { email: ["is required"] } }, { status: 422 }),
      ),
    );
    const error = await apiRequest("/sign_up", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ errors: { email: ["is required"] } });
    expect(apiErrorMessage(error, "fallback")).toBe("Email is required");
  });

  it("keeps the status when the error body is not JSON", async () => {
    server.use(http.get("*/api/v1/me", () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })));
    const error = (await apiRequest("/me").catch((e: unknown) => e)) as ApiError;
    expect(error.failure).toEqual({ kind: "response", status: 502, body: null });
    expect(apiErrorMessage(error, "Failed to load data")).toBe("Failed to load data");
  });

  it("reports a network failure as no-response", async () => {
    server.use(http.get("*/api/v1/me", () => HttpResponse.error()));
    const error = (await apiRequest("/me").catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("no-response");
    expect(error.status).toBeNull();
    expect(apiErrorMessage(error, "x")).toBe(messages.noResponse);
  });

  it("on a 401 from a protected call clears the session and reports the expiry", async () => {
    seedSession("student");
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    server.use(
      http.get("*/api/v1/me", () =>
        HttpResponse.json({ error: "Session expired. Please login again." }, { status: 401 }),
      ),
    );
    await expect(apiRequest("/me")).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    stop();
  });

  it.each(["/sign_in", "/sign_out"])("a 401 from %s leaves the session alone", async (path) => {
    seedSession("student");
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    server.use(
      http.post(`*/api/v1${path}`, () =>
        HttpResponse.json({ error: "Invalid email or password." }, { status: 401 }),
      ),
    );
    await expect(apiRequest(path, { method: "POST", body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
    expect(readSession()?.userId).toBe(fixtures.student().id);
    stop();
  });

  it("returns null for an empty success body", async () => {
    server.use(http.delete("*/api/v1/cla_topics/x", () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest("/cla_topics/x", { method: "DELETE" })).resolves.toBeNull();
  });
});

describe("preloadKey and swrFetcher (decision 155)", () => {
  afterEach(() => vi.useRealTimers());

  /** GET /me answers the token it was asked with, and counts. */
  function meAnswers(): string[] {
    const asked: string[] = [];
    server.use(
      http.get("*/api/v1/me", ({ request }) => {
        const auth = request.headers.get("authorization") ?? "";
        asked.push(auth);
        return HttpResponse.json({ auth });
      }),
    );
    return asked;
  }

  it("hands a preload to the first fetch of its key, and only to the first", async () => {
    seedSession("student");
    const asked = meAnswers();
    preloadKey("/me");
    preloadKey("/me"); // already waiting: not sent again
    await expect(swrFetcher("/me")).resolves.toEqual({ auth: `Bearer ${FIXTURE_TOKEN}` });
    expect(asked).toHaveLength(1);
    await swrFetcher("/me"); // a revalidation fetches afresh
    expect(asked).toHaveLength(2);
  });

  it("never hands one session's preload to another session", async () => {
    seedSession("student");
    const asked = meAnswers();
    await preloadKey("/me");
    saveSession("another-token", fixtures.student());
    await expect(swrFetcher("/me")).resolves.toEqual({ auth: "Bearer another-token" });
    expect(asked).toHaveLength(2);
  });

  it("preloads nothing without a session", async () => {
    const asked = meAnswers();
    preloadKey("/me");
    await swrFetcher("/me");
    expect(asked).toHaveLength(1);
  });

  it.each([
    ["just under PRELOAD_KEPT_MS is handed over", PRELOAD_KEPT_MS - 1, 1],
    ["PRELOAD_KEPT_MS is dropped, and fetched afresh", PRELOAD_KEPT_MS, 2],
  ])("an answer that waited %s", async (_case, waited, requests) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    seedSession("student");
    const asked = meAnswers();
    await preloadKey("/me");
    vi.setSystemTime(Date.now() + waited);
    await swrFetcher("/me");
    expect(asked).toHaveLength(requests);
  });
});

describe("the academy's time zone (docs/api.md §1.4, decision 166)", () => {
  it("is UTC until an answer names it, then the zone of the answers' X-Academy-Time-Zone", async () => {
    let zone = "Africa/Lagos";
    server.use(
      http.get("*/api/v1/cla_cohorts", () =>
        HttpResponse.json([], { headers: { [ACADEMY_TIME_ZONE_HEADER]: zone } }),
      ),
    );
    expect(timeZones().academy).toBe("UTC");
    await swrFetcher("/cla_cohorts");
    expect(timeZones().academy).toBe("Africa/Lagos");
    // A value that names no zone is ignored; a new zone replaces the old one.
    zone = "Mars/Olympus";
    await swrFetcher("/cla_cohorts");
    expect(timeZones().academy).toBe("Africa/Lagos");
    zone = "America/Chicago";
    seedSession("student"); // preloads are per session
    await preloadKey("/cla_cohorts");
    expect(timeZones().academy).toBe("America/Chicago");
  });
});
