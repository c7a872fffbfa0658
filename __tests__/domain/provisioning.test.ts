// The creation form's rules (spec 2 §5, §9): patterns and messages, cross-field rules, and the
// contract's creation schema refusing exactly what the rules refuse.
import { z } from "zod";
import { createInstanceBody, createSharedInstanceBody } from "@/lib/contract/schemas/provisioning";
import {
  CLIENT_EMAIL_PATTERN, CREATION_FIELD_MESSAGES as M, CREATION_INSTANCE_TYPES, creationCrossFieldErrors, DEFAULT_CONTRACTED_USERS,
  DEFAULT_VOLUME_SIZE, INVALID_INSTANCE_NAME_MESSAGE, isClientEmail, isCreationDomain, isDbInstanceName, isInstanceName, isPngImage,
  isThemeColor, isVolumeSize, typedThemeColor, PNG_ONLY_MESSAGE, SHARED_SERVER_NAME_PATTERN, SHARED_SERVER_PHP_VERSION,
} from "@/lib/domain/provisioning";

describe("creation form values (spec 2 §9)", () => {
  it("default to 400 contracted users and 50 GiB, and offer three t4g sizes", () => {
    expect(DEFAULT_CONTRACTED_USERS).toBe(400);
    expect(DEFAULT_VOLUME_SIZE).toBe(50);
    expect(CREATION_INSTANCE_TYPES).toEqual(["t4g.small", "t4g.medium", "t4g.large"]);
    expect(SHARED_SERVER_PHP_VERSION).toBe("8.2");
  });

  it("carry the server's field messages verbatim (spec 2 §5)", () => {
    expect(M.domain).toBe("Only lowercase letters (a-z) and numbers (0-9), except first character.");
    expect(M.instanceName).toBe("Only use us letters (a-z), numbers (0-9) and the _ symbol, except as first character.");
    expect(M.volumeSize).toBe("The volume size must be an integer greater than 10.");
    expect(M.clientEmail).toBe("Please provide a valid email.");
    expect(PNG_ONLY_MESSAGE).toBe("Please upload a file of type: image/png.");
    expect(INVALID_INSTANCE_NAME_MESSAGE).toBe("Invalid instance name");
  });
});

describe("field rules", () => {
  it("domain: lowercase letters and digits, not starting with a digit, at most 63", () => {
    expect(isCreationDomain("acme2")).toBe(true);
    expect(isCreationDomain("2acme")).toBe(false);
    expect(isCreationDomain("Acme")).toBe(false);
    expect(isCreationDomain("ac-me")).toBe(false);
    expect(isCreationDomain("a".repeat(63))).toBe(true);
    expect(isCreationDomain("a".repeat(64))).toBe(false);
  });

  it("instance name: US letters, digits and _, not first; at most 64", () => {
    expect(isInstanceName("MDL_acme")).toBe(true);
    expect(isInstanceName("_acme")).toBe(false);
    expect(isInstanceName("MDL-acme")).toBe(false);
    expect(isInstanceName("M".repeat(65))).toBe(false);
  });

  it("database server: letters, digits, single dashes, starting with a letter, not ending with one; blank allowed", () => {
    expect(isDbInstanceName("")).toBe(true);
    expect(isDbInstanceName("mdl-acme-1")).toBe(true);
    expect(isDbInstanceName("1mdl")).toBe(false);
    expect(isDbInstanceName("mdl--acme")).toBe(false);
    expect(isDbInstanceName("mdl-")).toBe(false);
  });

  it("volume size: an integer greater than 10", () => {
    expect(isVolumeSize("11")).toBe(true);
    expect(isVolumeSize(" 50 ")).toBe(true);
    expect(isVolumeSize("10")).toBe(false);
    expect(isVolumeSize("12.5")).toBe(false);
    expect(isVolumeSize("")).toBe(false);
  });

  it("theme colours: # and up to six hex digits, or blank", () => {
    expect(isThemeColor("")).toBe(true);
    expect(isThemeColor("#1a2B3c")).toBe(true);
    expect(isThemeColor("1a2b3c")).toBe(false);
    expect(isThemeColor("#1234567")).toBe(false);
    expect(typedThemeColor("#1a")).toBe("#1a");
    expect(typedThemeColor("1a4f8b")).toBe("#1a4f8b");
    expect(typedThemeColor("#1a4g")).toBeNull();
    expect(typedThemeColor("##")).toBeNull();
    expect(typedThemeColor("#1234567")).toBeNull();
    expect(typedThemeColor("")).toBe("");
  });

  it("theme images: image/png only", () => {
    expect(isPngImage(new File(["x"], "logo.png", { type: "image/png" }))).toBe(true);
    expect(isPngImage(new File(["x"], "logo.png", { type: "" }))).toBe(true);
    expect(isPngImage(new File(["x"], "logo.jpg", { type: "image/jpeg" }))).toBe(false);
  });

  it("the client's address matches zod's own e-mail check, which the BFF used before", () => {
    const zodEmail = z.email();
    for (const sample of ["ana@example.com", "a.b+c@mail.example.co", "ana@example", "ana@@example.com", ".ana@example.com", "ana..b@example.com", "ana@-x.com", "añа@example.com"]) {
      expect([sample, CLIENT_EMAIL_PATTERN.test(sample)]).toEqual([sample, zodEmail.safeParse(sample).success]);
    }
    expect(isClientEmail("")).toBe(true);
    expect(isClientEmail(" ana@example.com ")).toBe(true);
  });

  it("shared server names: MDL_MOODLE and at least two digits", () => {
    expect(SHARED_SERVER_NAME_PATTERN.test("MDL_MOODLE01")).toBe(true);
    expect(SHARED_SERVER_NAME_PATTERN.test("MDL_MOODLE1")).toBe(false);
    expect(createSharedInstanceBody.safeParse({ sharedServer: true, instanceName: "MDL_MOODLE1" }).error?.issues[0].message).toBe(INVALID_INSTANCE_NAME_MESSAGE);
  });
});

describe("cross-field rules", () => {
  it("a silo needs its instance, a Totara package its type, sending the e-mail an address", () => {
    expect(creationCrossFieldErrors({ installationType: "silo", installationInstance: " " })).toEqual({ installationInstance: M.installationInstance });
    expect(creationCrossFieldErrors({ installationPackage: "totara-17.zip", totaraType: "" })).toEqual({ totaraType: M.totaraType });
    expect(creationCrossFieldErrors({ sendEmailToClient: "true", clientEmail: "" })).toEqual({ clientEmail: M.clientEmail });
    expect(
      creationCrossFieldErrors({ installationType: "silo", installationInstance: "i-1", installationPackage: "moodle.zip", sendEmailToClient: "false" }),
    ).toEqual({});
  });
});

describe("the creation schema and the rules agree", () => {
  const valid = {
    installationType: "standalone", installationPackage: "moodle-4.3.zip", installThemeEdumy: "false", client: "Acme",
    contractedUsers: "400", branch: "CR", domain: "acme", instanceName: "MDL_acme", instanceType: "t4g.small",
    dbOnSharedRDS: "false", volumeSize: "50", sendEmailToClient: "false",
  };
  const fieldsOf = (value: unknown) => {
    const parsed = createInstanceBody.safeParse(value);
    const fields: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
    return fields;
  };

  it("accepts a complete form", () => {
    expect(fieldsOf(valid)).toEqual({});
  });

  it.each([
    ["domain", { domain: "2acme" }, isCreationDomain("2acme")],
    ["instanceName", { instanceName: "_x" }, isInstanceName("_x")],
    ["dbInstance", { dbInstance: "mdl--x" }, isDbInstanceName("mdl--x")],
    ["volumeSize", { volumeSize: "10" }, isVolumeSize("10")],
    ["clientEmail", { clientEmail: "ana@example" }, isClientEmail("ana@example")],
  ] as const)("%s", (field, change, ruleAccepts) => {
    expect(ruleAccepts).toBe(false);
    expect(fieldsOf({ ...valid, ...change })).toEqual({ [field]: M[field] });
  });

  it("cross-field", () => {
    const form = { ...valid, installationType: "silo", installationPackage: "totara-17.zip", sendEmailToClient: "true" };
    expect(fieldsOf(form)).toEqual(creationCrossFieldErrors(form));
  });

  it("colours", () => {
    expect(isThemeColor("red")).toBe(false);
    expect(fieldsOf({ ...valid, primaryColor: "red" })).toEqual({ primaryColor: "Only a # followed by up to 6 hex digits (at most 7 characters)." });
  });
});
