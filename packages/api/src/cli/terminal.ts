/**
 * Text the CLI prints that someone else typed (a name, an email, a cohort's name, a log entry's details) is
 * shown, never obeyed, by the operator's terminal (decision 176): C0 and C1 control characters
 * (ESC and CSI sequences, CR, newlines, DEL), the bidi controls and the line and paragraph separators become
 * visible escapes (`\x1b`, `\u202e`), so a name cannot move the cursor, erase a line, start a new one or
 * reverse the text after it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

function escaped(ch: string): string {
  const code = ch.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** `text` with every control character as a visible escape. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROLS, escaped);
}

/** A template whose values are made terminal-safe; its own text (newlines included) is kept: shown`Updated ${name}\n`. */
export function shown(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, i) => text + terminalSafe(String(values[i - 1])) + part);
}
