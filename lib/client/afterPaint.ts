// Resolves once the browser has painted the current frame: an animation frame runs just
// before a paint, and a task queued from it runs just after.
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
