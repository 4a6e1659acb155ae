import { Fragment, useMemo } from "react";
import type * as React from "react";

import { cn } from "../lib/cn";
import { parseRichText, type Embed, type RichTextToken } from "./parseRichText";

export type RichTextProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Plain text as typed by a facilitator; never interpreted as HTML. Blank lines start paragraphs. */
  text: string;
  /** Turn video, PDF and Google Slides/Docs links into embedded previews. Default true; false gives links only (compact lists). */
  embeds?: boolean;
};

const linkClass =
  "font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere] hover:decoration-2";

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only">, opens in a new tab</span>
    </a>
  );
}

// Third-party players get scripts and their own origin, but cannot navigate this page or open
// un-sandboxed popups except through the user (sandbox), and receive only our origin as referrer.
const PLAYER_SANDBOX =
  "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";
const PLAYER_ALLOW =
  "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";

function EmbedView({ embed, href, text }: { embed: Embed; href: string; text: string }) {
  if (embed.kind === "pdf") {
    // No sandbox here: Chromium refuses to show PDFs in sandboxed frames. The link is always offered too.
    return (
      <span data-slot="rich-text-embed" data-kind="pdf" className="my-2 flex flex-col gap-2">
        <iframe
          src={embed.src}
          title={embed.title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-[32rem] max-h-[70vh] w-full rounded-lg border border-border bg-muted"
        />
        <span>
          <ExternalLink href={href}>{text}</ExternalLink>
        </span>
      </span>
    );
  }
  return (
    <span
      data-slot="rich-text-embed"
      data-kind={embed.kind}
      className={cn(
        "my-2 block w-full max-w-3xl overflow-hidden rounded-lg border border-border bg-muted",
        embed.kind === "google" && embed.app === "Docs" ? "h-[32rem] max-h-[70vh]" : "aspect-video",
      )}
    >
      <iframe
        src={embed.src}
        title={embed.title}
        loading="lazy"
        allow={PLAYER_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={PLAYER_SANDBOX}
        className="block size-full"
      />
    </span>
  );
}

function Token({ token }: { token: RichTextToken }) {
  if (token.type === "text") return token.text;
  if (token.type === "link") return <ExternalLink href={token.href}>{token.text}</ExternalLink>;
  return <EmbedView embed={token.embed} href={token.href} text={token.text} />;
}

/**
 * Plain text with its links brought to life: http(s) links open in a new tab, and video (YouTube,
 * Vimeo), PDF and Google Slides/Docs links become embedded previews. Everything else, including
 * anything that looks like HTML or a `javascript:`/`data:` link, is shown as inert text.
 */
export function RichText({ text, embeds = true, className, ...props }: RichTextProps) {
  const paragraphs = useMemo(() => parseRichText(text, { embeds }), [text, embeds]);
  return (
    <div data-slot="rich-text" className={cn("flex flex-col gap-3 break-words", className)} {...props}>
      {paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((tokens, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {tokens.map((token, t) => (
                <Token key={t} token={token} />
              ))}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
