/** Link targets for values the academy enters bare in settings (shown as given, linked with a scheme). */

/** "cla.example.org" → "https://cla.example.org" */
export function websiteHref(bare: string): string {
  return `https://${bare}`;
}

/** "office@example.org" → "mailto:office@example.org" */
export function emailHref(address: string): string {
  return `mailto:${address}`;
}

/** Header and footer navigation, in docs/product.md's order. */
export const HEADER_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/programs", label: "Programs" },
  { href: "/faculty", label: "Faculty" },
  { href: "/faq", label: "FAQs" },
  { href: "/contact", label: "Contact" },
] as const;

/** True when `href` is the current page or (for sections such as /faculty) one of its sub-pages. */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}
