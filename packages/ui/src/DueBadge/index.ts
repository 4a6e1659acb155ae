export { DUE_BADGE_LABELS, DueBadge, type DueBadgeProps, type DueStatus } from "./DueBadge";
