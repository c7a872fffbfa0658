// One LMS on a volume row (spec 1 §2, spec 2 §2.11, §5, §6, §8): its actions, their messages,
// the domain a link shows, which rows hold an LMS and the parameters the LMS modals need.
import {
  holdsLms, LMS_ACTIONS, LMS_OPERATION_MESSAGES, lmsActionConfirmation, lmsActionFailure, lmsLabel, lmsParametersError, siteHost,
} from "@/lib/domain/lmsOperations";

it("offers Start and Stop, with the spec's messages", () => {
  expect(LMS_ACTIONS).toEqual(["start", "stop"]);
  expect(LMS_OPERATION_MESSAGES.success).toBe("The operation was executed successfully.");
  expect(LMS_OPERATION_MESSAGES.noPermission).toBe("You do not have permission to perform this action.");
});

describe("lmsActionFailure", () => {
  it("shows the server's message, else the spec's sentence", () => {
    expect(lmsActionFailure("The site is already stopped.")).toBe("The site is already stopped.");
    expect(lmsActionFailure(null)).toBe("An error occurred while executing the operation.");
    expect(lmsActionFailure("   ")).toBe("An error occurred while executing the operation.");
  });
});

describe("siteHost", () => {
  it("leaves out the scheme (spec 1 §2: domain without scheme) and a trailing slash", () => {
    expect(siteHost("https://campus.acme.example.com")).toBe("campus.acme.example.com");
    expect(siteHost("http://campus.acme.example.com/")).toBe("campus.acme.example.com");
    expect(siteHost("campus.acme.example.com")).toBe("campus.acme.example.com");
  });
});

describe("holdsLms", () => {
  it("is true only for a row with a domain (the root device and data volumes have none)", () => {
    expect(holdsLms({ domain: "https://campus.acme.example.com" })).toBe(true);
    expect(holdsLms({ domain: "" })).toBe(false);
    expect(holdsLms({ domain: "  " })).toBe(false);
  });
});

it("names an LMS by its client, else its volume id", () => {
  expect(lmsLabel({ client: "acme", volumeId: "vol-1" })).toBe("acme");
  expect(lmsLabel({ client: "", volumeId: "vol-1" })).toBe("vol-1");
});

describe("lmsActionConfirmation", () => {
  it("asks before a stop as a destructive action, naming the site and the server", () => {
    const stop = lmsActionConfirmation("stop", "acme", "https://campus.acme.example.com", "MDL_MOODLE01");
    expect(stop).toMatchObject({ confirmLabel: "Stop", danger: true });
    expect(stop.message).toContain("acme (campus.acme.example.com)");
    expect(stop.message).toContain("MDL_MOODLE01");
    expect(lmsActionConfirmation("start", "acme", "campus.acme.example.com", "MDL_MOODLE01")).toMatchObject({ confirmLabel: "Start", danger: false });
  });
});

describe("lmsParametersError", () => {
  it("is 'Invalid parameters.' when any parameter is missing or blank (spec 2 §5)", () => {
    expect(lmsParametersError({ instanceId: "i-1", volumeId: "vol-1", volumeName: "acme" })).toBeNull();
    expect(lmsParametersError({ instanceId: "i-1", volumeId: "vol-1", volumeName: undefined })).toBe("Invalid parameters.");
    expect(lmsParametersError({ instanceId: "", volumeId: "vol-1", volumeName: "acme" })).toBe("Invalid parameters.");
    expect(lmsParametersError({ instanceId: "i-1", volumeId: " ", volumeName: "acme" })).toBe("Invalid parameters.");
  });
});
