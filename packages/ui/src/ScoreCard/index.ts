export { formatPoints, SCORE_PARTS, ScoreCard, type ScoreCardProps, type ScorePoints } from "./ScoreCard";
