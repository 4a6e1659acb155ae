import { SideNav, SideNavButton, SideNavItem } from "@cla/ui";
import {
  BookOpen,
  BriefcaseBusiness,
  CalendarDays,
  ClipboardList,
  FileCheck,
  HandHeart,
  LayoutDashboard,
  LogOut,
  Megaphone,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { paths } from "../../app/paths";
import { texts } from "./texts";

export type PortalRole = "student" | "facilitator";

interface NavEntry {
  label: string;
  to: string;
  icon: ReactNode;
  /** Who sees it; everyone when absent. */
  only?: PortalRole;
}

/** SPEC.md §2.3's side navigation, in its order. */
const NAV: readonly NavEntry[] = [
  { label: texts.nav.dashboard, to: paths.dashboard, icon: <LayoutDashboard />, only: "student" },
  {
    label: texts.nav.instructorDesk,
    to: paths.instructorDesk,
    icon: <BriefcaseBusiness />,
    only: "facilitator",
  },
  { label: texts.nav.courses, to: paths.courses, icon: <BookOpen /> },
  { label: texts.nav.assignments, to: paths.assignments, icon: <ClipboardList /> },
  { label: texts.nav.contributions, to: paths.contributions, icon: <HandHeart /> },
  { label: texts.nav.tests, to: paths.cbts, icon: <FileCheck /> },
  { label: texts.nav.announcements, to: paths.announcements, icon: <Megaphone />, only: "facilitator" },
  { label: texts.nav.events, to: paths.events, icon: <CalendarDays /> },
  { label: texts.nav.profile, to: paths.profile, icon: <UserRound /> },
];

export interface PortalLayoutViewProps {
  /** Picks the navigation: Dashboard for students; Instructor Desk and Announcements for facilitators. */
  role: PortalRole;
  /** The current path, to mark the Dashboard item current on /portal itself. */
  pathname: string;
  /** Signs out (the container calls sign_out, clears the session and goes to /login). */
  onSignOut: () => void;
  /** True while signing out. */
  signingOut?: boolean;
  /** The screen. */
  children: ReactNode;
}

/** The portal's frame: side navigation by role (collapsing at ≤ 768 px) beside the screen. */
export function PortalLayoutView({
  role,
  pathname,
  onSignOut,
  signingOut = false,
  children,
}: PortalLayoutViewProps) {
  const onPortalHome = pathname === paths.portal || pathname === `${paths.portal}/`;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] [@media(max-width:768px)]:flex-col">
      <SideNav
        label={texts.nav.label}
        footer={
          <SideNavButton
            label={texts.nav.signOut}
            icon={<LogOut />}
            onClick={onSignOut}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
          />
        }
      >
        {NAV.filter((entry) => !entry.only || entry.only === role).map((entry) => {
          // /portal itself shows the dashboard, so its item is current there too; a NavLink would
          // clear aria-current (its own path does not match), hence a plain Link in that case.
          const current = entry.to === paths.dashboard && onPortalHome;
          return (
            <SideNavItem key={entry.to} asChild label={entry.label} icon={entry.icon} active={current}>
              {current ? <Link to={entry.to} /> : <NavLink to={entry.to} />}
            </SideNavItem>
          );
        })}
      </SideNav>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-8">{children}</div>
    </div>
  );
}
