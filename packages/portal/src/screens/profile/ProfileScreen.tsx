import type { User } from "@cla/domain/client";
import { FACILITATOR_ROLE, formatBirthday, messages } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useMe } from "../../api/hooks";
import type { EditableProfile, EditProfileState } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { notify } from "../../feedback/notify";
import { logout } from "../../session/logout";
import { updateSessionUser, type Session } from "../../session/session";
import { useSession } from "../../session/useSession";
import { ProfileView, type ProfileDetails } from "./ProfileView";
import { texts } from "./texts";

function fromUser(user: User): ProfileDetails {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phone_number,
    birthday: formatBirthday(user.birthday),
    cohortName: user.cla_cohort_name,
    facilitator: user.cla_role_name === FACILITATOR_ROLE,
  };
}

function fromSession(session: Session): ProfileDetails {
  const data = session.userData;
  return {
    id: session.userId,
    name: data?.userName ?? "",
    email: data?.email ?? "",
    phoneNumber: data?.phoneNumber ?? null,
    birthday: formatBirthday(data?.birthday),
    cohortName: data?.cohortName ?? null,
    facilitator: data?.roleName === FACILITATOR_ROLE,
  };
}

function editableFrom(session: Session, user: User | undefined): EditableProfile {
  if (user) return user;
  const data = session.userData;
  return {
    id: session.userId,
    name: data?.userName ?? "",
    email: data?.email ?? "",
    phone_number: data?.phoneNumber ?? null,
    birthday: data?.birthday ?? null,
    cla_role_id: data?.roleId ?? 0,
    cla_cohort_id: data?.cohortId ?? null,
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
    if (!session) return;
    const state: EditProfileState = { isEditMode: true, userData: editableFrom(session, user) };
    void navigate(paths.signUp, { state });
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
      profile={user ? fromUser(user) : fromSession(session)}
      onEditProfile={handleEditProfile}
      onLogout={handleLogout}
      loggingOut={loggingOut}
    />
  );
}
