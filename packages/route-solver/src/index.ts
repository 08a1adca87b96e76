export { checkSolution, type SolutionCheck, type Violation, type ViolationKind } from "./checkSolution.js";
export { formatSolomon } from "./formatSolomon.js";
export { blankInstance, distanceMatrix, type Instance } from "./instance.js";
export { InstanceFormatError, parseSolomon } from "./parseSolomon.js";
export { createRandom, type Random } from "./random.js";
export { type SolveOptions, type SolveResult, solve, type UnassignedReason } from "./solve.js";
export { type ParallelSolveOptions, solveInWorkers } from "./solveInWorkers.js";
