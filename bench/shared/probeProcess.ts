/**
 * A probe in a child process of its own (run under tsx, IPC with structured clone), so that receiving on many
 * sockets does not share an event loop with the load generator. `nextMessage(type)` waits for the child's next
 * message of that type.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export function forkProbe(script: URL) {
  const child = fork(fileURLToPath(script), [], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const nextMessage = <T>(type: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`probe: no ${type} in ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (message: { type?: string }) => {
        if (message.type !== type) return;
        clearTimeout(timeout);
        child.off("message", onMessage);
        resolve(message as T);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`probe exited (${code}) before ${type}`)));
    });
  return {
    child,
    nextMessage,
    kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
