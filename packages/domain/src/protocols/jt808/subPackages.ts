import type { Jt808Frame } from "./frame.js";

interface Assembly {
  pieces: (Uint8Array | undefined)[];
  received: number;
  startedAt: number;
}

/**
 * Puts sub-packaged messages back together. The pieces of one message carry consecutive serials, so a message is
 * known by its id and the serial of its first piece. Assemblies older than `maxAgeMs` and beyond `maxOpen` are
 * dropped (a terminal that never sends the rest must not hold memory).
 */
export class Jt808SubPackageAssembler {
  private readonly open = new Map<string, Assembly>();

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxOpen = 16,
  ) {}

  get pending(): number {
    return this.open.size;
  }

  /** A whole message: the frame itself when it is not a sub-package, the joined message on its last piece, else null. */
  push(frame: Jt808Frame, now = Date.now()): Jt808Frame | null {
    const { packet } = frame;
    if (!packet) return frame;
    if (packet.total === 1) return { ...frame, packet: undefined };
    this.dropOld(now);
    const firstSerial = (frame.serial - (packet.index - 1) + 0x10000) & 0xffff;
    const key = `${frame.messageId}:${firstSerial}:${packet.total}`;
    let assembly = this.open.get(key);
    if (!assembly) {
      if (this.open.size >= this.maxOpen) this.dropOldest();
      assembly = { pieces: new Array(packet.total).fill(undefined), received: 0, startedAt: now };
      this.open.set(key, assembly);
    }
    if (!assembly.pieces[packet.index - 1]) {
      assembly.pieces[packet.index - 1] = frame.body;
      assembly.received++;
    }
    if (assembly.received < packet.total) return null;
    this.open.delete(key);
    const pieces = assembly.pieces as Uint8Array[];
    const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let at = 0;
    for (const piece of pieces) {
      body.set(piece, at);
      at += piece.length;
    }
    return { ...frame, serial: firstSerial, packet: undefined, body };
  }

  private dropOld(now: number) {
    for (const [key, assembly] of this.open)
      if (now - assembly.startedAt > this.maxAgeMs) this.open.delete(key);
  }

  private dropOldest() {
    const oldest = this.open.keys().next();
    if (!oldest.done) this.open.delete(oldest.value);
  }
}
