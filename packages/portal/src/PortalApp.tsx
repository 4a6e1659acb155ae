/**
 * The portal island mounted by the site's shell pages (/login, /JJRSFCLA, /forgot-password,
 * /reset-password, /certificate, /portal/*). Issue 6 builds the app; until then it renders nothing.
 */
export function PortalApp(): null {
  return null;
}
