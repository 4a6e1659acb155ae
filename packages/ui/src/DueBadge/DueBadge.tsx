import { CircleAlert, Clock, Sparkles, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps, type BadgeVariant } from "../Badge";

/** The due state of an assignment, contribution or CBT; @cla/domain's dueStatus() returns the same union. */
export type DueStatus = "past-due" | "due-today" | "new";

/** The exact badge texts of docs/product.md §4. */
export const DUE_BADGE_LABELS: Readonly<Record<DueStatus, string>> = {
  "past-due": "Past Due",
  "due-today": "Due today",
  new: "New",
};

const looks: Record<DueStatus, { variant: BadgeVariant; Icon: LucideIcon }> = {
  "past-due": { variant: "danger", Icon: CircleAlert },
  "due-today": { variant: "warning", Icon: Clock },
  new: { variant: "info", Icon: Sparkles },
};

export type DueBadgeProps = Omit<BadgeProps, "variant" | "children"> & {
  /** Which badge: "past-due" (red), "due-today" (amber) or "new" (blue); each also has its own text and icon. */
  status: DueStatus;
};

/** The Past Due / Due today / New badge of list items. */
export function DueBadge({ status, ...props }: DueBadgeProps) {
  const { variant, Icon } = looks[status];
  return (
    <Badge data-slot="due-badge" data-status={status} variant={variant} {...props}>
      <Icon aria-hidden="true" />
      {DUE_BADGE_LABELS[status]}
    </Badge>
  );
}
