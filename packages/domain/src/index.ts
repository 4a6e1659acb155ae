export * from "./rules/index";
export * from "./messages";
export * from "./message-templates";
export * from "./schemas/index";
export * from "./kinds";
