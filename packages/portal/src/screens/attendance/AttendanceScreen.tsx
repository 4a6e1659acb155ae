import type { LiveClass } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLiveClass, useMissingAttendance, useTodayClasses } from "../../api/hooks";
import { createRecord, endpoints } from "../../api/records";
import { useRefresh } from "../../api/refresh";
import { WRITES } from "../../api/writes";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { timeZones } from "../../app/timeZones";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { useSubmit } from "../../forms/useSubmit";
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
  const marked = useRef(false);
  const submit = useSubmit({
    action: async (mark: { liveClassId: string; studentId: string; present: boolean }) => {
      const attendance = await createRecord(endpoints.attendances, {
        cla_live_class_id: mark.liveClassId,
        cla_user_id: mark.studentId,
        present: mark.present,
      });
      marked.current = true;
      return attendance;
    },
    success: messages.attendanceRecorded,
    failure: messages.recordAttendanceFailed,
    // After the toast, so 'All attendance has been marked!' (the effect below) follows it.
    onSuccess: () => refresh(...WRITES.attendance),
    repeat: true,
  });

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
      onSubmit={(studentId, present) => {
        if (studentId === null) notify.error(messages.selectStudent);
        else submit.submit({ liveClassId: classId, studentId, present });
      }}
      busy={submit.busy}
      error={submit.error}
    />
  );
}
