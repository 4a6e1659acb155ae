import { messages } from "@cla/domain/client";
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, PageHeader } from "@cla/ui";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import { LinkButton } from "../../components/LinkButton";

export interface ProfileDetails {
  /** The user id, shown as the Student ID. */
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  /** Already formatted like '3rd Mar 2024', or null. */
  birthday: string | null;
  cohortName: string | null;
  /**
   * A facilitator's profile has no Student ID and no Download Certificate (certificates are a
   * student's; decision 098).
   */
  facilitator: boolean;
}

export interface ProfileViewProps {
  profile: ProfileDetails;
  /** Opens the sign-up screen in edit mode. */
  onEditProfile: () => void;
  /** Asks for confirmation, then logs out. */
  onLogout: () => void;
  /** True while logging out. */
  loggingOut?: boolean;
}

/** /portal/profile (docs/product.md §2.3). */
export function ProfileView({ profile, onEditProfile, onLogout, loggingOut = false }: ProfileViewProps) {
  const rows: Array<[string, string]> = [
    ...(profile.facilitator ? [] : [[texts.profile.studentId, profile.id] as [string, string]]),
    [texts.profile.email, profile.email],
    [texts.profile.phone, profile.phoneNumber || messages.notSet],
    [texts.profile.birthday, profile.birthday ?? messages.notSet],
    [texts.profile.cohort, profile.cohortName || messages.notAssigned],
  ];
  return (
    <div className="flex flex-col">
      <PageHeader title={texts.profile.title} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle level={2} size="xl">
            {profile.name}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                <dd className="break-words text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
        <CardFooter className="pt-2">
          {profile.facilitator ? null : (
            <LinkButton to={paths.certificate} variant="secondary">
              {texts.profile.downloadCertificate}
            </LinkButton>
          )}
          <Button onClick={onEditProfile}>{texts.profile.editProfile}</Button>
          <Button variant="destructive" onClick={onLogout} busy={loggingOut}>
            {texts.profile.logout}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
