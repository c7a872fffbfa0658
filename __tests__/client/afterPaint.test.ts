/** @jest-environment jsdom */
// Waiting for the paint: everyone waiting on the same frame shares one animation frame and one
// task; a wait begun after that frame waits for the next one.
import { afterPaint, afterPaintWhenIdle } from "@/lib/client/afterPaint";

test("thirty waits on one frame ask for one animation frame and all resolve after it", async () => {
  const frame = jest.spyOn(window, "requestAnimationFrame");
  const waits = Array.from({ length: 30 }, () => afterPaint());
  expect(frame).toHaveBeenCalledTimes(1);
  await Promise.all(waits);
  const later = afterPaint();
  expect(frame).toHaveBeenCalledTimes(2);
  await later;
  frame.mockRestore();
});

test("waits for an idle browser share one idle callback, asked for only after the paint", async () => {
  const callbacks: IdleRequestCallback[] = [];
  Object.assign(window, {
    requestIdleCallback: (cb: IdleRequestCallback) => callbacks.push(cb),
  });
  let read = 0;
  const waits = [afterPaintWhenIdle().then(() => read++), afterPaintWhenIdle().then(() => read++)];
  expect(callbacks).toHaveLength(0);
  await afterPaint();
  await Promise.resolve();
  expect(callbacks).toHaveLength(1);
  expect(read).toBe(0);
  callbacks[0]({ didTimeout: false, timeRemaining: () => 10 });
  await Promise.all(waits);
  expect(read).toBe(2);
  Reflect.deleteProperty(window, "requestIdleCallback");
});
