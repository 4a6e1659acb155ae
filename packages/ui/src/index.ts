export { cn } from "./lib/cn";
export * from "./Card";
export * from "./StatCard";
export * from "./ScoreCard";
