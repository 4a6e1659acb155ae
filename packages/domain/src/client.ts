/**
 * `@cla/domain/client`: everything the browser needs from the domain without zod — the business rules,
 * the limits and field checks, the messages catalogue, the fixed API texts, the kinds tables and every
 * type. The portal imports only this entry (an ESLint rule keeps it so), so no screen chunk carries
 * zod; the zod schemas serve the server, the OpenAPI document and the tests (docs/decisions/097).
 */
export * from "./rules/index";
export * from "./messages";
export * from "./message-templates";
export * from "./kinds";
export * from "./schemas/errors";
export type * from "./schemas/index";
