export * from "./driverBehaviours.js";
export * from "./driverScore.js";
export * from "./driverScoresFilter.js";
export * from "./drivingByDriverDay.js";
