/** Why the microphone could not be opened, as a text key of `driverCall.microphone`. */
export type MicrophoneProblem = "denied" | "missing" | "busy" | "insecure" | "unknown";

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(`microphone: ${problem}`);
    this.name = "MicrophoneError";
  }
}

/** getUserMedia's DOMException names (and the missing API of a page not served over HTTPS) as a problem. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "unknown";
}
