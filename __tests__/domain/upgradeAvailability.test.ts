import type { Instance } from "@/lib/contract/schemas/instance";
import {
  LIST_UPGRADE_MINIMUM, MANUAL_UPGRADE_MESSAGES, manualUpgradeNameError, manualUpgradeOutcome, UPGRADE_MESSAGES, upgradeAvailability,
  VOLUME_UPGRADE_MINIMUM, volumeUpgradeAvailability,
} from "@/lib/domain/upgradeAvailability";

type Subject = Pick<Instance, "lms" | "version" | "deploymentType">;
const moodle = (version: string | null): Subject => ({ lms: "Moodle", version, deploymentType: "dedicated" });

describe("upgradeAvailability (instance list)", () => {
  it("quotes the spec's messages and minimums", () => {
    expect(UPGRADE_MESSAGES).toEqual({
      lowerVersion: "This LMS cannot be upgraded because its version is lower than 4.3",
      noVersion: "This LMS cannot be upgraded because it does not have version data.",
      notMoodle: "This LMS cannot be upgraded because it is not Moodle.",
    });
    expect(LIST_UPGRADE_MINIMUM).toBe("4.3");
    expect(VOLUME_UPGRADE_MINIMUM).toBe("4.3.3");
  });

  it("always allows shared deployments, whatever the LMS or version", () => {
    expect(upgradeAvailability({ lms: "Moodle", version: "3.9", deploymentType: "shared" })).toEqual({ allowed: true });
    expect(upgradeAvailability({ lms: "Totara", version: null, deploymentType: "shared" })).toEqual({ allowed: true });
  });

  it("refuses Totara with the not-Moodle message, even at a high version", () => {
    expect(upgradeAvailability({ lms: "Totara", version: "17.0", deploymentType: "dedicated" })).toEqual({
      allowed: false,
      message: UPGRADE_MESSAGES.notMoodle,
    });
  });

  it("reads the LMS name case-insensitively", () => {
    expect(upgradeAvailability({ lms: "moodle", version: "4.3", deploymentType: "dedicated" }).allowed).toBe(true);
    expect(upgradeAvailability({ lms: "MOODLE", version: "4.3", deploymentType: "dedicated" }).allowed).toBe(true);
  });

  it.each([null, "", "  "])("refuses version %p with the no-version message", (version) => {
    expect(upgradeAvailability(moodle(version))).toEqual({ allowed: false, message: UPGRADE_MESSAGES.noVersion });
  });

  it.each(["4.2.9", "4.2+", "3.11", "unknown"])("refuses %p as lower than 4.3", (version) => {
    expect(upgradeAvailability(moodle(version))).toEqual({ allowed: false, message: UPGRADE_MESSAGES.lowerVersion });
  });

  it.each(["4.3", "4.3.0", "4.3+", "4.3.1", "4.10", "5.0"])("allows %p", (version) => {
    expect(upgradeAvailability(moodle(version))).toEqual({ allowed: true });
  });
});

describe("volumeUpgradeAvailability (volume modal)", () => {
  it.each([null, undefined, ""])("refuses version %p with the no-version message", (version) => {
    expect(volumeUpgradeAvailability(version)).toEqual({ allowed: false, message: UPGRADE_MESSAGES.noVersion });
  });

  it.each(["4.3.2", "4.3", "4.3+", "4.3.2+"])("refuses %p as lower", (version) => {
    expect(volumeUpgradeAvailability(version)).toEqual({ allowed: false, message: UPGRADE_MESSAGES.lowerVersion });
  });

  it.each(["4.3.3", "4.3.3+", "4.3.10", "4.4"])("allows %p", (version) => {
    expect(volumeUpgradeAvailability(version)).toEqual({ allowed: true });
  });
});

describe("the manual update (spec 2 §5, §8)", () => {
  it("wants the LMS name exactly, blank highlighted with the same sentence", () => {
    const wrong = "Please enter the correct LMS name (MDL_ACME) to confirm upgrade request.";
    expect(manualUpgradeNameError("MDL_ACME", "MDL_ACME")).toBeNull();
    for (const typed of ["", " ", "mdl_acme", "MDL_ACME ", " MDL_ACME", "MDL_ACM"]) expect(manualUpgradeNameError(typed, "MDL_ACME")).toBe(wrong);
    expect(MANUAL_UPGRADE_MESSAGES.confirm("MDL_ACME")).toBe("Are you sure you want to upgrade the LMS MDL_ACME?");
  });

  it("says the spec's sentence on success whatever the server words; a refusal's server message, else the fallback", () => {
    expect(manualUpgradeOutcome(true, undefined)).toBe("The upgrade request has been completed successfully.");
    expect(manualUpgradeOutcome(true, "The upgrade request has been sent to the superadmins for approval.")).toBe("The upgrade request has been completed successfully.");
    expect(manualUpgradeOutcome(false, null)).toBe("The upgrade request could not be completed.");
    expect(manualUpgradeOutcome(false, "  ")).toBe("The upgrade request could not be completed.");
    expect(manualUpgradeOutcome(false, "An upgrade is already pending")).toBe("An upgrade is already pending");
  });
});
