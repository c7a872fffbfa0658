// The CDN checkbox's rules (spec 1 §3, §4, §8).
import { CDN_MESSAGES, cdnLabel, cdnState, cdnToggleable } from "@/lib/domain/cdn";

it("reads true, false and null as enabled, disabled and unknown, and anything else as invalid", () => {
  expect(cdnState(true)).toBe("enabled");
  expect(cdnState(false)).toBe("disabled");
  expect(cdnState(null)).toBe("unknown");
  for (const odd of ["true", 1, 0, "pending", {}, []]) expect(cdnState(odd)).toBe("invalid");
});

it("labels the checkbox 'Disable CDN' when enabled and 'Enable CDN' otherwise", () => {
  expect(cdnLabel("enabled")).toBe("Disable CDN");
  expect(cdnLabel("disabled")).toBe("Enable CDN");
  expect(cdnLabel("unknown")).toBe("Enable CDN");
  expect(cdnLabel("invalid")).toBe("Enable CDN");
});

it("may be toggled only from a known status", () => {
  expect(cdnToggleable("enabled")).toBe(true);
  expect(cdnToggleable("disabled")).toBe(true);
  expect(cdnToggleable("unknown")).toBe(false);
  expect(cdnToggleable("invalid")).toBe(false);
});

it("uses the spec's texts", () => {
  expect(CDN_MESSAGES.invalid).toBe("An error has occurred. Invalid value received.");
  expect(CDN_MESSAGES.enabled).toBe("CDN enabled successfully for domain");
  expect(CDN_MESSAGES.disabled).toBe("CDN disabled successfully for domain");
});
