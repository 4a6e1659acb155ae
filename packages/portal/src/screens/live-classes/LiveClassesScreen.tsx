import type { LiveClass } from "@cla/domain/client";
import { messages, splitLiveClasses, todayIn } from "@cla/domain/client";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { resetCalendarFeed } from "../../api/calendarFeed";
import { apiErrorMessage } from "../../api/errors";
import { useCalendarFeed, useLiveClasses } from "../../api/hooks";
import { keys } from "../../api/keys";
import { deleteRecord, endpoints, noteJoin } from "../../api/records";
import { useRefresh } from "../../api/refresh";
import { WRITES } from "../../api/writes";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { timeZones } from "../../app/timeZones";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { toSection } from "../../components/Section";
import { useConfirmDelete } from "../../feedback/confirmDelete";
import { notify } from "../../feedback/notify";
import { CalendarFeedView } from "./CalendarFeedView";
import { LiveClassesView } from "./LiveClassesView";
import { texts } from "./texts";

/**
 * /portal/events and /portal/calendar (one screen): the cohort's classes in two tabs, split on the academy's
 * today (docs/product.md §4); students see their own cohort, facilitators choose one (`?cohort=`). Below them, the
 * caller's calendar feed (docs/api.md §6.12).
 */
export default function LiveClassesScreen() {
  useScreenTitle(texts.list.title);
  const cohort = useCohortChoice();
  const liveClasses = useLiveClasses(cohort.cohortId);
  const feed = useCalendarFeed();
  const confirmDelete = useConfirmDelete();
  const refresh = useRefresh();
  const [resetting, setResetting] = useState(false);
  // The server shows a feed URL once (when it creates or resets it; later answers are null): keep the last
  // one shown while the screen is open, and put a reset's URL in the cache for the next visit.
  const { mutate } = useSWRConfig();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [lastAnswer, setLastAnswer] = useState<string | null | undefined>(undefined);
  if (feed.url !== lastAnswer) {
    setLastAnswer(feed.url);
    if (feed.url) setRevealed(feed.url);
  }
  const shownUrl = revealed ?? feed.url;
  const zones = timeZones();

  const today = todayIn(zones.academy, new Date());
  const tabs = liveClasses.liveClasses && splitLiveClasses(liveClasses.liveClasses, today);

  function remove(liveClass: LiveClass) {
    confirmDelete({
      question: messages.confirmDeleteLiveClass,
      remove: () => deleteRecord(endpoints.liveClasses, liveClass.id),
      success: messages.liveClassDeleted,
      failure: messages.deleteLiveClassFailed,
      refresh: WRITES.liveClass,
    });
  }

  /**
   * A student's Join notes their first join for the register while the class runs (docs/api.md §6.7). The
   * link opens whatever the answer: a failure to note it never keeps anyone out of the class.
   */
  function join(liveClass: LiveClass) {
    if (cohort.canChoose) return;
    noteJoin(liveClass.id).then(
      () => refresh(...WRITES.join),
      () => undefined,
    );
  }

  function copy(url: string) {
    navigator.clipboard.writeText(url).then(
      () => notify.success(texts.feed.copied),
      () => notify.error(texts.feed.copyFailed),
    );
  }

  function reset() {
    notify.confirm({
      message: texts.feed.confirmReset,
      description: texts.feed.resetWarning,
      confirmLabel: texts.feed.yesReset,
      onConfirm: () => {
        setResetting(true);
        resetCalendarFeed()
          .then(async ({ url }) => {
            setRevealed(url);
            await mutate(keys.calendarFeed(), { url }, { revalidate: false });
            notify.success(texts.feed.resetDone);
          })
          .catch((failure: unknown) => notify.error(apiErrorMessage(failure, texts.feed.resetFailed)))
          .finally(() => setResetting(false));
      },
    });
  }

  const cohortQuery = { cohort: cohort.cohortId === null ? null : String(cohort.cohortId) };
  return (
    <LiveClassesView
      classes={
        cohort.cohortId === null ? null : toSection(tabs, liveClasses, messages.failedToFetchLiveClasses)
      }
      cohortFilter={
        cohort.canChoose ? <CohortFilter value={cohort.cohortId} onChange={cohort.choose} /> : undefined
      }
      facilitator={cohort.canChoose}
      zones={zones}
      links={{
        schedule: withQuery(paths.eventForm, cohortQuery),
        edit: (liveClass) => withQuery(paths.eventForm, { id: liveClass.id }),
      }}
      onMissingLink={() => notify.error(messages.zoomLinkUnavailable)}
      onJoin={join}
      onDelete={remove}
      feed={
        <CalendarFeedView
          url={toSection(shownUrl, feed, texts.feed.failed)}
          onCopy={copy}
          onReset={reset}
          resetting={resetting}
        />
      }
    />
  );
}
