import { m } from "@cla/domain/i18n";
import { Compass } from "lucide-react";
import { useScreenTitle } from "../../app/screenChange";

/**
 * What any portal path without a screen shows (docs/product.md §2.3): 'select an option from the menu to
 * get started'. A view with no data, so it is also its own container.
 */
export function WelcomeView() {
  // The document title of portal paths without a screen: the portal shell's own (chosen).
  useScreenTitle(m.navLabel());
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-lg font-medium text-foreground first-letter:uppercase">{m.portalWelcome()}</h1>
    </div>
  );
}

export default WelcomeView;
