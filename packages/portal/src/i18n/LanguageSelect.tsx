import { LOCALE_NAMES, isLocale, locales, m } from "@cla/domain/i18n";
import { cn } from "@cla/ui";
import { useId, useSyncExternalStore } from "react";
import { useRefresh } from "../api/refresh";
import { readSession } from "../session/session";
import { activeLocale, applyLocale, subscribeLocale } from "./locale";

/**
 * The language switcher (decision 184): a native `<select>` listing each language in itself. The choice applies
 * at once and is remembered; a signed-in person's is stored on their account, so it follows them to another
 * device and into their mails. `labelled`: its label shown above it (in the phone's menu), not only read out.
 */
export function LanguageSelect({ className, labelled = false }: { className?: string; labelled?: boolean }) {
  const id = useId();
  const locale = useSyncExternalStore(subscribeLocale, activeLocale, activeLocale);
  const refresh = useRefresh();
  return (
    <span className={className}>
      <label htmlFor={id} className={labelled ? "mb-1 block text-sm font-medium text-foreground" : "sr-only"}>
        {m.languageLabel()}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          applyLocale(chosen, { remember: true });
          const session = readSession();
          if (!session) return;
          void import("./saveLocale").then(({ saveLocale }) => saveLocale(session.userId, chosen, refresh));
        }}
        className={cn(
          "h-9 rounded-md border border-input bg-background ps-2 pe-8 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          labelled && "w-full",
        )}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
