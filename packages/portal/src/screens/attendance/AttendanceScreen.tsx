import type { Attendance, LiveClass } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../api/errors";
import { useLiveClass, useMissingAttendance, useRefresh, useTodayClasses } from "../../api/hooks";
import { createRecord, endpoints } from "../../api/records";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { timeZones } from "../../app/timeZones";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { classTime } from "../live-classes/classTime";
import { AttendanceView } from "./AttendanceView";
import { texts } from "./texts";

/** The query parameter naming step 2's class, so a reload keeps the step. */
const CLASS_PARAM = "class";

/**
 * /portal/attendance/new (docs/product.md §2.3, §4): step 1 chooses one of today's classes; step 2
 * (`?class=<id>`) marks its students with missing attendance one at a time, reloading the list after each
 * mark, until nobody is left: 'All attendance has been marked!' and back to /portal/events.
 */
export default function AttendanceScreen() {
  useScreenTitle(texts.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const classId = params.get(CLASS_PARAM);
  const today = useTodayClasses(classId === null);
  const liveClass = useLiveClass(classId);
  const missing = useMissingAttendance(classId);
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const marked = useRef(false);

  // After a mark, the reloaded list decides: nobody left → done.
  const left = missing.students?.length;
  useEffect(() => {
    if (marked.current && left === 0) {
      marked.current = false;
      notify.success(messages.allAttendanceMarked);
      void navigate(paths.events);
    }
  }, [left, navigate]);

  if (classId === null) {
    const zones = timeZones();
    return (
      <AttendanceView
        step={1}
        classes={toSection(today.liveClasses, today, messages.failedToFetchLiveClasses)}
        describe={(item: LiveClass) =>
          texts.classOption(item.name, item.course_name, classTime(item, zones).text)
        }
        onProceed={(id) => {
          if (id === null) notify.error(messages.selectClassFirst);
          else void navigate(withQuery(paths.attendanceForm, { [CLASS_PARAM]: id }));
        }}
      />
    );
  }

  async function mark(studentId: string | null, present: boolean) {
    if (studentId === null) {
      notify.error(messages.selectStudent);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createRecord<Attendance>(endpoints.attendances, {
        cla_live_class_id: classId,
        cla_user_id: studentId,
        present,
      });
      notify.success(messages.attendanceRecorded);
      marked.current = true;
      await refresh("cla_attendances", "cla_dashboards/student_dashboard_stats");
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.recordAttendanceFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AttendanceView
      step={2}
      liveClass={toSection(
        liveClass.liveClass,
        liveClass,
        texts.failedToFetchLiveClass,
        texts.liveClassNotFound,
      )}
      students={toSection(missing.students, missing, messages.failedToFetchStudents)}
      chooseAnother={paths.attendanceForm}
      onSubmit={(studentId, present) => void mark(studentId, present)}
      busy={busy}
      error={error}
    />
  );
}
