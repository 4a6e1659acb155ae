export * from "./errors";
export * from "./field-errors";
export * from "./primitives";
export * from "./objects";
export * from "./payloads";
export * from "./kinds";
