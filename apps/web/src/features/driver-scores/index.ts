/** What other features show of the driver scores: the grade badge and the weekly trend (a driver's own home). */
export { GradeBadge } from "./components/GradeBadge";
export { WeeklyTrendChart } from "./components/WeeklyTrendChart";
