/**
 * The academy's mark (the site's logo, site/src/assets/logo.svg), drawn inline so the portal frame
 * needs no request for it. Decorative: the link around it carries the name.
 */
export function AcademyMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 64 64"
      width="36"
      height="36"
      className={className}
    >
      <rect width="64" height="64" rx="14" fill="#4b1d7a" />
      <rect x="29" y="8" width="6" height="25" rx="1.5" fill="#d9a93a" />
      <rect x="21.5" y="14.5" width="21" height="6" rx="1.5" fill="#d9a93a" />
      <path
        d="M9 39.5c8-4.2 16-3.6 23 1.6 7-5.2 15-5.8 23-1.6V55c-8-4-16-3.4-23 1.6C25 51.6 17 51 9 55z"
        fill="#fff"
      />
      <path d="M32 41.5v15" stroke="#4b1d7a" strokeWidth="1.6" />
    </svg>
  );
}
