// The console's server's requests measured and logged (and /metrics answered) by lib/observe's
// request observer: compiled into the build and installed by instrumentation.ts while Next.js
// prepares, so the server and the route handlers count into one registry and write one log.
// Call after Next.js's `prepare()`. Without the observer (a build made before it existed) the
// handler is returned as it is, and the log says so.
import fs from "node:fs";
import path from "node:path";
import { processKey } from "./processKey.mjs";

const OBSERVER = processKey("request-observer");

/** The build's routes manifest (page and route templates), or null when it cannot be read. */
function routesManifest(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, "routes-manifest.json"), "utf8"));
  } catch {
    return null;
  }
}

/** `handler`, each request of which is measured and logged; /metrics is answered before it. */
export function observed(handler, dist) {
  const observer = globalThis[OBSERVER];
  if (!observer) {
    console.warn("[server] requests are neither measured nor logged: instrumentation.ts did not install lib/observe's request observer");
    return handler;
  }
  observer.learnRoutes(routesManifest(dist));
  return function observedRequest(req, res) {
    observer.observe(req, res, handler);
  };
}
