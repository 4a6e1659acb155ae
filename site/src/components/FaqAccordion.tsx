import * as Accordion from "@radix-ui/react-accordion";
import { useState } from "react";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  /** Questions in display order; `id` makes the element ids (faq-q-{id}, faq-a-{id}). */
  items: FaqItem[];
}

/**
 * The FAQ as a Radix accordion: one answer open at a time, arrow keys / Home / End move between questions.
 *
 * Radix's Accordion.Content leaves a closed answer's text out of the DOM, but the answers must be in the
 * server-rendered HTML for search engines (and for find-in-page). So Radix drives the state, the triggers
 * and the keyboard, and each answer is a plain region that is only `hidden` while closed.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const [open, setOpen] = useState("");
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-border rounded-lg border border-border bg-surface shadow-card"
    >
      {items.map((item) => {
        const questionId = `faq-q-${item.id}`;
        const answerId = `faq-a-${item.id}`;
        const isOpen = open === item.id;
        return (
          <Accordion.Item key={item.id} value={item.id}>
            {/* Questions are h2: they sit right under the page's h1. */}
            <Accordion.Header asChild>
              <h2 className="m-0 font-sans text-base">
                <Accordion.Trigger
                  id={questionId}
                  aria-controls={answerId}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-foreground hover:bg-muted"
                >
                  {item.question}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5 shrink-0 text-primary transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden={!isOpen}
              className="px-5 pb-5 text-muted-foreground"
            >
              <p className="max-w-prose">{item.answer}</p>
            </div>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
