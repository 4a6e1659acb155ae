import { EmptyState, ErrorState, LoadingState } from "@cla/ui";
import type { ReactNode } from "react";
import { classifyLoadError, loadErrorMessage } from "../api/errors";
import type { Loadable } from "../api/hooks";

/** One part of a screen that loads on its own: what a view needs to show it in any state. */
export type Section<T> =
  | { status: "loading" }
  | { status: "error"; message: string; onRetry?: () => void }
  | { status: "ready"; data: T };

/**
 * A hook's state as a Section (docs/architecture.md §4.4's one table of failures): the data once there is some
 * (even while it refreshes), else the failure's text, else loading. `fallback` is the screen's docs/product.md §8
 * load-failure text; `notFound` its 404 text ('Course not found!'), shown only on a 404 and without a
 * retry, since asking again cannot bring the record back.
 */
export function toSection<T>(
  data: T | undefined,
  { error, retry }: Pick<Loadable, "error" | "retry">,
  fallback: string,
  notFound?: string,
): Section<T> {
  if (data !== undefined) return { status: "ready", data };
  if (!error) return { status: "loading" };
  const message = loadErrorMessage(error, fallback, notFound);
  const final = classifyLoadError(error) === "not-found" && notFound !== undefined;
  return { status: "error", message, onRetry: final ? undefined : retry };
}

/** The part's value made into another once it is ready; loading and failures pass through as they are. */
export function mapSection<A, B>(section: Section<A>, map: (data: A) => B): Section<B> {
  return section.status === "ready" ? { status: "ready", data: map(section.data) } : section;
}

/** Both parts at once: the first that is not ready (loading or failed) decides, else both values. */
export function bothSections<A, B>(a: Section<A>, b: Section<B>): Section<[A, B]> {
  if (a.status !== "ready") return a;
  if (b.status !== "ready") return b;
  return { status: "ready", data: [a.data, b.data] };
}

export interface SectionViewProps<T> {
  /** null while there is nothing to load: a facilitator's list before a cohort is chosen. */
  section: Section<T> | null;
  /** What null shows, e.g. 'Please select a cohort to view live classes.' */
  selectCohort?: string;
  /** The loading text, e.g. 'Loading assignments...'. */
  loading: string;
  /** What the ready state shows. */
  children: (data: T) => ReactNode;
}

/**
 * Renders a Section: the select-a-cohort text while there is none, its loading text, its failure (with a retry
 * when one helps), or `children(data)`.
 */
export function SectionView<T>({ section, selectCohort, loading, children }: SectionViewProps<T>) {
  if (section === null) return selectCohort === undefined ? null : <EmptyState title={selectCohort} />;
  switch (section.status) {
    case "loading":
      return <LoadingState label={loading} />;
    case "error":
      return <ErrorState message={section.message} onRetry={section.onRetry} />;
    case "ready":
      return <>{children(section.data)}</>;
  }
}

export interface ListSectionViewProps<T> extends SectionViewProps<T[]> {
  /** What an empty list shows, e.g. 'No topics found for this course.' */
  empty: string;
}

/** A Section of a list: as SectionView, with the list's empty text in place of an empty list. */
export function ListSectionView<T>({ empty, children, ...props }: ListSectionViewProps<T>) {
  return (
    <SectionView {...props}>
      {(list) => (list.length === 0 ? <EmptyState title={empty} /> : children(list))}
    </SectionView>
  );
}
