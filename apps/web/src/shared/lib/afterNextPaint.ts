/**
 * Runs `run` once the browser has painted the current frame (the frame after, then a task); returns a cancel.
 * For work that would otherwise delay what the user just asked for, such as a map flight after a click.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
