import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts the worker thread `name` (a module next to the caller, without its extension): the built `.js` file when the
 * caller runs built, its TypeScript compiled by tsx when the caller runs from source (tests, benches).
 * `callerUrl` is the caller's `import.meta.url`.
 */
export function startWorkerThread(callerUrl: string, name: string, options: WorkerOptions = {}) {
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  // tsx's ESM build of its API: require.resolve finds the CommonJS one next to it
  const tsxApi = createRequire(callerUrl)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const tsx = pathToFileURL(tsxApi).href;
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(callerUrl)}))`,
    { ...options, eval: true },
  );
}
