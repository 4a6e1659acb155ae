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
      className={cn("gap-x-6 gap-y-4 pb-6 flex flex-wrap items-end justify-between", className)}
      {...props}
    >
      <div className="min-w-0 gap-1 flex flex-col">
        <h1 className="text-2xl leading-tight font-semibold sm:text-3xl break-words text-foreground">
          {title}
        </h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? (
        <div data-slot="page-header-actions" className="gap-2 flex flex-wrap items-center">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
