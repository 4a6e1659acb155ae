interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin as the site (build time; default ""). */
  readonly PUBLIC_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
