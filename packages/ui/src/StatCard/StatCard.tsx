import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const statCardVariants = cva("flex items-center gap-4 rounded-lg border border-border p-5", {
  variants: {
    tone: {
      default: "bg-surface text-surface-foreground shadow-card",
      primary: "bg-primary-soft text-primary-soft-foreground",
      accent: "bg-accent-soft text-accent-soft-foreground",
    },
  },
  defaultVariants: { tone: "default" },
});

const numberFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

export type StatCardProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof statCardVariants> & {
    /** Surface: default (white), primary (soft purple) or accent (soft gold); all AA contrast. */
    tone?: VariantProps<typeof statCardVariants>["tone"];
    /** What the figure counts, e.g. "Total Courses". Rendered as the term (<dt>) of the figure. */
    label: React.ReactNode;
    /** The figure. Numbers are grouped ("1,250") and rounded to at most 2 decimals; strings show as given. */
    value: number | string;
    /** Optional extra text after the figure, e.g. "of 3" for the CLA Level. */
    suffix?: React.ReactNode;
    /** Optional decorative icon (hidden from assistive technology; the label carries the meaning). */
    icon?: React.ReactNode;
  };

/**
 * One labelled figure ("Total Courses: 12"). Marked up as a description list so the label and value
 * are read together; the icon is decorative.
 */
export function StatCard({ label, value, suffix, icon, tone, className, ...props }: StatCardProps) {
  const shown = typeof value === "number" ? numberFormat.format(value) : value;
  const soft = tone === "primary" || tone === "accent";
  return (
    <div data-slot="stat-card" className={cn(statCardVariants({ tone }), className)} {...props}>
      {icon ? (
        <span
          aria-hidden="true"
          className={cn(
            "flex size-11 shrink-0 items-center justify-center rounded-md [&_svg]:size-5",
            soft ? "bg-surface" : "bg-primary-soft text-primary-soft-foreground",
          )}
        >
          {icon}
        </span>
      ) : null}
      <dl className="flex min-w-0 flex-col gap-1">
        <dt className={cn("text-sm font-medium", soft ? "" : "text-muted-foreground")}>{label}</dt>
        <dd className="text-3xl leading-none font-semibold tabular-nums">
          {shown}
          {suffix ? (
            <>
              {" "}
              <span className="text-base font-medium">{suffix}</span>
            </>
          ) : null}
        </dd>
      </dl>
    </div>
  );
}
