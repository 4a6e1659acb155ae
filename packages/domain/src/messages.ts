import type * as texts from "./message-texts";

/** The fixed messages, one export per text (see message-texts.ts): `messages.sessionExpired`. */
export * as messages from "./message-texts";

/** The key of a fixed message. */
export type MessageKey = keyof typeof texts;

// The templated texts (courseLocked, yourScore, …) are the catalogue's: message-templates.ts.
