import { ArrowLeft } from "lucide-react";
import { LinkButton } from "./LinkButton";

/** The 'Back' button of a details or form screen: a link styled as a secondary button. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LinkButton to={to} variant="secondary" icon={ArrowLeft}>
      {label}
    </LinkButton>
  );
}
