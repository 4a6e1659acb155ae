import { Inbox } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** The main text, e.g. "No announcements found" (a paragraph, not a heading, so it fits any outline). */
  title: ReactNode;
  /** Optional second line explaining what to do next. */
  description?: ReactNode;
  /** Decorative icon; default an inbox. Pass null for none. */
  icon?: ReactNode;
  /** Optional call to action, e.g. a "Create Announcement" Button. */
  action?: ReactNode;
};

/** What a list or screen shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon = <Inbox />,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center",
        className,
      )}
      {...props}
    >
      {icon != null && (
        <span aria-hidden="true" className="mb-1 text-muted-foreground [&_svg]:size-8">
          {icon}
        </span>
      )}
      <p className="font-medium text-foreground">{title}</p>
      {description != null && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
