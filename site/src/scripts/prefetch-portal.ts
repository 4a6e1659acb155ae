/**
 * /login: once the page has loaded, the login form is on screen and the browser is idle, fetch the code of the
 * screens a signed-in person opens next (decision 155), so that pressing Sign In waits only for the sign-in call
 * and the landing screen's data. Nothing is fetched before the form is usable (bench:login's budget).
 */
import { prefetchLandingScreens } from "@cla/portal/prefetch";

const FORM = 'main input[type="password"]';

function whenFormShown(then: () => void): void {
  if (document.querySelector(FORM)) return then();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(FORM)) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
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
