/** A window that paints no frames (hidden, minimised) still runs the work after this long. */
const NO_FRAME_MS = 100;

/**
 * Runs `work` once, in a task after the next frame is painted: a read a change sends for (a
 * guest's recent holds) then costs the frame that shows the change nothing. A hidden
 * or minimised window paints no frames; the work runs after NO_FRAME_MS there. Returns the cancel.
 */
export function afterPaint(work: () => void): () => void {
  let pending = true;
  const run = () => {
    if (!pending) return;
    pending = false;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    pending = false;
    clearTimeout(fallback);
  };
}
