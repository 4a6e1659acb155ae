/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served by the site's own host (build-time setting). */
  readonly PUBLIC_API_BASE_URL?: string;
}
