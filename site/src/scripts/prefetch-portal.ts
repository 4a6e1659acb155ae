/**
 * /login: once the page has loaded, the login form is ready (its Sign In button enabled: the island has taken
 * the form over, decision 170) and the browser is idle, fetch the code of the screens a signed-in person opens
 * next (decision 155), so that pressing Sign In waits only for the sign-in call and the landing screen's data.
 * Nothing is fetched before the form is ready (bench:login's budget).
 */
import { prefetchLandingScreens } from "@cla/portal/prefetch";

const FORM = 'main form button[type="submit"]:not([disabled])';

function whenFormShown(then: () => void): void {
  if (document.querySelector(FORM)) return then();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(FORM)) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
}

function whenIdle(then: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}

function start(): void {
  whenFormShown(() =>
    whenIdle(() => {
      // Where the prefetch begins, for bench:login's budget (what loads from here on is outside it).
      performance.mark("cla-portal-prefetch");
      prefetchLandingScreens();
    }),
  );
}

if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
