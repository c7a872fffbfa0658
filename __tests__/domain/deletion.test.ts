// Deleting from the actions modal (spec 1 §5, spec 2 §8).
import { deletionFailure, deletionNameError, DELETION_MESSAGES } from "@/lib/domain/deletion";

describe("deletionNameError", () => {
  it("marks an empty or different name and accepts the exact one", () => {
    expect(deletionNameError("  ", "acme-lms")).toBe(DELETION_MESSAGES.nameRequired);
    expect(deletionNameError("acme", "acme-lms")).toBe(DELETION_MESSAGES.nameMismatch("acme-lms"));
    expect(deletionNameError("ACME-LMS", "acme-lms")).not.toBeNull();
    expect(deletionNameError("acme-lms", "acme-lms")).toBeNull();
  });
});

describe("deletionFailure", () => {
  it("puts the server's message before the standard sentence", () => {
    expect(deletionFailure("Instance not found")).toBe("Instance not found. The deletion request could not be completed.");
    expect(deletionFailure("Instance not found.")).toBe("Instance not found. The deletion request could not be completed.");
    expect(deletionFailure(null)).toBe("The deletion request could not be completed.");
  });
});
