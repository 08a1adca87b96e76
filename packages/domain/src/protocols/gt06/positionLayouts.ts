/** What follows the 18-byte GPS block in a position frame. */
export interface Gt06PositionLayout {
  /** the cell block: none, 2G (LAC 2 bytes, cell id 3) or 4G (LAC 4 bytes, cell id 8) */
  cell: "none" | "gsm" | "lte";
  /** alarm-style frames: the cell block starts with its length byte, then terminal information, voltage,
   * GSM signal, alarm byte and language follow */
  status: boolean;
  /** ACC, upload mode and re-upload bytes follow the cell block */
  acc: boolean;
}

const gps: Gt06PositionLayout = { cell: "none", status: false, acc: false };
const gpsCell: Gt06PositionLayout = { cell: "gsm", status: false, acc: false };
const gpsCellAcc: Gt06PositionLayout = { cell: "gsm", status: false, acc: true };
const gpsCellStatus: Gt06PositionLayout = { cell: "gsm", status: true, acc: false };
const gpsLte: Gt06PositionLayout = { cell: "lte", status: false, acc: false };
const gpsLteAcc: Gt06PositionLayout = { cell: "lte", status: false, acc: true };
const gpsLteStatus: Gt06PositionLayout = { cell: "lte", status: true, acc: false };

/**
 * Every GT06-family protocol number whose frame starts with a GPS block, with the layout of the rest. Bytes a
 * layout does not name (phone numbers, fence numbers, vendor extras) are skipped; 4 bytes left exactly are the
 * mileage some models append.
 */
export const GT06_POSITION_LAYOUTS: ReadonlyMap<number, Gt06PositionLayout> = new Map([
  [0x10, gps],
  [0x11, gpsCell],
  [0x12, gpsCell],
  [0x16, gpsCellStatus],
  [0x1a, gpsCell],
  [0x1e, gpsCell],
  [0x22, gpsCellAcc],
  [0x25, gpsCell],
  [0x26, gpsCellStatus],
  [0x27, gpsCellStatus],
  [0x2d, gpsCellAcc],
  [0x31, gpsCell],
  [0x32, gpsCellStatus],
  [0x34, gpsCell],
  [0x36, gpsCell],
  [0x37, gpsCellAcc],
  [0x38, gpsCell],
  [0x61, gpsCell],
  [0xa0, gpsLteAcc],
  [0xa2, gpsLte],
  [0xa3, gpsLteStatus],
  [0xa4, gpsLteStatus],
]);
