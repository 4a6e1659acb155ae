import { Fragment } from "react";

/** http and https addresses in a text; nothing else becomes a link (no javascript:, data:, mailto: …). */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'"]/gi;

/**
 * An announcement's content as plain text (line breaks kept): only http(s) addresses become links, opened
 * in a new tab; any other text, markup or scheme stays inert text.
 */
export function AnnouncementContent({ content }: { content: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let last = 0;
  for (const match of content.matchAll(WEB_ADDRESS)) {
    const start = match.index;
    if (start > last) parts.push({ text: content.slice(last, start), link: false });
    parts.push({ text: match[0], link: true });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last), link: false });
  return (
    <span className="block break-words whitespace-pre-line text-foreground">
      {parts.map((part, index) =>
        part.link ? (
          <a
            key={index}
            href={part.text}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
