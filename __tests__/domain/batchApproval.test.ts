// The approval page's rules (spec 3 §4, §5): enabled only when validated and complete, Totara
// listed apart, only enabled and checked LMSs sent, the date and selection checks.
import { approvalError, approvalTargets, entryKey, isSelectable, lmsTarget, totaraDomains, type BatchEntry } from "@/lib/domain/batchApproval";

const A: BatchEntry = { instanceId: "i-1", deploymentType: "shared", domain: "a.example.com", volumeId: "vol-a" };
const B: BatchEntry = { instanceId: "i-1", deploymentType: "shared", domain: "b.example.com", volumeId: "vol-b" };
const T: BatchEntry = { instanceId: "i-1", deploymentType: "shared", domain: "t.example.com", volumeId: "vol-t" };
const NO_VOLUME: BatchEntry = { instanceId: "i-1", deploymentType: "shared", domain: "a.example.com", volumeId: null };
const VALIDATION = { validDomains: ["a.example.com", "b.example.com"], invalidDomains: [{ domain: "t.example.com", error: "Totara LMS cannot be upgraded" }, { domain: "x", error: "unreachable" }] };

it("enables a validated LMS with all its parameters; nothing when validation failed", () => {
  expect(isSelectable(A, VALIDATION)).toBe(true);
  expect(isSelectable(T, VALIDATION)).toBe(false);
  expect(isSelectable(NO_VOLUME, VALIDATION)).toBe(false);
  expect(isSelectable(A, null)).toBe(false);
  expect(lmsTarget(NO_VOLUME)).toBeNull();
});

it("lists the Totara ones by their error text", () => {
  expect(totaraDomains(VALIDATION)).toEqual(["t.example.com"]);
  expect(totaraDomains(null)).toEqual([]);
});

it("sends only the checked, enabled LMSs", () => {
  const checked = new Set([entryKey(A), entryKey(T)]);
  expect(approvalTargets([A, B, T], checked, VALIDATION)).toEqual([{ instanceId: "i-1", deploymentType: "shared", domain: "a.example.com", volumeId: "vol-a" }]);
});

it("needs a date not before today in Costa Rica, then at least one LMS", () => {
  const now = new Date("2026-11-21T03:00:00Z"); // still the 20th in Costa Rica
  expect(approvalError("", [], now)).toBe("Please select a date for the scheduled update");
  expect(approvalError("2026-11-19", [], now)).toBe("The selected date is in the past for Costa Rica. Today (CR) is 2026-11-20.");
  expect(approvalError("2026-11-20", [], now)).toBe("Please select at least one LMS to approve");
  expect(approvalError("2026-11-20", [lmsTarget(A)!], now)).toBeNull();
});
