// The Upload modal's rules (spec 1 §2, §3, §5, §8, §9) and the contract's reuse of them.
import { pluginDirectorySchema, uploadFileBody, uploadPluginBody } from "@/lib/contract/schemas/files";
import * as contractFiles from "@/lib/contract/schemas/files";
import * as contractCommon from "@/lib/contract/schemas/common";
import {
  acceptFor, canChoosePath, fileName, formatModifyTime, formatSize, isAcceptedUpload, isTotara, isZip, modifyTimeIso,
  PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, pluginPath, UPLOAD_MESSAGES, UPLOAD_TYPE_MESSAGE,
  uploadedMessage, uploadFailureMessage, uploadKindsFor, uploadTarget, uploadTypeError,
} from "@/lib/domain/uploads";

const file = (name: string, type = "") => new File(["x"], name, { type });

describe("kinds offered", () => {
  it.each(["Totara", "totara", " TOTARA "])("offers FILE and PLUGIN for %p", (lms) => {
    expect(isTotara(lms)).toBe(true);
    expect(uploadKindsFor(lms)).toEqual(["FILE", "PLUGIN"]);
  });

  it.each(["Moodle", "moodle", "", "Totara 17"])("offers only FILE for %p", (lms) => {
    expect(uploadKindsFor(lms)).toEqual(["FILE"]);
  });
});

describe("where an upload goes", () => {
  it("lists the spec's plugin directories in order", () => {
    expect(PLUGIN_DIRECTORIES).toEqual(["mod/", "local/", "theme/", "blocks/"]);
  });

  it("lets a file path be chosen at once, a plugin path only after its directory", () => {
    expect(canChoosePath("FILE", null)).toBe(true);
    expect(canChoosePath("PLUGIN", null)).toBe(false);
    expect(canChoosePath("PLUGIN", "theme/")).toBe(true);
  });

  it("joins the listed path and the plugin directory with one slash and none at the end", () => {
    expect(pluginPath("/var/www/learn.example", "mod/")).toBe("/var/www/learn.example/mod");
    expect(pluginPath("/var/www/learn.example/", "blocks/")).toBe("/var/www/learn.example/blocks");
    expect(pluginPath(" /srv/site// ", "local/")).toBe("/srv/site/local");
  });

  it("targets the listed path for a file and the joined path for a plugin, nothing while incomplete", () => {
    expect(uploadTarget("FILE", "/var/www/a", null)).toBe("/var/www/a");
    expect(uploadTarget("FILE", "/var/www/a", "mod/")).toBe("/var/www/a");
    expect(uploadTarget("FILE", null, null)).toBeNull();
    expect(uploadTarget("FILE", "  ", null)).toBeNull();
    expect(uploadTarget("PLUGIN", "/var/www/a", null)).toBeNull();
    expect(uploadTarget("PLUGIN", null, "mod/")).toBeNull();
    expect(uploadTarget("PLUGIN", "/var/www/a", "theme/")).toBe("/var/www/a/theme");
  });
});

describe("what may be sent", () => {
  it.each([
    ["logo.png", "image/png"],
    ["photo.JPG", "image/jpeg"],
    ["intro.mp4", "video/mp4"],
    ["manual.pdf", "application/pdf"],
    ["course.zip", "application/zip"],
    ["course.zip", "application/x-zip-compressed"],
    ["clip.webm", ""],
    ["scan.pdf", "application/octet-stream"],
  ])("accepts %s (%p) as a file", (name, type) => {
    expect(isAcceptedUpload(file(name, type))).toBe(true);
    expect(uploadTypeError("FILE", file(name, type))).toBeNull();
  });

  it.each([
    ["notes.txt", "text/plain"],
    ["setup.exe", "application/x-msdownload"],
    ["data.csv", ""],
    ["page.html", "application/octet-stream"],
  ])("refuses %s (%p) as a file with the type message", (name, type) => {
    expect(isAcceptedUpload(file(name, type))).toBe(false);
    expect(uploadTypeError("FILE", file(name, type))).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it("accepts only zips as plugins, by name", () => {
    expect(isZip(file("mod_attendance.zip", "application/zip"))).toBe(true);
    expect(isZip(file("MOD_X.ZIP", ""))).toBe(true);
    expect(isZip(file("mod_x.tar.gz", "application/gzip"))).toBe(false);
    expect(isZip(file("logo.png", "image/png"))).toBe(false);
    expect(uploadTypeError("PLUGIN", file("logo.png", "image/png"))).toBe(PLUGIN_TYPE_MESSAGE);
    expect(uploadTypeError("PLUGIN", file("block_xp.zip"))).toBeNull();
  });

  it("reads a File's name and none from a bare Blob", () => {
    expect(fileName(file("a.zip"))).toBe("a.zip");
    expect(fileName(new Blob(["x"]))).toBeUndefined();
  });

  it("hints the picker with the kind's types", () => {
    expect(acceptFor("PLUGIN")).toContain(".zip");
    expect(acceptFor("PLUGIN")).not.toContain("image/");
    expect(acceptFor("FILE")).toEqual(expect.stringContaining("image/*"));
    expect(acceptFor("FILE")).toEqual(expect.stringContaining("application/pdf"));
  });
});

describe("messages", () => {
  it("uses the spec's texts", () => {
    expect(UPLOAD_MESSAGES.appDirectoriesFailed).toBe("An error has occurred. Failed to load instance app directories.");
    expect(UPLOAD_MESSAGES.noFiles).toBe("There are no files available!");
    expect(uploadedMessage("FILE")).toBe("The file has been uploaded successfully...");
    expect(uploadedMessage("PLUGIN")).toBe("The plugin has been uploaded successfully...");
  });

  it("says a 413 is too large, with the server's limit when it gave one", () => {
    expect(uploadFailureMessage(413, "big.zip is 61.0 MB; the upload limit is 50 MB.")).toBe(
      "The file is larger than the server accepts. big.zip is 61.0 MB; the upload limit is 50 MB.",
    );
    expect(uploadFailureMessage(413, null)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(uploadFailureMessage(413, "The upstream answered HTTP 413.")).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("prefers field errors over a generic message, without repeats", () => {
    expect(uploadFailureMessage(400, "Please correct the marked fields.", { file: PLUGIN_TYPE_MESSAGE })).toBe(PLUGIN_TYPE_MESSAGE);
    expect(uploadFailureMessage(400, "x", { path: "Not inside a site.", file: "Not a zip.", ip: "Not a zip." })).toBe("Not inside a site. Not a zip.");
  });

  it("falls back to the server message, then to the status", () => {
    expect(uploadFailureMessage(409, "MDL_X is stopped. Start it to upload files.")).toBe("MDL_X is stopped. Start it to upload files.");
    expect(uploadFailureMessage(500, null)).toBe("The upload failed (HTTP 500).");
    expect(uploadFailureMessage(502, "The upstream answered HTTP 502.")).toBe("The upload failed (HTTP 502).");
  });
});

describe("the listing", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [48_213, "47.1 KB"],
    [2_318_430, "2.2 MB"],
    [38_512_004, "36.7 MB"],
    [5 * 1024 ** 3, "5.0 GB"],
    [3 * 1024 ** 5, "3072.0 TB"],
  ])("shows %p bytes as %p", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it("shows a dash for sizes that are not sizes", () => {
    expect(formatSize(-1)).toBe("—");
    expect(formatSize(Number.NaN)).toBe("—");
  });

  it("shows epoch milliseconds, epoch seconds and date texts as the same minute", () => {
    const ms = Date.UTC(2026, 9, 9, 6, 26, 22);
    expect(formatModifyTime(ms, "UTC")).toBe("2026-10-09 06:26");
    expect(formatModifyTime(ms / 1000, "UTC")).toBe("2026-10-09 06:26");
    expect(formatModifyTime(String(ms), "UTC")).toBe("2026-10-09 06:26");
    expect(formatModifyTime("2026-10-09T06:26:22Z", "UTC")).toBe("2026-10-09 06:26");
    expect(formatModifyTime(ms, "America/Costa_Rica")).toBe("2026-10-09 00:26");
    expect(modifyTimeIso(ms / 1000)).toBe("2026-10-09T06:26:22.000Z");
  });

  it("keeps a text that is not a date as it came", () => {
    expect(formatModifyTime("yesterday-ish", "UTC")).toBe("yesterday-ish");
    expect(modifyTimeIso("yesterday-ish")).toBeNull();
    expect(formatModifyTime(Number.NaN, "UTC")).toBe("—");
  });
});

describe("the contract reuses these rules", () => {
  it("re-exports the same functions and constants", () => {
    expect(contractFiles.isZip).toBe(isZip);
    expect(contractFiles.isAcceptedUpload).toBe(isAcceptedUpload);
    expect(contractFiles.PLUGIN_DIRECTORIES).toBe(PLUGIN_DIRECTORIES);
    expect(contractFiles.UPLOAD_TYPE_MESSAGE).toBe(UPLOAD_TYPE_MESSAGE);
    expect(contractCommon.fileName).toBe(fileName);
  });

  it("refuses the same files at the BFF with the same messages", () => {
    const where = { ip: "10.0.0.5", path: "/var/www/a/mod", region: "us-west-2" };
    const plugin = uploadPluginBody.safeParse({ ...where, file: file("logo.png", "image/png") });
    expect(plugin.success).toBe(false);
    expect(plugin.error?.issues[0].message).toBe(PLUGIN_TYPE_MESSAGE);
    expect(uploadPluginBody.safeParse({ ...where, file: file("mod_x.zip", "application/zip") }).success).toBe(true);
    const upload = uploadFileBody.safeParse({ ...where, action: "upload", file: file("notes.txt", "text/plain") });
    expect(upload.error?.issues[0].message).toBe(UPLOAD_TYPE_MESSAGE);
    expect(pluginDirectorySchema.safeParse("lib/").error?.issues[0].message).toBe(PLUGIN_DIRECTORY_REQUIRED_MESSAGE);
  });
});
