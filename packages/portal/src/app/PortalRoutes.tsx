import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ToastHost } from "../feedback/ToastHost";
import { RequireSession } from "../session/RequireSession";
import { isFacilitator } from "../session/session";
import { useSession } from "../session/useSession";
import { lazyScreen } from "./lazyScreen";
import { LATER_PORTAL_ROUTES, paths } from "./paths";
import { ScreenBoundary } from "./ScreenBoundary";
import { SessionExpiryRedirect } from "./SessionExpiryRedirect";

// One chunk per screen (React.lazy), so a page loads only the screen it shows.
const LoginScreen = lazyScreen("login", () => import("../screens/login/LoginScreen"));
const SignUpScreen = lazyScreen("sign-up", () => import("../screens/sign-up/SignUpScreen"));
const ForgotPasswordScreen = lazyScreen(
  "forgot-password",
  () => import("../screens/forgot-password/ForgotPasswordScreen"),
);
const ResetPasswordScreen = lazyScreen(
  "reset-password",
  () => import("../screens/reset-password/ResetPasswordScreen"),
);
const CertificateScreen = lazyScreen("certificate", () => import("../screens/certificate/CertificateScreen"));
const PortalLayout = lazyScreen("portal", () => import("../screens/portal-layout/PortalLayout"));
const DashboardScreen = lazyScreen("dashboard", () => import("../screens/dashboard/DashboardScreen"));
const ProfileScreen = lazyScreen("profile", () => import("../screens/profile/ProfileScreen"));
const WelcomeScreen = lazyScreen("welcome", () => import("../screens/welcome/WelcomeScreen"));
const CoursesScreen = lazyScreen("courses", () => import("../screens/courses/CoursesScreen"));
const CourseDetailsScreen = lazyScreen("course", () => import("../screens/courses/CourseDetailsScreen"));
const CourseFormScreen = lazyScreen("course-form", () => import("../screens/courses/CourseFormScreen"));
const TopicFormScreen = lazyScreen("topic-form", () => import("../screens/topics/TopicFormScreen"));
// ── Live classes and attendance (issue 13) ──
const LiveClassesScreen = lazyScreen(
  "live-classes",
  () => import("../screens/live-classes/LiveClassesScreen"),
);
const LiveClassFormScreen = lazyScreen(
  "live-class-form",
  () => import("../screens/live-classes/LiveClassFormScreen"),
);
const AttendanceScreen = lazyScreen("attendance", () => import("../screens/attendance/AttendanceScreen"));

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

/**
 * Every route of the island (SPEC.md §2.2–2.3), plus the pieces every screen relies on: the toast
 * host and the redirect on an expired session. Rendered inside a router: BrowserRouter in the
 * site (PortalApp), a MemoryRouter in stories and tests.
 */
export function PortalRoutes() {
  return (
    <>
      <SessionExpiryRedirect />
      <ToastHost />
      <Routes>
        <Route path={paths.login} element={screen(<LoginScreen />)} />
        <Route path={paths.signUp} element={screen(<SignUpScreen />)} />
        <Route path={paths.forgotPassword} element={screen(<ForgotPasswordScreen />)} />
        <Route path={paths.resetPassword} element={screen(<ResetPasswordScreen />)} />
        <Route
          path={paths.certificate}
          element={<RequireSession>{screen(<CertificateScreen />)}</RequireSession>}
        />
        <Route path={paths.portal} element={<RequireSession>{screen(<PortalLayout />)}</RequireSession>}>
          <Route index element={<PortalHome />} />
          <Route path="dashboard" element={<PortalHome />} />
          <Route path="profile" element={screen(<ProfileScreen />)} />
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
          {/* ── Live classes and attendance (issue 13) ── */}
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
          {/* Screens of later issues: the welcome view until they exist (see LATER_PORTAL_ROUTES). */}
          {LATER_PORTAL_ROUTES.map((path) => (
            <Route key={path} path={path} element={screen(<WelcomeScreen />)} />
          ))}
          <Route path="*" element={screen(<WelcomeScreen />)} />
        </Route>
        <Route path="*" element={<Navigate to={paths.portal} replace />} />
      </Routes>
    </>
  );
}
