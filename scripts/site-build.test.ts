/** `pnpm start` never serves a stale site (scripts/site-build.mjs, docs/decisions/166): the decision and its inputs. */
import { describe, expect, it } from "vitest";
import { buildSettings, siteBuildReason } from "./site-build.mjs";

describe("buildSettings", () => {
  it("takes NODE_ENV, SITE_URL and the PUBLIC_* settings but the server's PUBLIC_BASE_URL, sorted", () => {
    expect(
      buildSettings({
        PUBLIC_API_BASE_URL: "https://api.example.org",
        NODE_ENV: "production",
        PUBLIC_BASE_URL: "https://portal.example.org",
        SITE_URL: "https://cla.example.org",
        PUBLIC_SOMETHING_NEW: "x",
        DATABASE_URL: "postgres://db/cla",
        ACADEMY_TIME_ZONE: "Africa/Lagos",
        PATH: "/usr/bin",
        PUBLIC_UNSET: undefined,
      }),
    ).toEqual({
      NODE_ENV: "production",
      PUBLIC_API_BASE_URL: "https://api.example.org",
      PUBLIC_SOMETHING_NEW: "x",
      SITE_URL: "https://cla.example.org",
    });
    expect(
      Object.keys(buildSettings({ SITE_URL: "s", NODE_ENV: "n", PUBLIC_B: "b", PUBLIC_A: "a" })),
    ).toEqual(["NODE_ENV", "PUBLIC_A", "PUBLIC_B", "SITE_URL"]);
  });
});

describe("siteBuildReason", () => {
  const production = { NODE_ENV: "production" };
  const current = { built: true, changedSource: null, recorded: production, wanted: production };

  it("serves site/dist built from the current sources with the same settings", () => {
    expect(siteBuildReason(current)).toBeNull();
    expect(siteBuildReason({ ...current, recorded: {}, wanted: {} })).toBeNull();
  });

  it("builds when site/dist is missing or a source is newer", () => {
    expect(siteBuildReason({ ...current, built: false })).toBe("site/dist is missing");
    expect(siteBuildReason({ ...current, changedSource: "packages/portal/src" })).toBe(
      "packages/portal/src changed since site/dist was built",
    );
  });

  it("builds when a site built with NODE_ENV=development would be served by a production start", () => {
    expect(siteBuildReason({ ...current, recorded: { NODE_ENV: "development" } })).toBe(
      "NODE_ENV changed since site/dist was built",
    );
    // Set then, unset now, and the other way round.
    expect(siteBuildReason({ ...current, wanted: {} })).toBe("NODE_ENV changed since site/dist was built");
    expect(siteBuildReason({ ...current, recorded: {} })).toBe("NODE_ENV changed since site/dist was built");
  });

  it("builds when a PUBLIC_* setting or SITE_URL changed, naming each", () => {
    expect(
      siteBuildReason({
        ...current,
        recorded: { ...production, PUBLIC_API_BASE_URL: "https://a.example.org", SITE_URL: "https://x.org" },
        wanted: { ...production, PUBLIC_API_BASE_URL: "https://b.example.org", SITE_URL: "https://x.org" },
      }),
    ).toBe("PUBLIC_API_BASE_URL changed since site/dist was built");
    expect(
      siteBuildReason({
        ...current,
        wanted: { ...production, PUBLIC_API_BASE_URL: "https://b.example.org", SITE_URL: "https://x.org" },
      }),
    ).toBe("PUBLIC_API_BASE_URL, SITE_URL changed since site/dist was built");
  });

  it("builds a site without a record of its settings (built before the record existed, or a swap cut short)", () => {
    expect(siteBuildReason({ ...current, recorded: null })).toBe(
      "site/dist has no record of the settings it was built with",
    );
  });
});
