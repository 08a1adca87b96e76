import { useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it (the frame after, then a task): what a page
 * does not need for its first look renders then, so its code downloads after the page is usable.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
