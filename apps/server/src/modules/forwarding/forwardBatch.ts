import {
  type ForwardMessage,
  forwardRoute,
  type MotionStatus,
  positionMessage,
  type VehicleUpdate,
} from "@armada/domain";
import type { Outgoing } from "./forwardSink.js";

/**
 * The hand-over from the server's thread to the forwarding worker (`forwardWorker.ts`): a batch of vehicle updates
 * as columns of numbers in one transferred ArrayBuffer (moved, not copied) beside one array of their texts, so the
 * server's thread neither builds the forward messages nor serialises them. Alert events are rare and go as messages.
 */
export interface ForwardBatch {
  /** vehicle updates in the batch */
  positions: number;
  /** `POSITION_COLUMNS` numbers per update (see `encode`) */
  numbers: ArrayBuffer;
  /** `POSITION_TEXTS` texts per update: fixTime, lastPacket, motionStatus, alarm ("" when none) */
  texts: string[];
  /** alert messages, already in their forward shape */
  messages: ForwardMessage[];
}

export const POSITION_COLUMNS = 10;
export const POSITION_TEXTS = 4;
const INITIAL_ROWS = 256;

/** Fills one batch; `take()` hands it over and starts the next. Pushing never fails: the buffer grows. */
export class ForwardBatchBuilder {
  private numbers = new Float64Array(INITIAL_ROWS * POSITION_COLUMNS);
  private texts: string[] = [];
  private messages: ForwardMessage[] = [];
  private rows = 0;

  get size() {
    return this.rows + this.messages.length;
  }

  addPosition(companyId: number, update: VehicleUpdate) {
    if ((this.rows + 1) * POSITION_COLUMNS > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const at = this.rows * POSITION_COLUMNS;
    const numbers = this.numbers;
    numbers[at] = companyId;
    numbers[at + 1] = update.vehicleId;
    numbers[at + 2] = update.latitude;
    numbers[at + 3] = update.longitude;
    numbers[at + 4] = update.speed;
    numbers[at + 5] = update.course ?? Number.NaN;
    numbers[at + 6] = update.ignition === null ? -1 : update.ignition ? 1 : 0;
    numbers[at + 7] = update.temperature ?? Number.NaN;
    numbers[at + 8] = update.fuel ?? Number.NaN;
    numbers[at + 9] = update.alarm === null ? 0 : 1;
    this.texts.push(update.fixTime, update.lastPacket, update.motionStatus, update.alarm ?? "");
    this.rows++;
  }

  addMessage(message: ForwardMessage) {
    this.messages.push(message);
  }

  /** The batch so far (its buffer to be transferred), or null when empty. */
  take(): ForwardBatch | null {
    if (this.size === 0) return null;
    const batch: ForwardBatch = {
      positions: this.rows,
      numbers: this.numbers.buffer as ArrayBuffer,
      texts: this.texts,
      messages: this.messages,
    };
    this.numbers = new Float64Array(INITIAL_ROWS * POSITION_COLUMNS);
    this.texts = [];
    this.messages = [];
    this.rows = 0;
    return batch;
  }
}

const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/** The forward messages of a batch, positions first, in the order they were added. */
export function* batchMessages(batch: ForwardBatch): Generator<ForwardMessage> {
  const numbers = new Float64Array(batch.numbers);
  for (let row = 0; row < batch.positions; row++) {
    const at = row * POSITION_COLUMNS;
    const text = row * POSITION_TEXTS;
    const ignition = numbers[at + 6];
    yield positionMessage(numbers[at] as number, {
      vehicleId: numbers[at + 1] as number,
      latitude: numbers[at + 2] as number,
      longitude: numbers[at + 3] as number,
      speed: numbers[at + 4] as number,
      course: orNull(numbers[at + 5]),
      ignition: ignition === -1 ? null : ignition === 1,
      temperature: orNull(numbers[at + 7]),
      fuel: orNull(numbers[at + 8]),
      fixTime: batch.texts[text] as string,
      lastPacket: batch.texts[text + 1] as string,
      motionStatus: batch.texts[text + 2] as MotionStatus,
      alarm: numbers[at + 9] === 1 ? (batch.texts[text + 3] as string) : null,
    });
  }
  yield* batch.messages;
}

/** Messages in a batch: what the hand-over's bounded queue counts. */
export const batchSize = (batch: ForwardBatch) => batch.positions + batch.messages.length;

/** A vehicle's messages share a key (`<companyId>.<vehicleId>`), so Kafka keeps them in order on one partition. */
export function forwardKey(message: ForwardMessage): string {
  return message.type === "alerts.resolved"
    ? String(message.companyId)
    : `${message.companyId}.${message.vehicleId}`;
}

/** One JSON text for every sink. */
export const toOutgoing = (message: ForwardMessage): Outgoing => ({
  route: forwardRoute(message),
  type: message.type,
  key: forwardKey(message),
  body: JSON.stringify(message),
});
