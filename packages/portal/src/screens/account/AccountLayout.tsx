import { Card, CardDescription, CardHeader, CardTitle } from "@cla/ui";
import type { ReactNode } from "react";
import { LanguageSelect } from "../../i18n/LanguageSelect";

export interface AccountLayoutProps {
  /** The page's h1. */
  title: string;
  /** Optional h2 under the title (e.g. 'Login' under 'Welcome Back!'). */
  heading?: string;
  /** Optional line under the headings. */
  description?: string;
  /** Shown inside the portal's frame, whose top bar has the language menu already. Default false. */
  inFrame?: boolean;
  children: ReactNode;
}

/** The centred card every account screen (login, sign-up, password screens) sits in. */
export function AccountLayout({
  title,
  heading,
  description,
  inFrame = false,
  children,
}: AccountLayoutProps) {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-start gap-3 px-4 py-10 sm:justify-center">
      {inFrame ? null : <LanguageSelect className="self-center" />}
      <Card className="w-full max-w-md">
        <CardHeader className="pb-2 text-center">
          <h1 className="font-serif text-3xl font-semibold text-foreground">{title}</h1>
          {heading ? (
            <CardTitle level={2} size="lg">
              {heading}
            </CardTitle>
          ) : null}
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children}
      </Card>
    </div>
  );
}
