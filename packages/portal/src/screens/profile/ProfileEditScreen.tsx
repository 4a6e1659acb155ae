import { toDateString, type User } from "@cla/domain/client";
import { m } from "@cla/domain/i18n";
import { useNavigate } from "react-router";
import { editProfile } from "../../api/account";
import { useMe } from "../../api/hooks";
import { WRITES } from "../../api/writes";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { SectionView, toSection } from "../../components/Section";
import { useSubmit } from "../../forms/useSubmit";
import { updateSessionUser } from "../../session/session";
import { SignUpView, type SignUpValues } from "../sign-up/SignUpView";

/**
 * /portal/profile/edit: the person's own details (docs/product.md §2.3), inside the portal's frame. It works from
 * its URL alone: the form starts from GET /me, the server's record, never from what the previous screen had.
 */
export default function ProfileEditScreen() {
  const { user, ...state } = useMe(true);
  useScreenTitle(m.signUpEditTitle());
  return (
    <SectionView section={toSection(user, state, m.failedToLoadDataTryAgain())} loading={m.loadingProfile()}>
      {(profile) => <EditProfileForm profile={profile} />}
    </SectionView>
  );
}

function EditProfileForm({ profile }: { profile: User }) {
  const navigate = useNavigate();
  const submit = useSubmit({
    action: async (values: SignUpValues) => {
      // Role and cohort are sent unchanged: the server refuses role changes and students' cohort
      // changes (docs/api.md §6.1), so the editor does not offer them (decision 094).
      const user = await editProfile(profile.id, {
        name: values.name,
        email: values.email,
        phone_number: values.phoneNumber,
        birthday: values.birthday,
        cla_role_id: profile.cla_role_id,
        cla_cohort_id: profile.cla_cohort_id,
      });
      updateSessionUser(user);
      return user;
    },
    success: m.profileUpdated(),
    failure: m.somethingWentWrong(),
    // The portal's cache starts empty when it mounts again; the other tabs' lists name the person too.
    refresh: WRITES.profile,
    onSuccess: () => void navigate(paths.profile),
  });

  return (
    <SignUpView
      mode="edit"
      initialValues={{
        name: profile.name,
        email: profile.email,
        phoneNumber: profile.phone_number ?? "",
        birthday: profile.birthday ?? "",
      }}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
      maxBirthday={toDateString(new Date())}
      onSubmit={submit.submit}
    />
  );
}
