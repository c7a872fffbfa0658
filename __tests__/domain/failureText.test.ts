// Server message or the screen's fallback (spec 1 §8, spec 2 §8).
import { failureText, refusalText } from "@/lib/domain/failureText";

const FALLBACK = "An error has occurred. Failed to load volumes.";

it("shows the upstream's explanation of a refusal", () => {
  expect(failureText(404, "Instance i-1 was not found.", FALLBACK)).toBe("Instance i-1 was not found.");
  expect(failureText(409, " The server is stopped. ", FALLBACK)).toBe("The server is stopped.");
});

it("shows the fallback for server errors, failures without a status and refusals without words", () => {
  expect(failureText(500, "The upstream answered HTTP 500.", FALLBACK)).toBe(FALLBACK);
  expect(failureText(502, "The upstream could not be reached.", FALLBACK)).toBe(FALLBACK);
  expect(failureText(null, "Failed to fetch", FALLBACK)).toBe(FALLBACK);
  expect(failureText(400, "  ", FALLBACK)).toBe(FALLBACK);
});

it("reads a success:false answer's message, else the fallback", () => {
  expect(refusalText("No volumes for a stopped server.", FALLBACK)).toBe("No volumes for a stopped server.");
  expect(refusalText(undefined, FALLBACK)).toBe(FALLBACK);
  expect(refusalText("", FALLBACK)).toBe(FALLBACK);
});
