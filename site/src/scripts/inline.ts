/**
 * The site's inline scripts, written once here: the pages render these exact strings and site/csp.ts allows
 * each by its SHA-256 hash, so the Content-Security-Policy needs no 'unsafe-inline' (decision 087).
 */

/** First thing in <head>: lets CSS collapse the mobile menu before the first paint, without a layout shift. */
export const MARK_JS = `document.documentElement.classList.add("js");`;

/**
 * /portal/* shells, in <head>: with a session in this tab the portal will show its own frame (decision 098),
 * so the site's header and footer are put aside before the first paint instead of flashing until the
 * portal's /portal/* route is shown (which sets the same attribute, and removes it when the island leaves /portal/*).
 * If the session is cleared before the layout mounts (a guard sends the person to /login), they come back.
 */
export const PORTAL_FRAME_JS = `(function () {
  var root = document.documentElement;
  function sync() {
    try {
      if (sessionStorage.getItem("authToken")) root.setAttribute("data-portal-frame", "");
      else root.removeAttribute("data-portal-frame");
    } catch (e) {}
  }
  sync();
  addEventListener("storage", function () {
    try {
      if (!sessionStorage.getItem("authToken")) root.removeAttribute("data-portal-frame");
    } catch (e) {}
  });
})();`;

/**
 * 404 page: static hosts answer every unknown path with it. For an unknown faculty member it shows the
 * 'faculty member not found' view instead (the API server serves faculty/not-found directly).
 */
export const FACULTY_NOT_FOUND = `if (/^\\/faculty\\/[^/]+\\/?$/.test(location.pathname)) {
  document.getElementById("page-not-found").hidden = true;
  document.getElementById("faculty-not-found").hidden = false;
  document.title = "Faculty member not found | Christian Leadership Academy";
}`;

/** The contact form's `onsubmit`: the browser checks the required fields, then nothing is sent (decision 084). */
export const CANCEL_SUBMIT = "return false";
