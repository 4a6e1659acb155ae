import { Button, SideNav, SideNavItem, usePhoneViewport } from "@cla/ui";
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
import { m } from "@cla/domain/i18n";
import { LanguageSelect } from "../../i18n/LanguageSelect";

export type PortalRole = "student" | "facilitator" | "admin";

interface NavEntry {
  /** The entry's name in the reader's language (a catalogue message, read at render). */
  label: () => string;
  to: string;
  icon: ReactNode;
  /** Who sees it; everyone when absent. An admin sees the facilitator's entries (docs/api.md §4). */
  only?: "student" | "facilitator";
}

/** docs/product.md §2.3's side navigation, in its order. */
const NAV: readonly NavEntry[] = [
  { label: m.navDashboard, to: paths.dashboard, icon: <LayoutDashboard />, only: "student" },
  {
    label: m.navInstructorDesk,
    to: paths.instructorDesk,
    icon: <BriefcaseBusiness />,
    only: "facilitator",
  },
  { label: m.navCourses, to: paths.courses, icon: <BookOpen /> },
  { label: m.navAssignments, to: paths.assignments, icon: <ClipboardList /> },
  { label: m.navContributions, to: paths.contributions, icon: <HandHeart /> },
  { label: m.navTests, to: paths.cbts, icon: <FileCheck /> },
  { label: m.navAnnouncements, to: paths.announcements, icon: <Megaphone />, only: "facilitator" },
  { label: m.navEvents, to: paths.events, icon: <CalendarDays /> },
  { label: m.navProfile, to: paths.profile, icon: <UserRound /> },
];

/** The Administration group, for admins only (docs/product.md §2.3, decision 169). */
const ADMIN_NAV: readonly NavEntry[] = [
  { label: m.navAdminCohorts, to: adminPaths.cohorts, icon: <School /> },
  { label: m.navAdminPeople, to: adminPaths.people, icon: <UsersRound /> },
  { label: m.navAdminEnrol, to: adminPaths.enrol, icon: <Sheet /> },
  { label: m.navAdminActivity, to: adminPaths.activity, icon: <History /> },
];

const ROLE_NAMES: Record<PortalRole, () => string> = {
  student: m.frameRolesStudent,
  facilitator: m.frameRolesFacilitator,
  admin: m.frameRolesAdmin,
};

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
  // A phone's bar holds the menu, the mark, who is signed in and Sign Out; the language is chosen in the menu.
  const phone = usePhoneViewport();
  return (
    <div
      data-slot="portal-frame"
      className="grid min-h-dvh grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_1fr] [@media(max-width:768px)]:grid-cols-1"
    >
      <SideNav
        label={m.navLabel()}
        toggleTexts={{ menu: m.navMenu(), openMenu: m.navOpenMenu(), closeMenu: m.navCloseMenu() }}
        footer={phone ? <LanguageSelect labelled /> : undefined}
        brand={
          // A page outside the island: a full load of the home page.
          <a
            href="/"
            className="flex min-w-0 items-center gap-2 rounded-md font-serif text-lg leading-tight font-semibold text-primary"
          >
            <AcademyMark className="size-9 shrink-0" />
            <span className="sr-only lg:not-sr-only lg:truncate">{m.frameAcademy()}</span>
          </a>
        }
        topBar={
          <div className="ms-auto flex min-w-0 items-center gap-3">
            {phone ? null : <LanguageSelect />}
            {/* Name over role in one text run (the first line styled), so the name is not a separate
                text node that a screen's own "find the name" would meet twice. */}
            <p className="min-w-0 truncate text-end text-xs leading-tight text-muted-foreground first-line:text-sm first-line:font-medium first-line:text-foreground">
              <span className="sr-only">{m.frameSignedInAs()} </span>
              {userName ? (
                <>
                  {userName}
                  <br />
                </>
              ) : null}
              {ROLE_NAMES[role]()}
            </p>
            <Button variant="secondary" size="sm" onClick={onSignOut} busy={signingOut}>
              <LogOut aria-hidden="true" />
              {/* An icon with its name on a phone, where the language, the name and the word do not fit. */}
              <span className="sr-only sm:not-sr-only">{m.navSignOut()}</span>
            </Button>
          </div>
        }
      >
        {NAV.filter((entry) => shown(entry, role)).map((entry) => {
          // /portal itself shows the dashboard, so its item is current there too; a NavLink would
          // clear aria-current (its own path does not match), hence a plain Link in that case.
          const current = entry.to === paths.dashboard && onPortalHome;
          return (
            <SideNavItem key={entry.to} asChild label={entry.label()} icon={entry.icon} active={current}>
              {current ? <Link to={entry.to} /> : <NavLink to={entry.to} />}
            </SideNavItem>
          );
        })}
        {role === "admin" ? (
          <NavGroup label={m.navAdministration()}>
            {ADMIN_NAV.map((entry) => (
              <SideNavItem key={entry.to} asChild label={entry.label()} icon={entry.icon}>
                <NavLink to={entry.to} />
              </SideNavItem>
            ))}
          </NavGroup>
        ) : null}
      </SideNav>
      {/* Where the page's skip link leads while the frame is shown (PortalLayout): past the bar and the navigation. */}
      <div id="portal-content" tabIndex={-1} className="min-w-0 px-4 py-6 focus:outline-none sm:px-8">
        {children}
      </div>
    </div>
  );
}
