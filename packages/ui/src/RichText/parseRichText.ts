/*
 * Plain text → paragraphs of tokens (text, link, embed). Pure functions, no DOM, no HTML parsing:
 * the text is never interpreted as markup, and only http(s) URLs that the URL constructor accepts
 * ever become links or embeds (decision record 041).
 */

export type Embed =
  | { kind: "video"; provider: "YouTube" | "Vimeo"; src: string; title: string }
  | { kind: "pdf"; src: string; title: string }
  | { kind: "google"; app: "Slides" | "Docs"; src: string; title: string };

export type RichTextToken =
  | { type: "text"; text: string }
  /** `text` is the URL as written; `href` the normalised URL. */
  | { type: "link"; text: string; href: string }
  | { type: "embed"; text: string; href: string; embed: Embed };

/** A paragraph is a list of lines; a line is a list of tokens. */
export type RichTextParagraph = RichTextToken[][];

/*
 * A URL candidate starts with http:// or https:// at the start of the text or after whitespace or an
 * opening bracket/quote (so "data:text/html,https://…" or "xhttps://…" stay text), and runs to the next
 * whitespace or a character that cannot appear unescaped in a URL (< > " ` { } | \ ^).
 */
const CANDIDATE = /(?<=^|[\s([{<"'«])https?:\/\/[^\s<>"`{}|\\^]+/giu;

/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'"]);
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

/** Drops trailing sentence punctuation and closing brackets that have no opening partner in the URL. */
export function trimUrlCandidate(raw: string): string {
  let s = raw;
  for (;;) {
    const last = s.at(-1);
    if (last === undefined) return s;
    const opener = CLOSERS[last];
    if (TRAILING.has(last) || (opener !== undefined && count(s, last) > count(s, opener))) {
      s = s.slice(0, -1);
      continue;
    }
    return s;
  }
}

/**
 * The URL if `candidate` is an absolute http(s) URL with a host and no credentials, else null.
 * Credentials are refused because "https://trusted.example@evil.example" reads as a trusted link.
 */
export function toHttpUrl(candidate: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hostname === "" || url.username !== "" || url.password !== "") return null;
  return url;
}

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const GOOGLE_ID = /^[A-Za-z0-9_-]+$/;

/** Seconds from a YouTube `t`/`start` value: "90", "90s", "1m30s", "1h2m3s"; null when absent or invalid. */
export function parseStartSeconds(value: string | null): number | null {
  if (value === null || value === "") return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] ?? null;
}

function fileName(url: URL): string {
  const last = url.pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The embed for a URL: YouTube or Vimeo video, a PDF, or Google Slides/Docs; null for anything else. */
export function embedFor(url: URL): Embed | null {
  const ytId = youtubeId(url);
  if (ytId !== null) {
    if (!YOUTUBE_ID.test(ytId)) return null;
    const start = parseStartSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    // youtube-nocookie: no tracking cookies until the visitor plays the video
    const src = `https://www.youtube-nocookie.com/embed/${ytId}${start ? `?start=${start}` : ""}`;
    return { kind: "video", provider: "YouTube", src, title: "YouTube video" };
  }

  if (VIMEO_HOSTS.has(url.hostname) || url.hostname === "player.vimeo.com") {
    const match =
      url.hostname === "player.vimeo.com"
        ? /^\/video\/(\d+)\/?$/.exec(url.pathname)
        : /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/([\da-f]+))?\/?$/.exec(url.pathname);
    if (!match) return null;
    const hash = match[2] ?? url.searchParams.get("h");
    const params = new URLSearchParams({ dnt: "1" });
    if (hash && /^[\da-f]+$/.test(hash)) params.set("h", hash);
    const src = `https://player.vimeo.com/video/${match[1]}?${params.toString()}`;
    return { kind: "video", provider: "Vimeo", src, title: "Vimeo video" };
  }

  if (url.hostname === "docs.google.com") {
    const match = /^\/(presentation|document)\/d\/(e\/)?([^/]+)/.exec(url.pathname);
    const id = match?.[3];
    if (!match || id === undefined || !GOOGLE_ID.test(id)) return null;
    const published = match[2] !== undefined;
    if (match[1] === "presentation") {
      const src = `https://docs.google.com/presentation/d/${published ? "e/" : ""}${id}/embed`;
      return { kind: "google", app: "Slides", src, title: "Google Slides presentation" };
    }
    const src = published
      ? `https://docs.google.com/document/d/e/${id}/pub?embedded=true`
      : `https://docs.google.com/document/d/${id}/preview`;
    return { kind: "google", app: "Docs", src, title: "Google Docs document" };
  }

  if (url.pathname.toLowerCase().endsWith(".pdf")) {
    const name = fileName(url);
    return { kind: "pdf", src: url.href, title: `PDF preview: ${name}` };
  }

  return null;
}

/** Splits one line of text into text, link and (when `embeds`) embed tokens. */
export function tokenizeLine(line: string, embeds: boolean): RichTextToken[] {
  const tokens: RichTextToken[] = [];
  let plain = "";
  let index = 0;
  for (const match of line.matchAll(CANDIDATE)) {
    const candidate = trimUrlCandidate(match[0]);
    const url = toHttpUrl(candidate);
    if (url === null) continue; // stays part of the surrounding text
    plain += line.slice(index, match.index);
    if (plain) tokens.push({ type: "text", text: plain });
    plain = "";
    const embed = embeds ? embedFor(url) : null;
    tokens.push(
      embed
        ? { type: "embed", text: candidate, href: url.href, embed }
        : { type: "link", text: candidate, href: url.href },
    );
    index = match.index + candidate.length;
  }
  plain += line.slice(index);
  if (plain) tokens.push({ type: "text", text: plain });
  return tokens;
}

/**
 * Paragraphs (separated by blank lines) of lines (separated by single line breaks) of tokens.
 * Embed titles are numbered when the same kind appears more than once, so every frame has a unique name.
 */
export function parseRichText(
  text: string,
  { embeds = true }: { embeds?: boolean } = {},
): RichTextParagraph[] {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => paragraph.split("\n").map((line) => tokenizeLine(line, embeds)));

  const embedTokens = paragraphs.flat(2).filter((token) => token.type === "embed");
  const totals = new Map<string, number>();
  for (const token of embedTokens) totals.set(token.embed.title, (totals.get(token.embed.title) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const token of embedTokens) {
    const title = token.embed.title;
    if ((totals.get(title) ?? 0) < 2) continue;
    const n = (seen.get(title) ?? 0) + 1;
    seen.set(title, n);
    token.embed = { ...token.embed, title: `${title} ${n}` };
  }
  return paragraphs;
}
