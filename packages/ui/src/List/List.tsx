import { Slot, Slottable } from "@radix-ui/react-slot";
import { Lock } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

export type ListProps = React.ComponentProps<"ul">;

/**
 * A vertical list of rows (courses, assignments, CBTs, announcements). Give it an `aria-label` or
 * `aria-labelledby` when the screen has more than one list.
 */
export function List({ className, ...props }: ListProps) {
  // role="list" because list-style: none drops the list role in Safari/VoiceOver
  // eslint-disable-next-line jsx-a11y/no-redundant-roles
  return <ul data-slot="list" role="list" className={cn("flex flex-col gap-2", className)} {...props} />;
}

export type ListItemProps = Omit<React.HTMLAttributes<HTMLElement>, "title" | "children"> & {
  /** The row's main text; the control's name starts with it (then description, badge, "Locked"). */
  title: React.ReactNode;
  /** Optional second line. */
  description?: React.ReactNode;
  /** Optional trailing badge (e.g. <DueBadge>); its text is part of the control's name. */
  badge?: React.ReactNode;
  /** Shows a lock icon and says "Locked"; the row stays operable (the screen explains on click). Default false. */
  locked?: boolean;
  /** Renders the row as a link to this URL. */
  href?: string;
  /** Renders the single child element (e.g. a router <Link>) as the row, with the title etc. inside it. */
  asChild?: boolean;
  /** The single child element used with `asChild`; its own children go after the row's content. */
  children?: React.ReactElement;
  /** Controls placed after the row (Edit, Delete); kept outside the row's button or link. */
  actions?: React.ReactNode;
  /** Class names for the row's box (the <li>). */
  className?: string;
};

/**
 * One row of a List. It is a link with `href`, the given element with `asChild`, a button with `onClick`,
 * and plain content otherwise. A locked row is not disabled: clicks still reach `onClick`.
 */
export function ListItem({
  title,
  description,
  badge,
  locked = false,
  href,
  asChild = false,
  children,
  actions,
  className,
  onClick,
  ...props
}: ListItemProps) {
  const interactive = asChild || href !== undefined || onClick !== undefined;

  // The control is named by all of its visible text (title, description, badge, "Locked"), so what is
  // seen is what is heard (WCAG 2.5.3). The {" "} separators keep the parts apart in the name; flex
  // layout ignores them.
  const content = (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words text-foreground">{title}</span>
        {description ? (
          <>
            {" "}
            <span className="text-sm break-words text-muted-foreground">{description}</span>
          </>
        ) : null}
      </span>
      {badge ? (
        <>
          {" "}
          <span data-slot="list-item-badge" className="flex shrink-0 items-center">
            {badge}
          </span>
        </>
      ) : null}
      {locked ? (
        <>
          {" "}
          <span className="flex shrink-0 items-center text-muted-foreground">
            <Lock aria-hidden="true" className="size-4" />
            <span className="sr-only">Locked</span>
          </span>
        </>
      ) : null}
    </>
  );

  const rowClass = cn(
    "flex w-full min-w-0 flex-1 items-center gap-3 rounded-lg px-4 py-3 text-left",
    interactive && "cursor-pointer hover:bg-muted",
  );

  let row: React.ReactNode;
  if (asChild) {
    row = (
      <Slot data-slot="list-item-control" className={rowClass} onClick={onClick} {...props}>
        {content}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  } else if (href !== undefined) {
    row = (
      <a
        data-slot="list-item-control"
        href={href}
        className={rowClass}
        onClick={onClick}

        {...props}
      >
        {content}
      </a>
    );
  } else if (onClick !== undefined) {
    row = (
      <button
        data-slot="list-item-control"
        type="button"
        className={rowClass}
        onClick={onClick}

        {...props}
      >
        {content}
      </button>
    );
  } else {
    row = (
      <div data-slot="list-item-control" className={rowClass} {...props}>
        {content}
      </div>
    );
  }

  return (
    <li
      data-slot="list-item"
      data-locked={locked || undefined}
      className={cn(
        "flex items-center gap-2 rounded-lg border border-border text-surface-foreground shadow-card",
        locked ? "bg-muted" : "bg-surface",
        className,
      )}
    >
      {row}
      {actions ? (
        <div data-slot="list-item-actions" className="flex shrink-0 items-center gap-1 pr-3">
          {actions}
        </div>
      ) : null}
    </li>
  );
}
