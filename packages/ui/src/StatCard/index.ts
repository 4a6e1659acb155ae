export { StatCard, statCardVariants, type StatCardProps } from "./StatCard";
