// Adds up the checks and the JSON reports of every suite into the closing line "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? "test-results";
let passed = 0;
let failed = 0;
const failures = [];

const checks = existsSync(join(dir, "checks.txt"))
  ? readFileSync(join(dir, "checks.txt"), "utf8").split("\n")
  : [];
for (const line of checks.filter(Boolean)) {
  const [status, ...rest] = line.split(" ");
  const name = rest.join(" ");
  if (status === "pass") passed++;
  else if (status === "fail") {
    failed++;
    failures.push(name);
  } else if (status === "exit") failures.push(`${name} (runner exit code)`);
}

for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    if (report.stats.unexpected > 0) failures.push(`${file}: ${report.stats.unexpected} failed`);
  } else {
    // Vitest
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if ((report.numFailedTests ?? 0) > 0) failures.push(`${file}: ${report.numFailedTests} failed`);
    if (report.success === false && (report.numFailedTests ?? 0) === 0) {
      failed++;
      failures.push(`${file}: suite failed to run`);
    }
  }
}

console.log("");
if (failures.length > 0) console.log(`Failures: ${failures.join("; ")}`);
const runnerExit = failures.some((failure) => failure.endsWith("(runner exit code)"));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runnerExit ? 1 : 0);
