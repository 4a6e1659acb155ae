import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from "@cla/ui";
import { Copy, RefreshCw } from "lucide-react";
import { SectionView, type Section } from "../../components/Section";
import { texts } from "./texts";

export interface CalendarFeedViewProps {
  /** The caller's secret feed URL (docs/api.md §6.12); null when it exists but cannot be shown again. */
  url: Section<string | null>;
  onCopy: (url: string) => void;
  onReset: () => void;
  /** A reset is under way. */
  resetting: boolean;
}

const t = texts.feed;

/** The calendar feed panel: the private iCalendar link, Copy link and Reset link. */
export function CalendarFeedView({ url, onCopy, onReset, resetting }: CalendarFeedViewProps) {
  return (
    <Card asChild>
      <section aria-labelledby="calendar-feed-title">
        <CardHeader>
          <CardTitle level={2} id="calendar-feed-title">
            {t.title}
          </CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <SectionView section={url} loading={t.loading}>
            {(link) => (
              <div className="flex flex-col gap-3">
                {link === null ? (
                  <p className="text-sm text-foreground">{t.hidden}</p>
                ) : (
                  <Field label={t.label}>
                    <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
                  </Field>
                )}
                <div className="flex flex-wrap gap-2">
                  {link !== null && (
                    <Button size="sm" onClick={() => onCopy(link)}>
                      <Copy aria-hidden="true" />
                      {t.copy}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={onReset}
                    busy={resetting}
                    busyLabel={t.reset}
                  >
                    <RefreshCw aria-hidden="true" />
                    {t.reset}
                  </Button>
                </div>
              </div>
            )}
          </SectionView>
        </CardContent>
      </section>
    </Card>
  );
}
