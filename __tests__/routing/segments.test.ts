// Route segments arrive percent-encoded; they are decoded once, and a bad escape is kept.
// (Was __tests__/domain/routeParam.test.ts: lib/domain/routeParam.ts became lib/routing/segments.ts,
// and decoding a whole params object is now a route's parse.)
import { decodeSegment as decodeParam } from "@/lib/routing/segments";
import { actionsRoute } from "@/lib/routing/instanceModals";

it("decodes route segments and keeps malformed ones as typed", () => {
  expect(decodeParam("lms.example.edu%3A8443")).toBe("lms.example.edu:8443");
  expect(decodeParam("100%")).toBe("100%");
  expect(actionsRoute.parse({ name: "acme%20lms", instanceId: "i-1", deploymentType: "shared" })).toEqual({ name: "acme lms", instanceId: "i-1", deploymentType: "shared" });
});
