import { Button } from "@cla/ui";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The 'Back' button of a details or form screen: a link styled as a secondary button. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
