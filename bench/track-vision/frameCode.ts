/**
 * The frame code burned into the bench's video: the frame's index in the clip, written twice (two rows) as
 * `FRAME_CODE.bits` white-or-black squares in a black strip at the bottom left. Squares survive H.264 at a dashcam's
 * bit rate where digits would need OCR; the two rows must agree, so a frame caught mid-decode is not misread.
 */
export const FRAME_CODE = {
  bits: 10,
  /** one bit's cell, in pixels of the 1280x720 picture */
  cell: 64,
  /** the white square inside a cell */
  square: 48,
  /** the strip's top edge */
  top: 592,
  rows: 2,
} as const;

/** frames a clip may hold for every index to have its own code */
export const FRAME_CODE_FRAMES = 2 ** FRAME_CODE.bits;

/** The ffmpeg filters that draw the code of frame `n` (the `drawbox` filter's frame number). */
export function frameCodeFilters(): string[] {
  const { bits, cell, square, top, rows } = FRAME_CODE;
  const inset = (cell - square) / 2;
  const strip = `drawbox=x=0:y=${top}:w=${bits * cell}:h=${rows * cell}:color=black:t=fill`;
  const squares = Array.from({ length: rows * bits }, (_, index) => {
    const row = Math.floor(index / bits);
    const bit = index % bits;
    return (
      `drawbox=x=${bit * cell + inset}:y=${top + row * cell + inset}:w=${square}:h=${square}:color=white:t=fill` +
      `:enable='gt(mod(floor(n/${2 ** bit}),2),0)'`
    );
  });
  return [strip, ...squares];
}

/**
 * Reads the code from the strip's luma (`luma(x, y)`, 0–255, x and y inside the strip): the index, or null when the
 * rows disagree. The browser runs the same rule (`frameReaderScript`).
 */
export function readFrameCode(luma: (x: number, y: number) => number): number | null {
  const { bits, cell, rows } = FRAME_CODE;
  const values = Array.from({ length: rows }, (_, row) => {
    let value = 0;
    for (let bit = 0; bit < bits; bit++)
      if (luma(bit * cell + cell / 2, row * cell + cell / 2) > 128) value |= 1 << bit;
    return value;
  });
  return values.every((value) => value === values[0]) ? (values[0] as number) : null;
}
