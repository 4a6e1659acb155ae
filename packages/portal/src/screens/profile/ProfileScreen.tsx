import type { User } from "@cla/domain/client";
import { formatDay, messages } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useMe } from "../../api/hooks";
import type { EditableProfile } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { notify } from "../../feedback/notify";
import { logout } from "../../session/logout";
import { isStaffRole } from "../../session/roles";
import { updateSessionUser, type Session } from "../../session/session";
import { useSession } from "../../session/useSession";
import { ProfileView, type ProfileDetails } from "./ProfileView";
import { texts } from "./texts";

/** The person the profile shows: GET /me's user, or until it answers the saved session's copy. */
type Person = EditableProfile & Pick<User, "cla_cohort_name"> & { cla_role_name: string | null };

/** The saved session's copy of the signed-in person, in the API's field names. */
function savedPerson(session: Session): Person {
  const data = session.userData;
  return {
    id: session.userId,
    name: data?.userName ?? "",
    email: data?.email ?? "",
    phone_number: data?.phoneNumber ?? null,
    birthday: data?.birthday ?? null,
    cla_role_id: data?.roleId ?? 0,
    cla_role_name: data?.roleName ?? null,
    cla_cohort_id: data?.cohortId ?? null,
    cla_cohort_name: data?.cohortName ?? null,
  };
}

function details(person: Person): ProfileDetails {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phoneNumber: person.phone_number,
    birthday: formatDay(person.birthday),
    cohortName: person.cla_cohort_name,
    facilitator: isStaffRole(person.cla_role_name),
  };
}

function differs(session: Session, user: User): boolean {
  const data = session.userData;
  return (
    !data ||
    data.userName !== user.name ||
    data.email !== user.email ||
    data.phoneNumber !== user.phone_number ||
    data.birthday !== user.birthday ||
    data.cohortId !== user.cla_cohort_id ||
    data.cohortName !== user.cla_cohort_name ||
    data.roleName !== user.cla_role_name
  );
}

/**
 * The profile: shown at once from the saved session, then from GET /me (the server's current
 * record), which also refreshes the saved session when they differ.
 */
export default function ProfileScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const { user } = useMe(session !== null);
  const [loggingOut, setLoggingOut] = useState(false);
  useScreenTitle(texts.profile.title);

  useEffect(() => {
    if (session && user && differs(session, user)) updateSessionUser(user);
  }, [session, user]);

  // RequireSession renders this screen only with a session.
  if (!session) return null;

  function handleEditProfile() {
    void navigate(paths.profileEdit);
  }

  function handleLogout() {
    notify.confirm({
      message: messages.confirmLogout,
      confirmLabel: messages.yesLogout,
      onConfirm: () => {
        setLoggingOut(true);
        void logout().then(() => {
          notify.success(messages.loggedOut);
          void navigate(paths.login, { replace: true });
        });
      },
    });
  }

  return (
    <ProfileView
      profile={details(user ?? savedPerson(session))}
      onEditProfile={handleEditProfile}
      onLogout={handleLogout}
      loggingOut={loggingOut}
    />
  );
}
