import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { isAdmin } from "../session/roles";
import { isFacilitator } from "../session/session";
import { useSession } from "../session/useSession";
import { lazyScreen } from "./lazyScreen";
import { paths } from "./paths";
import { screenChunks } from "./preload";
import { ScreenBoundary } from "./ScreenBoundary";

// The routes under /portal/*, one chunk per screen, each chunk's import shared with the route preloads
// (app/preload.ts, decision 155). This table is part of the portal layout's chunk, not of the island's first
// chunk, so /login carries none of it (decision 092's budget).
// Home and profile
const DashboardScreen = lazyScreen("dashboard", screenChunks.dashboard);
const DeskScreen = lazyScreen("instructor-desk", screenChunks.desk);
const GradebookScreen = lazyScreen("gradebook", screenChunks.gradebook);
const ProfileScreen = lazyScreen("profile", screenChunks.profile);
const WelcomeScreen = lazyScreen("welcome", screenChunks.welcome);
// Courses and topics
const CoursesScreen = lazyScreen("courses", screenChunks.courses);
const CourseDetailsScreen = lazyScreen("course", screenChunks.course);
const CourseFormScreen = lazyScreen("course-form", screenChunks.courseForm);
const TopicFormScreen = lazyScreen("topic-form", screenChunks.topicForm);
// Assessments: one screen per shape, for the three kinds
const AssessmentsScreen = lazyScreen("assessments", screenChunks.assessments);
const AssessmentDetailsScreen = lazyScreen("assessment", screenChunks.assessment);
const AssessmentFormScreen = lazyScreen("assessment-form", screenChunks.assessmentForm);
// Live classes and attendance
const LiveClassesScreen = lazyScreen("live-classes", screenChunks.liveClasses);
const LiveClassFormScreen = lazyScreen("live-class-form", screenChunks.liveClassForm);
const AttendanceScreen = lazyScreen("attendance", screenChunks.attendance);
// Announcements
const AnnouncementsScreen = lazyScreen("announcements", screenChunks.announcements);
const AnnouncementFormScreen = lazyScreen("announcement-form", screenChunks.announcementForm);
// The administration (admins only)
const AdminCohortsScreen = lazyScreen("admin-cohorts", screenChunks.adminCohorts);
const AdminCohortFormScreen = lazyScreen("admin-cohort-form", screenChunks.adminCohortForm);
const AdminPeopleScreen = lazyScreen("admin-people", screenChunks.adminPeople);
const AdminPersonScreen = lazyScreen("admin-person", screenChunks.adminPerson);
const AdminInviteScreen = lazyScreen("admin-invite", screenChunks.adminInvite);
const AdminEnrolScreen = lazyScreen("admin-enrol", screenChunks.adminEnrol);
const AdminActivityScreen = lazyScreen("admin-activity", screenChunks.adminActivity);

/** The administration's routes under /portal, each with its screen. */
const ADMIN_ROUTES = [
  { path: "admin/cohorts", element: <AdminCohortsScreen /> },
  { path: "admin/cohort/new", element: <AdminCohortFormScreen /> },
  { path: "admin/people", element: <AdminPeopleScreen /> },
  { path: "admin/people/:id", element: <AdminPersonScreen /> },
  { path: "admin/invite", element: <AdminInviteScreen /> },
  { path: "admin/enrol", element: <AdminEnrolScreen /> },
  { path: "admin/activity", element: <AdminActivityScreen /> },
] as const;

const ASSESSMENT_ROUTES = [
  { kind: "assignment", list: "assignments", form: "assignment/new" },
  { kind: "contribution", list: "contributions", form: "contribution/new" },
  { kind: "cbt", list: "cbts", form: "cbt/new" },
] as const;

function screen(element: ReactNode) {
  return <ScreenBoundary>{element}</ScreenBoundary>;
}

/** /portal and /portal/dashboard: the dashboard for students, the instructor desk for facilitators. */
function PortalHome() {
  const session = useSession();
  if (isFacilitator(session)) return <Navigate to={paths.instructorDesk} replace />;
  return screen(<DashboardScreen />);
}

/** Screens only facilitators use (forms, desk): a student who opens one by URL lands on their dashboard. */
function FacilitatorOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isFacilitator(session)) return <Navigate to={paths.portal} replace />;
  return screen(children);
}

/** The administration (decision 169): anyone but an admin who opens one by URL lands on their home screen. */
function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isAdmin(session)) return <Navigate to={paths.portal} replace />;
  return screen(children);
}

/** Every screen of /portal/* (docs/product.md §2.3), relative to /portal. */
export function PortalScreens() {
  return (
    <Routes>
      {/* Home and profile */}
      <Route index element={<PortalHome />} />
      <Route path="dashboard" element={<PortalHome />} />
      <Route
        path="instructorDesk"
        element={
          <FacilitatorOnly>
            <DeskScreen />
          </FacilitatorOnly>
        }
      />
      <Route
        path="gradebook"
        element={
          <FacilitatorOnly>
            <GradebookScreen />
          </FacilitatorOnly>
        }
      />
      <Route path="profile" element={screen(<ProfileScreen />)} />
      {/* Courses and topics */}
      <Route path="courses" element={screen(<CoursesScreen />)} />
      <Route path="courses/:id" element={screen(<CourseDetailsScreen />)} />
      <Route
        path="course/new"
        element={
          <FacilitatorOnly>
            <CourseFormScreen />
          </FacilitatorOnly>
        }
      />
      <Route
        path="topic/new"
        element={
          <FacilitatorOnly>
            <TopicFormScreen />
          </FacilitatorOnly>
        }
      />
      {/* Assessments: list, details and form of each kind */}
      {ASSESSMENT_ROUTES.map(({ kind, list, form }) => [
        <Route key={list} path={list} element={screen(<AssessmentsScreen key={kind} kind={kind} />)} />,
        <Route
          key={`${list}/:id`}
          path={`${list}/:id`}
          element={screen(<AssessmentDetailsScreen key={kind} kind={kind} />)}
        />,
        <Route
          key={form}
          path={form}
          element={
            <FacilitatorOnly>
              <AssessmentFormScreen key={kind} kind={kind} />
            </FacilitatorOnly>
          }
        />,
      ])}
      {/* Live classes and attendance */}
      <Route path="events" element={screen(<LiveClassesScreen />)} />
      <Route path="calendar" element={screen(<LiveClassesScreen />)} />
      <Route
        path="event/new"
        element={
          <FacilitatorOnly>
            <LiveClassFormScreen />
          </FacilitatorOnly>
        }
      />
      <Route
        path="attendance/new"
        element={
          <FacilitatorOnly>
            <AttendanceScreen />
          </FacilitatorOnly>
        }
      />
      {/* Announcements */}
      <Route
        path="announcements"
        element={
          <FacilitatorOnly>
            <AnnouncementsScreen />
          </FacilitatorOnly>
        }
      />
      <Route
        path="announcement/new"
        element={
          <FacilitatorOnly>
            <AnnouncementFormScreen />
          </FacilitatorOnly>
        }
      />
      {/* The administration */}
      {ADMIN_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path} element={<AdminOnly>{element}</AdminOnly>} />
      ))}
      {/* Any other portal path: the welcome view (docs/product.md §2.3). */}
      <Route path="*" element={screen(<WelcomeScreen />)} />
    </Routes>
  );
}
