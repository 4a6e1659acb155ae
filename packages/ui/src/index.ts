export { cn } from "./lib/cn";
export * from "./Card";
export * from "./StatCard";
export * from "./ScoreCard";
export * from "./Accordion";
export * from "./Tabs";
export * from "./Spinner";
export * from "./Button";
export * from "./IconButton";
