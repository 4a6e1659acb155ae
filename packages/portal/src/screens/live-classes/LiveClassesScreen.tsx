import type { LiveClass } from "@cla/domain/client";
import { messages, splitLiveClasses, todayIn } from "@cla/domain/client";
import { useState } from "react";
import { resetCalendarFeed } from "../../api/calendarFeed";
import { apiErrorMessage } from "../../api/errors";
import { useCalendarFeed, useLiveClasses, useRefresh } from "../../api/hooks";
import { deleteRecord, endpoints } from "../../api/records";
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

/** Navigation state of /portal/event/new in edit mode: the class as the list had it (a shortcut, decision 097). */
export interface LiveClassState {
  liveClass: LiveClass;
}

/**
 * /portal/events and /portal/calendar (one screen): the cohort's classes in two tabs, split on the academy's
 * today (SPEC.md §4); students see their own cohort, facilitators choose one (`?cohort=`). Below them, the
 * caller's calendar feed (API.md §6.12).
 */
export default function LiveClassesScreen() {
  useScreenTitle(texts.list.title);
  const cohort = useCohortChoice();
  const liveClasses = useLiveClasses(cohort.cohortId);
  const feed = useCalendarFeed();
  const refresh = useRefresh();
  const confirmDelete = useConfirmDelete();
  const [resetting, setResetting] = useState(false);
  const zones = timeZones();

  const today = todayIn(zones.academy, new Date());
  const tabs = liveClasses.liveClasses && splitLiveClasses(liveClasses.liveClasses, today);

  function remove(liveClass: LiveClass) {
    confirmDelete({
      question: messages.confirmDeleteLiveClass,
      remove: () => deleteRecord(endpoints.liveClasses, liveClass.id),
      success: messages.liveClassDeleted,
      failure: messages.deleteLiveClassFailed,
      refresh: ["cla_live_classes", "cla_courses"],
    });
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
          .then(async () => {
            await refresh("calendar_feed");
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
      onDelete={remove}
      feed={
        <CalendarFeedView
          url={toSection(feed.url, feed, texts.feed.failed)}
          onCopy={copy}
          onReset={reset}
          resetting={resetting}
        />
      }
    />
  );
}
