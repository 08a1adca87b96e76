import type { Jt808Frame } from "./frame.js";

interface Assembly {
  pieces: Map<number, Uint8Array>;
  total: number;
  bytes: number;
  startedAt: number;
}

export interface Jt808SubPackageLimits {
  /** an assembly older than this is dropped (a terminal that never sends the rest) */
  maxAgeMs: number;
  /** messages being joined at once; beyond it the oldest is dropped */
  maxOpen: number;
  /** pieces one message may have (its header's total); more is refused */
  maxPieces: number;
  /** body bytes held for unfinished messages; more is refused */
  maxBytes: number;
}

export const JT808_SUB_PACKAGE_LIMITS: Jt808SubPackageLimits = {
  maxAgeMs: 60_000,
  maxOpen: 16,
  maxPieces: 1024,
  maxBytes: 1024 * 1024,
};

/**
 * Bytes held by the unfinished messages of every connection together: each assembler takes from it what it keeps
 * and gives it back when a message is joined or dropped, or the connection ends (`clear`).
 */
export class Jt808SubPackagePool {
  private usedBytes = 0;

  constructor(readonly maxBytes: number) {}

  get used(): number {
    return this.usedBytes;
  }

  take(bytes: number): boolean {
    if (this.usedBytes + bytes > this.maxBytes) return false;
    this.usedBytes += bytes;
    return true;
  }

  give(bytes: number): void {
    this.usedBytes = Math.max(0, this.usedBytes - bytes);
  }
}

/** A piece pushed: the whole message, more pieces awaited, or a refusal (the connection should be closed). */
export type Jt808Assembled =
  | { kind: "whole"; frame: Jt808Frame }
  | { kind: "pending" }
  | { kind: "refused"; reason: string };

/**
 * Puts sub-packaged messages back together. The pieces of one message carry consecutive serials, so a message is
 * known by its id and the serial of its first piece. Memory is bounded: assemblies older than `maxAgeMs` and beyond
 * `maxOpen` are dropped, and a message of more than `maxPieces` pieces or pieces beyond `maxBytes` held (for this
 * connection, or for all in the shared pool) are refused.
 */
export class Jt808SubPackageAssembler {
  private readonly open = new Map<string, Assembly>();
  private readonly limits: Jt808SubPackageLimits;
  private heldBytes = 0;

  constructor(
    limits: Partial<Jt808SubPackageLimits> = {},
    private readonly pool: Jt808SubPackagePool = new Jt808SubPackagePool(Number.POSITIVE_INFINITY),
  ) {
    this.limits = { ...JT808_SUB_PACKAGE_LIMITS, ...limits };
  }

  /** messages being joined */
  get pending(): number {
    return this.open.size;
  }

  /** body bytes held for them */
  get held(): number {
    return this.heldBytes;
  }

  push(frame: Jt808Frame, now = Date.now()): Jt808Assembled {
    const { packet } = frame;
    if (!packet) return { kind: "whole", frame };
    if (packet.total === 1) return { kind: "whole", frame: { ...frame, packet: undefined } };
    if (packet.total > this.limits.maxPieces)
      return { kind: "refused", reason: `a message of ${packet.total} pieces` };
    if (packet.index < 1 || packet.index > packet.total)
      return { kind: "refused", reason: `piece ${packet.index} of ${packet.total}` };
    this.dropOld(now);
    const firstSerial = (frame.serial - (packet.index - 1) + 0x10000) & 0xffff;
    const key = `${frame.messageId}:${firstSerial}:${packet.total}`;
    let assembly = this.open.get(key);
    if (!assembly) {
      if (this.open.size >= this.limits.maxOpen) this.dropOldest();
      assembly = { pieces: new Map(), total: packet.total, bytes: 0, startedAt: now };
      this.open.set(key, assembly);
    }
    if (!assembly.pieces.has(packet.index)) {
      const size = frame.body.length;
      if (this.heldBytes + size > this.limits.maxBytes || !this.pool.take(size))
        return { kind: "refused", reason: "sub-packages beyond the bytes allowed" };
      assembly.pieces.set(packet.index, frame.body);
      assembly.bytes += size;
      this.heldBytes += size;
    }
    if (assembly.pieces.size < packet.total) return { kind: "pending" };
    this.drop(key, assembly);
    const body = new Uint8Array(assembly.bytes);
    let at = 0;
    for (let index = 1; index <= packet.total; index++) {
      const piece = assembly.pieces.get(index) as Uint8Array;
      body.set(piece, at);
      at += piece.length;
    }
    return { kind: "whole", frame: { ...frame, serial: firstSerial, packet: undefined, body } };
  }

  /** Drops every unfinished message and gives its bytes back to the pool (the connection ended). */
  clear(): void {
    for (const [key, assembly] of this.open) this.drop(key, assembly);
  }

  private drop(key: string, assembly: Assembly) {
    this.open.delete(key);
    this.heldBytes -= assembly.bytes;
    this.pool.give(assembly.bytes);
  }

  private dropOld(now: number) {
    for (const [key, assembly] of this.open)
      if (now - assembly.startedAt > this.limits.maxAgeMs) this.drop(key, assembly);
  }

  private dropOldest() {
    const oldest = this.open.entries().next();
    if (!oldest.done) this.drop(...oldest.value);
  }
}
