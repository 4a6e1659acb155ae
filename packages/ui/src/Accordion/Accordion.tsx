import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

export type AccordionProps = Omit<AccordionPrimitive.AccordionSingleProps, "type" | "collapsible"> & {
  ref?: React.Ref<HTMLDivElement>;
};

/**
 * A stack of expandable sections with at most one open at a time (the FAQ, a course's topics).
 * Always Radix's `type="single"` and `collapsible`, so the open item can be closed again.
 * Keyboard: Tab between headers, Enter/Space toggle, Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      type="single"
      collapsible
      className={cn(
        "flex flex-col divide-y divide-border rounded-lg border border-border bg-surface",
        className,
      )}
      {...props}
    />
  );
}

export type AccordionItemProps = React.ComponentProps<typeof AccordionPrimitive.Item>;

/** One section; `value` identifies it (unique within the accordion). */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn("px-4", className)} {...props} />;
}

const headingTags = { 2: "h2", 3: "h3", 4: "h4" } as const;

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Level of the heading that wraps the button, to fit the page outline. Default 3. */
  level?: 2 | 3 | 4;
};

/** The section's header: a button (named by its text, with aria-expanded) inside a heading. */
export function AccordionTrigger({ className, children, level = 3, ...props }: AccordionTriggerProps) {
  const Heading = headingTags[level];
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex font-sans text-base">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "group flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left font-medium text-foreground",
            "hover:text-primary hover:underline disabled:pointer-events-none disabled:opacity-50",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = React.ComponentProps<typeof AccordionPrimitive.Content>;

/** The section's body, labelled by its trigger (role="region"); removed from the page while closed. */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="text-sm text-foreground data-[state=open]:animate-fade-in motion-reduce:animate-none"
      {...props}
    >
      <div className={cn("pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
