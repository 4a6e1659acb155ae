import type { Assessment, AssessmentKind } from "@cla/domain/client";
import { formatDay, messages, yourScore } from "@cla/domain/client";
import { Button, RichText } from "@cla/ui";
import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AssessmentState } from "../../app/navigationState";
import { DetailsPage } from "../../components/DetailsPage";
import type { Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { LinkButton } from "../../components/LinkButton";
import { KIND_SCREENS } from "./kinds";
import { texts } from "./texts";
import { texts as handInTexts } from "../hand-ins/texts";

export interface AssessmentDetailsViewProps {
  kind: AssessmentKind;
  item: Section<Assessment>;
  /** Facilitators get the scoring panel, Edit and Delete (docs/product.md §2.3); students their own score. */
  facilitator: boolean;
  links: { edit: string; course: (item: Assessment) => string };
  onDelete: (item: Assessment) => void;
  /** The facilitator's statistics and scoring form (its own container), or null for a student. */
  scoring: ReactNode;
  /** The student's score: a CBT's graded attempt's as soon as it is graded, else the item's; null: not scored. */
  score: number | null;
  /** The facilitator's comment given with the student's score, shown under it; null without one. */
  comment: string | null;
  /** The student's panel (its own container): the hand-in of an assignment or contribution, a CBT's test; null for facilitators. */
  handIn: ReactNode;
  /** A facilitator's results of a CBT taken in the portal (its own container), or null. */
  results?: ReactNode;
  /** A facilitator's extensions of the item's due date (its own container), or null. */
  extensions?: ReactNode;
}

const t = texts.details;

/** The details of an assignment, contribution or CBT (docs/product.md §2.3): one layout for the three kinds. */
export function AssessmentDetailsView(props: AssessmentDetailsViewProps) {
  const { kind, item } = props;
  const k = KIND_SCREENS[kind];
  return (
    <DetailsPage
      record={item}
      title={k.title}
      back={{ to: k.listPath, label: k.backToList }}
      loading={k.loadingItem}
    >
      {(data) => <Details {...props} item={data} />}
    </DetailsPage>
  );
}

function Details({
  item,
  facilitator,
  links,
  onDelete,
  scoring,
  score,
  comment,
  handIn,
  results = null,
  extensions = null,
}: Omit<AssessmentDetailsViewProps, "item"> & { item: Assessment }) {
  const state: AssessmentState = { item };
  return (
    <>
      {facilitator ? (
        <nav aria-label={t.manage} className="flex flex-wrap gap-2">
          <LinkButton to={links.edit} state={state} variant="secondary" size="sm" icon={Pencil}>
            {t.edit}
          </LinkButton>
          <Button variant="destructive" size="sm" onClick={() => onDelete(item)}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        </nav>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-border bg-surface p-4">
          <dt className="text-sm text-muted-foreground">{t.dueDate}</dt>
          <dd className="mt-1 font-semibold text-foreground">
            {formatDay(item.due_date) ?? messages.notSet}
          </dd>
          {item.extended_from === null ? null : (
            <dd className="mt-1 text-sm text-muted-foreground">
              {t.extendedFrom(formatDay(item.extended_from) ?? item.extended_from)}
            </dd>
          )}
        </div>
        <div className="rounded-lg border border-border bg-surface p-4">
          <dt className="text-sm text-muted-foreground">{t.course}</dt>
          <dd className="mt-1 font-semibold break-words text-foreground">
            {item.course_name.trim() ? (
              <Link
                to={links.course(item)}
                className="text-primary underline underline-offset-2 hover:decoration-2"
              >
                {item.course_name}
              </Link>
            ) : (
              messages.notSpecified
            )}
          </dd>
        </div>
      </dl>

      <TitledCard title={t.description}>
        <RichText text={item.description} />
      </TitledCard>

      {/* A CBT taken in the portal: its automatic results first, the form to score by hand after them. */}
      {results}
      {facilitator ? (
        scoring
      ) : (
        <TitledCard title={t.yourScore}>
          <p className="text-lg font-semibold text-foreground" data-testid="student-score">
            {score === null ? messages.notScored : yourScore(score)}
          </p>
          {comment !== null ? (
            <figure className="flex flex-col gap-1">
              <figcaption className="text-sm text-muted-foreground">{handInTexts.work.comment}</figcaption>
              <blockquote className="break-words whitespace-pre-wrap text-foreground">{comment}</blockquote>
            </figure>
          ) : null}
        </TitledCard>
      )}
      {handIn}
      {extensions}
    </>
  );
}
