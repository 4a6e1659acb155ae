import type { Course, Topic } from "@cla/domain/client";
import { checkUrl, formatDay, messages } from "@cla/domain/client";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Button, RichText } from "@cla/ui";
import { CalendarPlus, Copy, FilePlus, Pencil, Plus, Trash2 } from "lucide-react";
import { paths } from "../../app/paths";
import { DetailsPage } from "../../components/DetailsPage";
import { EditDeleteButtons } from "../../components/EditDeleteButtons";
import { ListSectionView, type Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { LinkButton } from "../../components/LinkButton";
import { texts } from "./texts";

/** Where each facilitator action goes; the container builds the links (they carry the course). */
export interface CourseActionLinks {
  edit: string;
  duplicate: string;
  addTopic: string;
  scheduleLiveClass: string;
  addAssignment: string;
  createContribution: string;
  createTest: string;
  /** The edit link of one topic. */
  editTopic: (topic: Topic) => string;
}

export interface CourseDetailsViewProps {
  course: Section<Course>;
  topics: Section<Topic[]>;
  /** Facilitators get the actions (docs/product.md §2.3); students only read. */
  facilitator: boolean;
  links: CourseActionLinks;
  /** Navigation state every link carries (the course, so the next screen need not wait for it). */
  linkState: { course?: Course };
  onDeleteCourse: (course: Course) => void;
  onDeleteTopic: (topic: Topic) => void;
}

const t = texts.details;

/** /portal/courses/{id} (docs/product.md §2.3): the course, its resources and its topics. */
export function CourseDetailsView(props: CourseDetailsViewProps) {
  const { course } = props;
  return (
    <DetailsPage
      record={course}
      title={texts.list.title}
      back={{ to: paths.courses, label: t.back }}
      loading={t.loading}
    >
      {(data) => <CourseDetails {...props} course={data} />}
    </DetailsPage>
  );
}

function CourseDetails({
  course,
  topics,
  facilitator,
  links,
  linkState,
  onDeleteCourse,
  onDeleteTopic,
}: Omit<CourseDetailsViewProps, "course"> & { course: Course }) {
  // Hidden when absent; only http(s) links are ever rendered (the server accepts no others, docs/api.md §1.3).
  const resources = (
    [
      [t.lectureNotes, course.lecture_notes_url],
      [t.lectureVideo, course.lecture_video_url],
      [t.additionalReading, course.additional_reading_url],
    ] as const
  ).flatMap(([label, url]) => (url !== null && checkUrl(url).ok ? [{ label, url }] : []));

  return (
    <>
      {facilitator ? (
        <nav aria-label={t.manage} className="flex flex-wrap gap-2">
          {(
            [
              [links.edit, t.edit, Pencil],
              [links.duplicate, t.duplicate, Copy],
              [links.addTopic, t.addTopic, Plus],
              [links.scheduleLiveClass, t.scheduleLiveClass, CalendarPlus],
              [links.addAssignment, t.addAssignment, FilePlus],
              [links.createContribution, t.createContribution, FilePlus],
              [links.createTest, t.createTest, FilePlus],
            ] as const
          ).map(([to, label, icon]) => (
            <LinkButton key={label} to={to} state={linkState} variant="secondary" size="sm" icon={icon}>
              {label}
            </LinkButton>
          ))}
          <Button variant="destructive" size="sm" onClick={() => onDeleteCourse(course)}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        </nav>
      ) : null}

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {[
          [t.facilitator, course.facilitator_name ?? t.notSet],
          [t.dates, `${formatDay(course.start_date) ?? ""} – ${formatDay(course.end_date) ?? ""}`],
          [t.topics, course.topics_count],
          [t.assignments, course.assignments_count],
          [t.pendingLiveClasses, course.pending_live_classes_count],
        ].map(([label, value]) => (
          <div key={String(label)} className="rounded-lg border border-border bg-surface p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-semibold break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>

      <TitledCard title={t.description}>
        {course.description.trim() ? (
          <RichText text={course.description} />
        ) : (
          <p className="text-muted-foreground">{messages.noCourseDescription}</p>
        )}
      </TitledCard>

      {resources.length > 0 ? (
        <TitledCard title={t.resources}>
          <ul className="flex flex-col gap-2">
            {resources.map((resource) => (
              <li key={resource.label}>
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-2 hover:decoration-2"
                >
                  {resource.label}
                  <span className="sr-only">, opens in a new tab</span>
                </a>
              </li>
            ))}
          </ul>
        </TitledCard>
      ) : null}

      <section aria-labelledby="course-topics" className="flex flex-col gap-3">
        <h2 id="course-topics" className="text-xl font-semibold text-foreground">
          {t.topics}
        </h2>
        <ListSectionView section={topics} loading={t.loadingTopics} empty={messages.noTopics}>
          {(list) => (
            <Accordion>
              {list.map((topic) => (
                <AccordionItem key={topic.id} value={topic.id}>
                  <AccordionTrigger level={3}>{topic.name}</AccordionTrigger>
                  <AccordionContent>
                    <RichText text={topic.description} />
                    {facilitator ? (
                      <div className="mt-4 flex flex-wrap gap-2">
                        <EditDeleteButtons
                          edit={{ to: links.editTopic(topic), state: { ...linkState, topic } }}
                          onDelete={() => onDeleteTopic(topic)}
                          text={{ edit: t.edit, delete: t.deleteTopicLabel }}
                          label={{ edit: t.editTopic(topic.name), delete: t.deleteTopic(topic.name) }}
                        />
                      </div>
                    ) : null}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </ListSectionView>
      </section>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.assignments}>{t.seeAssignments}</LinkButton>
        <LinkButton to={paths.events} variant="secondary">
          {t.viewLiveClasses}
        </LinkButton>
      </div>
    </>
  );
}
