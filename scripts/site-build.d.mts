// Types of site-build.mjs, for its test (scripts/site-build.test.ts).
export declare const SITE_DIST: string;
export declare const SITE_SETTINGS_FILE: string;
export type BuildSettings = Record<string, string>;
/** NODE_ENV, SITE_URL and every PUBLIC_* but PUBLIC_BASE_URL that is set, sorted by name. */
export declare function buildSettings(env?: Record<string, string | undefined>): BuildSettings;
/** Why site/dist must be (re)built, or null when it may be served. */
export declare function siteBuildReason(state: {
  built: boolean;
  changedSource: string | null;
  recorded: BuildSettings | null;
  wanted: BuildSettings;
}): string | null;
export declare function currentSiteBuildReason(env?: Record<string, string | undefined>): string | null;
export declare function buildSite(env?: Record<string, string | undefined>): boolean;
