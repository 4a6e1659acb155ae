/**
 * The only script on most public pages (keep it tiny: the budget is 5 KB gzip per page).
 *
 * 1. Login ↔ Logout: the last header link reads Logout exactly while session storage holds authToken
 *    (docs/product.md §4). Re-checked on load, when the page is restored from the back/forward cache, on a
 *    `storage` event for authToken or a full clear (key null), and on the `user-logout` event the portal
 *    fires when it signs out. Logout calls POST /api/v1/sign_out best effort (docs/api.md §10), clears local
 *    and session storage whatever the answer, and goes to /.
 * 2. The menu button that opens and closes the navigation below 768 px.
 */
const API_BASE: string = import.meta.env.PUBLIC_API_BASE_URL ?? "";
const SIGN_OUT_TIMEOUT_MS = 1500;

function hasSession(): boolean {
  try {
    return sessionStorage.getItem("authToken") !== null;
  } catch {
    // Storage can be blocked by browser settings; then nobody is signed in on this page.
    return false;
  }
}

function renderAuthLink(link: HTMLAnchorElement): void {
  const signedIn = hasSession();
  link.textContent = signedIn ? "Logout" : "Login";
  link.href = signedIn ? "/" : "/login";
  if (!signedIn && /^\/login\/?$/.test(location.pathname)) link.setAttribute("aria-current", "page");
  else link.removeAttribute("aria-current");
}

async function signOut(): Promise<void> {
  const token = sessionStorage.getItem("authToken");
  if (token) {
    try {
      await fetch(`${API_BASE}/api/v1/sign_out`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
        signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
      });
    } catch {
      // Best effort: a slow or unreachable server must not keep anyone signed in on this device.
    }
  }
  localStorage.clear();
  sessionStorage.clear();
  window.dispatchEvent(new Event("user-logout"));
  location.assign("/");
}

const authLink = document.querySelector<HTMLAnchorElement>("[data-auth-link]");
if (authLink) {
  const render = () => renderAuthLink(authLink);
  render();
  window.addEventListener("pageshow", render);
  window.addEventListener("user-logout", render);
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === "authToken") render();
  });
  let signingOut = false;
  authLink.addEventListener("click", (event) => {
    if (!hasSession()) return;
    event.preventDefault();
    if (signingOut) return;
    signingOut = true;
    void signOut();
  });
}

const menuButton = document.querySelector<HTMLButtonElement>("[data-menu-button]");
const nav = menuButton && document.getElementById(menuButton.getAttribute("aria-controls") ?? "");
if (menuButton && nav) {
  const isOpen = () => menuButton.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    menuButton.setAttribute("aria-expanded", String(open));
    nav.toggleAttribute("data-open", open);
  };
  menuButton.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      menuButton.focus();
    }
  });
  // Leaving the small-screen layout closes the menu, so it is closed again when the window shrinks.
  matchMedia("(min-width: 48rem)").addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
}
