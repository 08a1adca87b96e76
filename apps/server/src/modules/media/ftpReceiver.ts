import { mkdir, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { isAbsolute, join, relative } from "node:path";
import { FileSystem, FtpSrv } from "ftp-srv";
import type { DeviceConnectionLimiter } from "../ingest/index.js";

/** Where one login may write, and what to call when a file arrived. */
export interface FtpGrant {
  /** the folder the login sees as `/`; created when missing */
  folder: string;
  /** a file was stored completely: its path on disk and size */
  uploaded(path: string, sizeBytes: number): void;
}

export interface FtpReceiverOptions {
  /** listen address (default 0.0.0.0) */
  host?: string;
  /** 0 picks a free port */
  port: number;
  /** the address devices reach for passive data connections (default: the listen address) */
  passiveHost?: string;
  /** passive data ports (default: any free port) */
  passivePorts?: { min: number; max: number } | undefined;
  /** checks a login; null refuses it. Each grant is asked for once per login. */
  authorize(username: string, password: string): Promise<FtpGrant | null>;
  /** largest file accepted (bytes) */
  maxFileBytes: number;
  /** a pino-style logger (info, warn, error, debug, trace, child) */
  logger: unknown;
  /** the clients' share of the connection budget this port's connections count in (default: uncounted) */
  connections?: DeviceConnectionLimiter;
}

export interface FtpReceiver {
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
}

/**
 * An upload-only FTP server for dashcam clips (JT/T 1078 0x9206 tells the device where to upload). Each login is
 * a one-time credential that `authorize` turns into a folder; the login may make folders and write files in it,
 * nothing else: no reading, deleting or renaming, and a path that leaves the folder is refused, not clamped.
 */
export function createFtpReceiver(options: FtpReceiverOptions): FtpReceiver {
  let server: FtpSrv | null = null;

  return {
    async start() {
      const host = options.host ?? "0.0.0.0";
      // ftp-srv takes port 0 literally only through a probe: ask the system for a free port first.
      const port = options.port === 0 ? await freePort(host) : options.port;
      const passiveHost = options.passiveHost ?? (host === "0.0.0.0" ? "127.0.0.1" : host);
      // ftp-srv answers SIGTERM / SIGINT / SIGQUIT with process.exit of its own, which would cut the server's
      // graceful shutdown (main.ts) and lose in-flight work: its handlers are taken off again
      const signals = ["SIGTERM", "SIGINT", "SIGQUIT"] as const;
      const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
      server = new FtpSrv({
        url: `ftp://${host}:${port}`,
        pasv_url: passiveHost,
        pasv_min: options.passivePorts?.min ?? 1024,
        pasv_max: options.passivePorts?.max ?? 65535,
        anonymous: false,
        greeting: "Armada media receiver",
        log: options.logger,
        timeout: 60_000,
        // REST and APPE write past the start of a file: a sparse file far beyond maxFileBytes from a few bytes sent
        blacklist: ["REST", "APPE"],
      });
      // ftp-srv keeps its control-connection net.Server as `server` (not in its typings)
      options.connections?.guard((server as unknown as { server: Server }).server, "ftp");
      for (const signal of signals)
        for (const listener of process.listeners(signal))
          if (!before.get(signal)?.has(listener)) process.off(signal, listener);
      server.on("login", ({ connection, username, password }, resolve, reject) => {
        options.authorize(username, password).then(
          async (grant) => {
            if (!grant) {
              reject(new Error("Login refused"));
              return;
            }
            await mkdir(grant.folder, { recursive: true });
            resolve({ fs: new UploadOnlyFileSystem(connection, grant, options.maxFileBytes) });
          },
          () => reject(new Error("Login refused")),
        );
      });
      server.on("client-error", () => {});
      await server.listen();
      return { port };
    },
    async stop() {
      await server?.close();
      server = null;
    },
  };
}

class UploadOnlyFileSystem extends FileSystem {
  constructor(
    connection: ConstructorParameters<typeof FileSystem>[0],
    private readonly grant: FtpGrant,
    private readonly maxFileBytes: number,
  ) {
    super(connection, { root: grant.folder, cwd: "/" });
  }

  /** The path inside the folder, or a refusal when it would leave it (`..` past the top). */
  private inside(path: string): string {
    // not posix.join: it would clamp `/..` to `/` silently
    const clientPath = path.startsWith("/") ? path : `${this.cwd}/${path}`;
    const steps: string[] = [];
    for (const part of clientPath.split("/")) {
      if (part === "" || part === ".") continue;
      if (part === "..") {
        if (steps.length === 0) throw new Error("Path outside the upload folder");
        steps.pop();
      } else steps.push(part);
    }
    const target = join(this.root, ...steps);
    const fromRoot = relative(this.root, target);
    if (fromRoot.startsWith("..") || isAbsolute(fromRoot)) throw new Error("Path outside the upload folder");
    return `/${steps.join("/")}`;
  }

  override chdir(path = ".") {
    return super.chdir(this.inside(path));
  }

  override list(path = ".") {
    return super.list(this.inside(path));
  }

  override get(fileName: string) {
    return super.get(this.inside(fileName));
  }

  override mkdir(path: string) {
    return super.mkdir(this.inside(path));
  }

  override write(fileName: string, settings?: { append?: boolean; start?: unknown }) {
    if (settings?.append || Number(settings?.start ?? 0) > 0) throw new Error("Upload from the start only");
    const target = this.inside(fileName);
    const written = super.write(target, settings) as {
      stream: NodeJS.WritableStream & { bytesWritten: number; path: string };
    };
    const { stream } = written;
    let bytes = 0;
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= this.maxFileBytes) return;
      source?.off("data", count);
      stream.emit("error", new Error("File too large"));
    };
    let source: NodeJS.ReadableStream | undefined;
    // ftp-srv answers the first error; tearing the data socket down makes the stream fail a second time
    stream.on("error", () => {});
    stream.on("pipe", (from: NodeJS.ReadableStream) => {
      source = from;
      from.on("data", count);
    });
    stream.once("finish", () => {
      const path = join(this.root, target);
      // the size on disk decides, not the bytes counted: whatever wrote past them, an oversized file is not taken
      void stat(path).then(
        (stats) =>
          stats.size <= this.maxFileBytes ? this.grant.uploaded(path, stats.size) : rm(path, { force: true }),
        () => {},
      );
    });
    return written;
  }

  override read(): never {
    throw new Error("Upload only");
  }

  override delete(): never {
    throw new Error("Upload only");
  }

  override rename(): never {
    throw new Error("Upload only");
  }

  override chmod(): never {
    throw new Error("Upload only");
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
