// Deleting from the actions modal (spec 1 §5, spec 2 §8) and one LMS from its volume row (spec 2 §2.4, §5).
import { deletionFailure, deletionNameError, DELETION_MESSAGES, LMS_DELETION_MESSAGES, lmsDeletionNameError } from "@/lib/domain/deletion";

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

describe("lmsDeletionNameError (Delete LMS, spec 2 §5)", () => {
  it("accepts exactly the volume's name and otherwise asks for it by name", () => {
    expect(lmsDeletionNameError("acme", "acme")).toBeNull();
    for (const typed of ["", "  ", "ACME", " acme", "acm"]) {
      expect(lmsDeletionNameError(typed, "acme")).toBe("Please enter the correct LMS name (acme) to confirm deletion.");
    }
  });

  it("has the spec's success sentence", () => {
    expect(LMS_DELETION_MESSAGES.completed).toBe("The deletion request has been completed successfully.");
  });
});
