// Console users and packages (spec 3 §5, §9): the user form's messages, the password strength rule,
// the package form's rules, and the contract's schemas refusing exactly what the rules refuse.
import { createUserBody, resetPasswordBody, uploadPackageBody } from "@/lib/contract/schemas/admin";
import {
  confirmPasswordError, firstNameError, isStrongPassword, passwordError, USER_MESSAGES, userEmailError,
} from "@/lib/domain/consoleUsers";
import { checkPackageFile, isPackageName, PACKAGE_MESSAGES, packageAccessError, packageDeleteError, pluginFieldErrors } from "@/lib/domain/packages";

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.map(String).join(".")] ??= issue.message;
  return fields;
};

describe("password strength (spec 3 §5)", () => {
  it("needs 8+ characters, a digit, a special character and an uppercase letter", () => {
    expect(isStrongPassword("Secret!2026")).toBe(true);
    expect(isStrongPassword("Sec!2")).toBe(false);
    expect(isStrongPassword("secret!2026")).toBe(false);
    expect(isStrongPassword("Secret2026")).toBe(false);
    expect(isStrongPassword("Secret!abc")).toBe(false);
  });

  it("says what is missing in the spec's words", () => {
    expect(passwordError("", USER_MESSAGES.passwordRequired)).toBe("Password is required");
    expect(passwordError("", USER_MESSAGES.newPasswordRequired)).toBe("New Password is required");
    expect(passwordError("weak", USER_MESSAGES.passwordRequired)).toBe("Must include 8+ chars, numbers, special chars and uppercase");
    expect(passwordError("Secret!2026", USER_MESSAGES.passwordRequired)).toBeNull();
    expect(confirmPasswordError("Secret!2026", "")).toBe("Confirm Password is required");
    expect(confirmPasswordError("Secret!2026", "Secret!2025")).toBe("Passwords do not match");
    expect(confirmPasswordError("Secret!2026", "Secret!2026")).toBeNull();
  });
});

describe("user form", () => {
  it("needs a first name and a simple address", () => {
    expect(firstNameError("  ")).toBe("First Name is required");
    expect(firstNameError("Ana")).toBeNull();
    expect(userEmailError(" ")).toBe("Email is required");
    expect(userEmailError("ana@example")).toBe("Email is invalid");
    expect(userEmailError(" ana@example.com ")).toBeNull();
  });

  it.each([
    ["complete", { firstName: "Ana", lastName: "", type: "admin", id: "ana@example.com", password: "Secret!2026" }],
    ["blank", { firstName: " ", lastName: "", type: "admin", id: " ", password: "" }],
    ["invalid", { firstName: "Ana", lastName: "", type: "admin", id: "ana@example", password: "secret" }],
  ])("the create-user schema agrees with the rules: %s", (_, body) => {
    const expected: Record<string, string> = {};
    const first = firstNameError(body.firstName);
    const email = userEmailError(body.id);
    const password = passwordError(body.password, USER_MESSAGES.passwordRequired);
    if (first) expected.firstName = first;
    if (email) expected.id = email;
    if (password) expected.password = password;
    expect(firstMessages(createUserBody.safeParse(body))).toEqual(expected);
  });

  it("the reset-password schema asks for the new password in its own words", () => {
    expect(firstMessages(resetPasswordBody.safeParse({ currentPassword: "", newPassword: "" }))).toEqual({
      currentPassword: "Current Password is required",
      newPassword: "New Password is required",
    });
    expect(firstMessages(resetPasswordBody.safeParse({ currentPassword: "x", newPassword: "weak" }))).toEqual({
      newPassword: USER_MESSAGES.passwordStrength,
    });
  });
});

describe("packages (spec 3 §5)", () => {
  const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  const GZIP_HEAD = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]);
  const zip = new File([ZIP_HEAD], "plugin.zip");

  it("accept .zip, .tgz, .gz and .tar.gz by name", () => {
    for (const name of ["a.zip", "a.tgz", "a.gz", "a.tar.gz", "A.TAR.GZ"]) expect(isPackageName(name)).toBe(true);
    for (const name of ["a.rar", "a.tar", "zip", "a.zip.php"]) expect(isPackageName(name)).toBe(false);
  });

  it("are decided by content too: a zip must be a zip archive, a .tgz/.gz/.tar.gz gzip data", async () => {
    expect(await checkPackageFile(zip)).toBeNull();
    for (const name of ["moodle.tgz", "moodle.gz", "moodle.tar.gz"]) expect(await checkPackageFile(new File([GZIP_HEAD], name))).toBeNull();
    expect(await checkPackageFile(new File([GZIP_HEAD], "plugin.zip"))).toBe("plugin.zip is not really a ZIP file: its content does not match its extension.");
    expect(await checkPackageFile(new File(["<?php system($_GET['c']);"], "moodle.tgz"))).toBe("moodle.tgz is not really a TGZ file: its content does not match its extension.");
    expect(await checkPackageFile(new File([ZIP_HEAD], "a.rar"))).toBe(PACKAGE_MESSAGES.invalidFileType);
    expect(await checkPackageFile(new File([ZIP_HEAD], "../a.zip"))).toBe("The file name must not contain / or \\: it must be a name, not a path.");
  });

  it("need an access type of rw or ro", () => {
    expect(packageAccessError("")).toBe("Access type is required");
    expect(packageAccessError(undefined)).toBe("Access type is required");
    expect(packageAccessError("wo")).toBe("Invalid access type");
    expect(packageAccessError("ro")).toBeNull();
  });

  it("as plugins need a category and a Moodle directory", () => {
    expect(pluginFieldErrors({ isPlugin: "false" })).toEqual({});
    expect(pluginFieldErrors({ isPlugin: "true", category: "", pluginPath: "Blocks/" })).toEqual({
      category: "Category is required for plugins",
      pluginPath: "Select the Moodle directory where the plugin will be installed",
    });
    expect(pluginFieldErrors({ isPlugin: "true", category: "basic", pluginPath: "admin/tool" })).toEqual({});
    expect(pluginFieldErrors({ isPlugin: "true", category: "pro", pluginPath: "lib/editor" })).toEqual({});
    // A directory Moodle has no plugin type for is refused, however plausible it looks.
    expect(pluginFieldErrors({ isPlugin: "true", category: "pro", pluginPath: "config" })).toEqual({
      pluginPath: "Select the Moodle directory where the plugin will be installed",
    });
  });

  it("cannot be deleted when read only", () => {
    expect(packageDeleteError("ro")).toBe("This package is read only. It cannot be deleted.");
    expect(packageDeleteError("rw")).toBeNull();
  });

  it.each([
    ["a plain package", { file: zip, access: "rw", isPlugin: "false" }],
    ["a plugin without category or directory", { file: zip, access: "ro", isPlugin: "true", category: "", pluginPath: "" }],
    ["a blank access type", { file: zip, access: "", isPlugin: "false" }],
    ["a wrong access type", { file: new File(["x"], "a.rar"), access: "wo", isPlugin: "true", category: "pro", pluginPath: "mod" }],
  ])("the upload schema agrees with the rules: %s", async (_, form) => {
    const expected: Record<string, string> = {};
    const fileProblem = await checkPackageFile(form.file);
    if (fileProblem) expected.file = fileProblem;
    const access = packageAccessError(form.access);
    if (access) expected.access = access;
    Object.assign(expected, pluginFieldErrors(form));
    expect(firstMessages(await uploadPackageBody.safeParseAsync(form))).toEqual(expected);
  });
});
