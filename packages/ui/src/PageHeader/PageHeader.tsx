import type * as React from "react";

import { cn } from "../lib/cn";

export type PageHeaderProps = Omit<React.ComponentProps<"div">, "title" | "children"> & {
  /** The screen's title, rendered as its one <h1> (e.g. "Dashboard", "My Desk"). */
  title: React.ReactNode;
  /** Optional line under the title (e.g. "Quick overview of your performance"). */
  subtitle?: React.ReactNode;
  /** Optional controls aligned to the end (buttons, links, a cohort filter); they wrap under the title on narrow screens. */
  actions?: React.ReactNode;
};

/** The top of a portal screen: h1 title, optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn("flex flex-wrap items-end justify-between gap-x-6 gap-y-4 pb-6", className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold break-words text-foreground sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? (
        <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
