import { useEffect, useState } from "react";
import { afterNextPaint } from "./afterNextPaint";

/**
 * False on the first render, true once the browser has painted it (the frame after, then a task): what a page
 * does not need for its first look renders then, so its code downloads after the page is usable.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
