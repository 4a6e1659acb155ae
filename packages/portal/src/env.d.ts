/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served by the site's own host (build-time setting). */
  readonly PUBLIC_API_BASE_URL?: string;
  /** The academy's IANA time zone, the server's ACADEMY_TIME_ZONE (build-time setting; default UTC). */
  readonly PUBLIC_ACADEMY_TIME_ZONE?: string;
}
