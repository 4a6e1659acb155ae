import { Button, SideNav, SideNavItem } from "@cla/ui";
import {
  BookOpen,
  BriefcaseBusiness,
  CalendarDays,
  ClipboardList,
  FileCheck,
  HandHeart,
  LayoutDashboard,
  History,
  LogOut,
  Megaphone,
  School,
  Sheet,
  UserRound,
  UsersRound,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { adminPaths } from "../../app/adminPaths";
import { paths } from "../../app/paths";
import { AcademyMark } from "./AcademyMark";
import { texts } from "./texts";

export type PortalRole = "student" | "facilitator" | "admin";

interface NavEntry {
  label: string;
  to: string;
  icon: ReactNode;
  /** Who sees it; everyone when absent. An admin sees the facilitator's entries (docs/api.md §4). */
  only?: "student" | "facilitator";
}

/** docs/product.md §2.3's side navigation, in its order. */
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

/** The Administration group, for admins only (docs/product.md §2.3, decision 169). */
const ADMIN_NAV: readonly NavEntry[] = [
  { label: texts.nav.adminCohorts, to: adminPaths.cohorts, icon: <School /> },
  { label: texts.nav.adminPeople, to: adminPaths.people, icon: <UsersRound /> },
  { label: texts.nav.adminEnrol, to: adminPaths.enrol, icon: <Sheet /> },
  { label: texts.nav.adminActivity, to: adminPaths.activity, icon: <History /> },
];

function shown(entry: NavEntry, role: PortalRole): boolean {
  if (!entry.only) return true;
  return entry.only === (role === "admin" ? "facilitator" : role);
}

/** A named group of items inside the navigation's list: its heading names the nested list. */
function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <li className="mt-3 flex flex-col gap-1 border-t border-border pt-3">
      <span id={id} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </span>
      <ul aria-labelledby={id} className="flex flex-col gap-1">
        {children}
      </ul>
    </li>
  );
}

export interface PortalLayoutViewProps {
  /**
   * Picks the navigation: Dashboard for students; Instructor Desk and Announcements for facilitators; for
   * admins the facilitator's, then the Administration group.
   */
  role: PortalRole;
  /** The signed-in person's name, shown in the top bar with the role. */
  userName: string;
  /** The current path, to mark the Dashboard item current on /portal itself. */
  pathname: string;
  /** Signs out (the container calls sign_out, clears the session and goes to /login). */
  onSignOut: () => void;
  /** True while signing out. */
  signingOut?: boolean;
  /** The screen. */
  children: ReactNode;
}

/**
 * The portal's application frame (decision 098): a top bar with the academy's mark (a link to /), who
 * is signed in and the one Sign Out; below it the side navigation by role at full height beside the
 * screen. At ≤ 768 px the navigation collapses behind the bar's Menu toggle and opens over an overlay.
 */
export function PortalLayoutView({
  role,
  userName,
  pathname,
  onSignOut,
  signingOut = false,
  children,
}: PortalLayoutViewProps) {
  const onPortalHome = pathname === paths.portal || pathname === `${paths.portal}/`;
  return (
    <div
      data-slot="portal-frame"
      className="grid min-h-dvh grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_1fr] [@media(max-width:768px)]:grid-cols-1"
    >
      <SideNav
        label={texts.nav.label}
        brand={
          // A page outside the island: a full load of the home page.
          <a
            href="/"
            className="flex min-w-0 items-center gap-2 rounded-md font-serif text-lg leading-tight font-semibold text-primary"
          >
            <AcademyMark className="size-9 shrink-0" />
            <span className="sr-only lg:not-sr-only lg:truncate">{texts.frame.academy}</span>
          </a>
        }
        topBar={
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {/* Name over role in one text run (the first line styled), so the name is not a separate
                text node that a screen's own "find the name" would meet twice. */}
            <p className="min-w-0 truncate text-right text-xs leading-tight text-muted-foreground first-line:text-sm first-line:font-medium first-line:text-foreground">
              <span className="sr-only">{texts.frame.signedInAs} </span>
              {userName ? (
                <>
                  {userName}
                  <br />
                </>
              ) : null}
              {texts.frame.roles[role]}
            </p>
            <Button variant="secondary" size="sm" onClick={onSignOut} busy={signingOut}>
              <LogOut aria-hidden="true" />
              {texts.nav.signOut}
            </Button>
          </div>
        }
      >
        {NAV.filter((entry) => shown(entry, role)).map((entry) => {
          // /portal itself shows the dashboard, so its item is current there too; a NavLink would
          // clear aria-current (its own path does not match), hence a plain Link in that case.
          const current = entry.to === paths.dashboard && onPortalHome;
          return (
            <SideNavItem key={entry.to} asChild label={entry.label} icon={entry.icon} active={current}>
              {current ? <Link to={entry.to} /> : <NavLink to={entry.to} />}
            </SideNavItem>
          );
        })}
        {role === "admin" ? (
          <NavGroup label={texts.nav.administration}>
            {ADMIN_NAV.map((entry) => (
              <SideNavItem key={entry.to} asChild label={entry.label} icon={entry.icon}>
                <NavLink to={entry.to} />
              </SideNavItem>
            ))}
          </NavGroup>
        ) : null}
      </SideNav>
      <div className="min-w-0 px-4 py-6 sm:px-8">{children}</div>
    </div>
  );
}
