import { useEffect, useState } from "react";
import { afterFirstView } from "./firstView";

/**
 * False on the first render, true once the browser has painted it (the frame after, then a task) and the page's
 * first view is shown (`useFirstViewHold`): what a page does not need for its first look renders then, so its code
 * downloads after the page is usable.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstView(() => setPainted(true)), []);
  return painted;
}
