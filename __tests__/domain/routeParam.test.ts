// Route segments arrive percent-encoded; they are decoded once, and a bad escape is kept.
import { decodeParam, decodeParams } from "@/lib/domain/routeParam";

it("decodes route segments and keeps malformed ones as typed", () => {
  expect(decodeParam("lms.example.edu%3A8443")).toBe("lms.example.edu:8443");
  expect(decodeParam("100%")).toBe("100%");
  expect(decodeParams({ name: "acme%20lms", id: "i-1" })).toEqual({ name: "acme lms", id: "i-1" });
});
