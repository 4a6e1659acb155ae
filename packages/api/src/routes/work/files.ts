/**
 * What a handed-in file is, judged by its content (docs/api.md §6.13, docs/decisions/157): the types a
 * hand-in accepts, found from their magic bytes by `file-type` (the zip-based office formats from the
 * entries inside), plain text as valid UTF-8 without NUL and without markup, and the name the file is
 * stored and downloaded under.
 */
import { fileTypeFromBuffer } from "file-type";

/** An accepted type: its media type as stored and served, and the extensions a name may end with. */
interface AcceptedType {
  contentType: string;
  extensions: readonly string[];
}

const PLAIN_TEXT: AcceptedType = {
  contentType: "text/plain; charset=utf-8",
  extensions: ["txt", "text", "md"],
};

/** The types `file-type` detects that a hand-in accepts, by the media type it reports. */
const DETECTED: ReadonlyMap<string, AcceptedType> = new Map(
  (
    [
      ["application/pdf", ["pdf"]],
      ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"]],
      ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ["xlsx"]],
      ["application/vnd.openxmlformats-officedocument.presentationml.presentation", ["pptx"]],
      ["application/vnd.oasis.opendocument.text", ["odt"]],
      ["image/png", ["png"]],
      ["image/jpeg", ["jpg", "jpeg"]],
    ] as const
  ).map(([contentType, extensions]) => [contentType, { contentType, extensions }]),
);

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Markup a browser would render (HTML, SVG, XML) near the start of a text. Such a file is refused,
 * although the download headers (attachment, nosniff, sandbox) would keep it inert here, because it
 * is not the plain text the academy asks for and would run once saved and opened.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return false;
  }
  return !MARKUP.test(text.slice(0, 4096));
}

/** The accepted type of `bytes`, or null when the content is none of them (415). */
export async function acceptedType(bytes: Uint8Array): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected !== undefined) return DETECTED.get(detected.mime) ?? null;
  return isPlainText(bytes) ? PLAIN_TEXT : null;
}

/** Code points a stored name never holds: controls, path separators and characters Windows refuses. */
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const NAME_MAX_CODE_POINTS = 200;

/**
 * The name a file is stored and downloaded under: the client's name without any folder part, unsafe
 * and bidirectional-control characters replaced by `_`, at most 200 code points, and ending with an
 * extension of its real type (`notes.png` holding a PDF becomes `notes.png.pdf`), so the file opens
 * as what it is once saved.
 */
export function storedFileName(sent: string, type: AcceptedType): string {
  const base = sent.split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, "_").trim().replace(/^\.+/, "");
  const name = cleaned === "" ? "file" : cleaned;
  const sentExtension = /\.([^.]+)$/.exec(name)?.[1];
  const keeps = sentExtension !== undefined && type.extensions.includes(sentExtension.toLowerCase());
  const stem = keeps ? name.slice(0, -(sentExtension.length + 1)) : name;
  const extension = keeps ? name.slice(stem.length) : `.${type.extensions[0]}`;
  return [...stem].slice(0, NAME_MAX_CODE_POINTS - extension.length).join("") + extension;
}

/**
 * `Content-Disposition: attachment` for `name` (RFC 6266): an ASCII `filename` for old clients, with
 * every other character as `_`, and the exact name as UTF-8 in `filename*` (RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
