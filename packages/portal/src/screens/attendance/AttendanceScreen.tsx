import type { LiveClass, RegisterMark, RegisterStudent } from "@cla/domain/client";
import { formatTime, messages } from "@cla/domain/client";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLiveClass, useRegister, useTodayClasses } from "../../api/hooks";
import { saveRegister } from "../../api/records";
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
import type { RegisterRow } from "./Register";
import { texts } from "./texts";

/** The query parameter naming step 2's class, so a reload keeps the step. */
const CLASS_PARAM = "class";

/**
 * /portal/attendance/new (docs/product.md §2.3, §4): step 1 chooses one of today's classes; step 2
 * (`?class=<id>`) is the register: every student without a mark, Present pre-selected for those who joined,
 * one Save for the marks chosen (one or all). The list reloads after a save; when nobody is left: 'All
 * attendance has been marked!' and back to /portal/events.
 */
export default function AttendanceScreen() {
  useScreenTitle(texts.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const classId = params.get(CLASS_PARAM);
  const today = useTodayClasses(classId === null);
  const liveClass = useLiveClass(classId);
  const register = useRegister(classId);
  const refresh = useRefresh();
  const marked = useRef(false);
  const submit = useSubmit({
    action: async (save: { liveClassId: string; marks: RegisterMark[] }) => {
      const saved = await saveRegister(save.liveClassId, save.marks);
      marked.current = true;
      // Another facilitator (or an earlier click) marked some first: their marks stand, said once.
      if (saved.already_marked.length > 0)
        notify.success(texts.register.alreadyMarked(saved.already_marked.length));
      return saved;
    },
    success: messages.attendanceRecorded,
    failure: messages.recordAttendanceFailed,
    // After the toast, so 'All attendance has been marked!' (the effect below) follows it.
    onSuccess: () => refresh(...WRITES.attendance),
    repeat: true,
  });

  // After a mark, the reloaded list decides: nobody left → done.
  const left = register.students?.length;
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
      students={toSection(registerRows(register.students), register, messages.failedToFetchStudents)}
      chooseAnother={paths.attendanceForm}
      onSave={(marks) => {
        if (marks.length === 0) notify.error(messages.selectStudent);
        else submit.submit({ liveClassId: classId, marks });
      }}
      busy={submit.busy}
      error={submit.error}
    />
  );
}

/** The register's rows: the time each student joined on the viewer's clock ('6:03 PM'). */
function registerRows(students: RegisterStudent[] | undefined): RegisterRow[] | undefined {
  const zone = timeZones().viewer;
  return students?.map(({ id, name, joined_at }) => ({
    id,
    name,
    joined: joined_at === null ? null : formatTime(joined_at, zone),
  }));
}
