import { readFileSync } from "node:fs";

/**
 * The site's content as the academy edits it (site/src/content/*.json): the tests read the same files the
 * build does, so they follow content edits instead of repeating the texts.
 */
function read<T>(name: string): T {
  return JSON.parse(
    readFileSync(new URL(`../../site/src/content/${name}.json`, import.meta.url), "utf8"),
  ) as T;
}

export interface FacultyMember {
  id: string;
  order: number;
  name: string;
  role: string;
  bio: string;
  additionalInfo?: string[];
}
export interface FaqEntry {
  id: string;
  order: number;
  question: string;
  answer: string;
}
export interface Settings {
  academyName: string;
  initiative: string;
  tagline: string;
  applicationFormUrl: string;
  developerChatUrl: string;
  linkedInUrl: string;
  youTubeUrl: string;
  website: string;
  email: string;
}

export const faculty = read<FacultyMember[]>("faculty").sort((a, b) => a.order - b.order);
export const faq = read<FaqEntry[]>("faq").sort((a, b) => a.order - b.order);
export const programmes = read<Array<{ name: string; level: number }>>("programmes");
export const settings = read<{ site: Settings }>("settings").site;

/** Every public page (the portal shells and error pages are tested separately). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/programs",
  "/faculty",
  ...faculty.map((member) => `/faculty/${member.id}`),
  "/faq",
  "/contact",
];

/** `inPage`: the build renders the shell's screen into the page, which the island then hydrates (decision 170). */
export const PORTAL_SHELLS = [
  { path: "/login", title: "Login", inPage: true },
  { path: "/JJRSFCLA", title: "Sign Up" },
  { path: "/forgot-password", title: "Forgot Password" },
  { path: "/reset-password", title: "Reset Password" },
  { path: "/certificate", title: "Certificate" },
  { path: "/portal", title: "Portal" },
];

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
