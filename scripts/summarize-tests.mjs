// Adds up the checks and the JSON reports of every suite into the closing line "N passed, N failed", above it a
// line naming each failed test with the first line of its error, so that the tail of a CI log says which failed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2] ?? "test-results";
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .trim()
    .split("\n")[0]
    .slice(0, 200);

function playwrightFailures(suites, path = []) {
  for (const suite of suites ?? []) {
    const titles = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, titles);
  }
}

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    if ((file.assertionResults ?? []).length === 0 && file.status === "failed")
      failedTests.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed")
        failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

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
    playwrightFailures(report.suites);
  } else {
    // Vitest
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if ((report.numFailedTests ?? 0) > 0) failures.push(`${file}: ${report.numFailedTests} failed`);
    vitestFailures(report);
    if (report.success === false && (report.numFailedTests ?? 0) === 0) {
      failed++;
      failures.push(`${file}: suite failed to run`);
    }
  }
}

console.log("");
for (const test of failedTests) console.log(`FAILED ${test}`);
if (failures.length > 0) console.log(`Failures: ${failures.join("; ")}`);
const runnerExit = failures.some((failure) => failure.endsWith("(runner exit code)"));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runnerExit ? 1 : 0);
