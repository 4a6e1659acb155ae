import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const cardVariants = cva("flex flex-col gap-4 rounded-lg border", {
  variants: {
    variant: {
      default: "border-border bg-surface text-surface-foreground shadow-card",
      muted: "border-border bg-muted text-foreground",
      outline: "border-border bg-transparent text-foreground",
    },
    padding: {
      none: "p-0",
      sm: "p-4",
      md: "p-6",
    },
  },
  defaultVariants: { variant: "default", padding: "md" },
});

export type CardProps = React.ComponentProps<"div"> &
  VariantProps<typeof cardVariants> & {
    /** Surface: default (white with a shadow), muted (warm grey), outline (transparent with a border). */
    variant?: VariantProps<typeof cardVariants>["variant"];
    /** Inner spacing: none, sm (16px) or md (24px, default). */
    padding?: VariantProps<typeof cardVariants>["padding"];
    /** Render the single child element (e.g. <section>, <article>, <li>) instead of a <div>. Default false. */
    asChild?: boolean;
  };

/** A surface that groups related content. Use `asChild` to give it the right element (section, article, li). */
export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="card" className={cn(cardVariants({ variant, padding }), className)} {...props} />;
}

export type CardHeaderProps = React.ComponentProps<"div">;

/** Top area of a card: title, description and optional trailing actions. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1", className)} {...props} />;
}

const headingTags = { 2: "h2", 3: "h3", 4: "h4" } as const;

const titleSizes = { md: "text-lg", lg: "text-xl", xl: "text-2xl" } as const;

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Heading level, chosen to fit the page outline (the page title is the h1). Default 3. */
  level?: 2 | 3 | 4;
  /** Text size: md (default), lg or xl, for a card that is the page's main content. */
  size?: keyof typeof titleSizes;
};

/** The card's heading. Pick `level` so headings on the page never skip a level. */
export function CardTitle({ className, level = 3, size = "md", ...props }: CardTitleProps) {
  const Heading = headingTags[level];
  return (
    <Heading
      data-slot="card-title"
      className={cn(titleSizes[size], "leading-tight font-semibold text-foreground", className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = React.ComponentProps<"p">;

/** Secondary text under the title, in the muted foreground colour (AA contrast on surface and muted). */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

export type CardContentProps = React.ComponentProps<"div">;

/** The card's body. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn("flex flex-col gap-3", className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<"div">;

/** Bottom row of a card, usually actions (buttons, links). */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div data-slot="card-footer" className={cn("flex flex-wrap items-center gap-2", className)} {...props} />
  );
}
