import { m } from "@cla/domain/i18n";

/** Texts every screen shares, in the reader's language (read at render; decision 184). */
export const commonTexts = {
  get retry(): string {
    return m.commonRetry();
  },
  get loading(): string {
    return m.commonLoading();
  },
};
