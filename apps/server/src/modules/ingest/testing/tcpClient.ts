import { connect, type Socket } from "node:net";

/** A raw TCP client for gateway tests: collects what the server sends and notices when it closes. */
export class TcpTestClient {
  private received = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  readonly closedPromise: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on("error", () => {});
    this.closedPromise = new Promise((resolve) =>
      socket.on("close", () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static connect(port: number, host = "127.0.0.1"): Promise<TcpTestClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host }, () => resolve(new TcpTestClient(socket)));
      socket.once("error", reject);
    });
  }

  write(bytes: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) =>
      this.socket.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** The next `count` bytes the server sent. */
  async read(count: number, timeoutMs = 3_000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (this.closed) throw new Error(`connection closed after ${this.received.length} of ${count} bytes`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out: ${this.received.length} of ${count} bytes`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const bytes = this.received.subarray(0, count);
    this.received = this.received.subarray(count);
    return Buffer.from(bytes);
  }

  /** Everything received and not read yet. */
  get pending(): number {
    return this.received.length;
  }

  /** Resolves when the server closes the connection; rejects after `timeoutMs`. */
  async waitClosed(timeoutMs = 3_000): Promise<void> {
    await Promise.race([
      this.closedPromise,
      new Promise((_, reject) => setTimeout(() => reject(new Error("connection still open")), timeoutMs)),
    ]);
  }

  close() {
    this.socket.destroy();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}
