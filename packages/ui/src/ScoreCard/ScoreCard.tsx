import { useId } from "react";
import type * as React from "react";

import { cn } from "../lib/cn";
import { Card, CardHeader, CardTitle } from "../Card";

/** The four points of a course and their weights (docs/product.md §9); the total is out of 100. */
export const SCORE_PARTS = [
  { key: "assignment", label: "Assignment", max: 25 },
  { key: "attendance", label: "Attendance", max: 30 },
  { key: "contributions", label: "Contributions", max: 25 },
  { key: "cbt", label: "CBT", max: 20 },
] as const;

export type ScorePoints = Record<(typeof SCORE_PARTS)[number]["key"], number>;

// At most two decimals and no grouping: 21.25, 20, 17.5, 70.75 (never 70.75000000000001).
const pointsFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2, useGrouping: false });

/** Formats a point value for display without float noise: 17.5 → "17.5", 20 → "20". */
export function formatPoints(value: number): string {
  return pointsFormat.format(value);
}

export type ScoreCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The course the points belong to; the card's heading. */
  courseName: string;
  /** The four points as sent by the API (assignment /25, attendance /30, contributions /25, CBT /20). */
  points: ScorePoints;
  /** The exact total out of 100, computed by the caller with @cla/domain (never summed here). */
  total: number;
  /** Heading level of the course name, to fit the page outline. Default 3. */
  level?: 2 | 3 | 4;
};

/**
 * A course's four points and their total as a percentage. The total is also a `meter` named after the
 * course, so assistive technology reads "Leadership 101 total, 70.75%".
 */
export function ScoreCard({ courseName, points, total, level = 3, className, ...props }: ScoreCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const totalLabelId = `${id}-total`;
  const shownTotal = `${formatPoints(total)}%`;
  // The bar and aria-valuenow must stay within 0..100; the text keeps the real figure (no bound on scores).
  const clamped = Math.min(100, Math.max(0, total));

  return (
    // A container: the four parts sit in one row only when the card itself is wide enough for
    // 'Contributions' (a card in a two-column grid at 1280 px is not).
    <Card data-slot="score-card" className={cn("@container", className)} {...props}>
      <CardHeader>
        <CardTitle level={level} id={titleId}>
          {courseName}
        </CardTitle>
      </CardHeader>

      <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
        {SCORE_PARTS.map((part) => (
          <div key={part.key} className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2">
            <dt className="text-sm text-muted-foreground">{part.label}</dt>
            <dd className="font-semibold text-foreground tabular-nums">
              {/* "21.25/25" reads badly aloud, so the spoken form says "out of" */}
              <span aria-hidden="true">
                {formatPoints(points[part.key])}
                <span className="font-normal text-muted-foreground">/{part.max}</span>
              </span>
              <span className="sr-only">
                {formatPoints(points[part.key])} out of {part.max}
              </span>
            </dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={totalLabelId} className="text-sm font-medium text-muted-foreground">
            Total
          </span>
          <span className="text-2xl font-semibold text-foreground tabular-nums">{shownTotal}</span>
        </div>
        <div
          role="meter"
          aria-labelledby={`${titleId} ${totalLabelId}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={clamped}
          aria-valuetext={shownTotal}
          className="h-2.5 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${clamped}%` }} />
        </div>
      </div>
    </Card>
  );
}
