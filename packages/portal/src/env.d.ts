/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served by the site's own host (build-time setting). */
  readonly PUBLIC_API_BASE_URL?: string;
}

/** fontkit 2 ships no types; what the PDFs' text (src/pdf/) uses of it. */
declare module "fontkit" {
  interface Glyph {
    advanceWidth: number;
  }
  interface GlyphRun {
    advanceWidth: number;
    glyphs: Glyph[];
  }
  interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function create(data: Uint8Array): Font;
}
