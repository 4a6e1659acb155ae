import type { Course } from "@cla/domain/client";
import { formatDay } from "@cla/domain/client";
import { List, ListItem, PageHeader } from "@cla/ui";
import type { ReactNode } from "react";
import { ListSectionView, type Section } from "../../components/Section";
import { texts } from "./texts";

export interface CoursesViewProps {
  /** The chosen cohort's courses; null while a facilitator has not chosen a cohort. */
  courses: Section<Course[]> | null;
  /** The cohort filter (facilitators only). */
  cohortFilter?: ReactNode;
  /** A course was pressed (locked or not: the screen decides). */
  onOpen: (course: Course) => void;
}

function dates(course: Course): string {
  return texts.list.dates(formatDay(course.start_date) ?? "", formatDay(course.end_date) ?? "");
}

/** /portal/courses (docs/product.md §2.3): each course a button; a locked one shows a lock. */
export function CoursesView({ courses, cohortFilter, onOpen }: CoursesViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.list.title} actions={cohortFilter} />
      <ListSectionView
        section={courses}
        selectCohort={texts.list.selectCohort}
        loading={texts.list.loading}
        empty={texts.list.empty}
      >
        {(list) => (
          <List aria-label={texts.list.title}>
            {list.map((course) => (
              <ListItem
                key={course.id}
                title={course.name}
                description={dates(course)}
                locked={course.locked}
                onClick={() => onOpen(course)}
              />
            ))}
          </List>
        )}
      </ListSectionView>
    </div>
  );
}
