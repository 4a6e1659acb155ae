import { m, type Locale } from "@cla/domain/i18n";
import { editProfile } from "../api/account";
import type { Refresh } from "../api/refresh";
import { WRITES } from "../api/writes";
import { notify } from "../feedback/notify";
import { updateSessionUser } from "../session/session";

/**
 * Stores a signed-in person's language on their account (decision 184). Its own chunk, loaded on a switch, so the
 * account screens' first load (/login's budget) does not carry the write.
 */
export async function saveLocale(userId: string, locale: Locale, refresh: Refresh): Promise<void> {
  try {
    updateSessionUser(await editProfile(userId, { locale }));
    await refresh(...WRITES.locale);
  } catch {
    notify.error(m.somethingWentWrong());
  }
}
