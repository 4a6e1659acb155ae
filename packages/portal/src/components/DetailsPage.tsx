import { PageHeader } from "@cla/ui";
import type { ReactNode } from "react";
import { BackLink } from "./BackLink";
import { SectionView, type Section } from "./Section";

export interface DetailsPageProps<T extends { name: string }> {
  /** The record the screen shows, by id from the URL. */
  record: Section<T>;
  /** The page title until the record is there (the list's title); then the record's name. */
  title: string;
  /** The Back link: the list the record belongs to. */
  back: { to: string; label: string };
  /** The loading text, e.g. 'Loading course...'. */
  loading: string;
  /** The record's details, once loaded. */
  children: (data: T) => ReactNode;
}

/** A details screen's frame (a course, an assessment): its title, Back to its list, and the record's section. */
export function DetailsPage<T extends { name: string }>({
  record,
  title,
  back,
  loading,
  children,
}: DetailsPageProps<T>) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={record.status === "ready" ? record.data.name : title}
        actions={<BackLink to={back.to} label={back.label} />}
      />
      <SectionView section={record} loading={loading}>
        {children}
      </SectionView>
    </div>
  );
}
