// Waiting for the browser: until the frame being built is painted, and for reads a row makes,
// until the browser has nothing more urgent to do. Everyone waiting on the same frame shares one
// animation frame, one task and one idle callback: a screenful of rows asking at once must not
// queue thirty timers ahead of the work that follows the paint.

let painted: Promise<void> | null = null;
let idle: Promise<void> | null = null;

// Resolves once the browser has painted the current frame: an animation frame runs just
// before a paint, and a task queued from it runs just after.
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return Promise.resolve();
  painted ??= new Promise((resolve) => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = null;
        resolve();
      }, 0),
    );
  });
  return painted;
}

/** At most this long after the paint, a row's read starts even if the browser stays busy. */
const IDLE_WAIT_MS = 200;

/** Resolves once the frame is painted and the browser is idle: a sort or a scroll paints a
 * screenful of rows, handles the next key or click, and then starts their reads, rather than
 * spending the frame after the paint on thirty requests. Where there is no idle callback
 * (Safari), just after the paint. */
export function afterPaintWhenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== "function") return afterPaint();
  idle ??= afterPaint().then(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(
          () => {
            idle = null;
            resolve();
          },
          { timeout: IDLE_WAIT_MS },
        );
      }),
  );
  return idle;
}
