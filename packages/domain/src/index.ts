export * from "./rules/index";
export * from "./messages";
export * from "./schemas/index";
export * from "./kinds";
