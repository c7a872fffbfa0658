// The Upload modal's rules (spec 1 §2, §3, §5, §8, §9) and the contract's reuse of them.
import { pluginDirectorySchema, uploadFileBody, uploadPluginBody } from "@/lib/contract/schemas/files";
import * as contractFiles from "@/lib/contract/schemas/files";
import * as contractCommon from "@/lib/contract/schemas/common";
import {
  acceptFor, canChoosePath, checkUpload, fileName, formatModifyTime, formatSize, isTotara, modifyTimeIso,
  PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, pluginPath, UPLOAD_MESSAGES, UPLOAD_TYPE_MESSAGE,
  newUploadNameError, uploadedMessage, uploadFailureMessage, uploadKindsFor, uploadNameError, uploadTarget,
} from "@/lib/domain/uploads";
import { HEADS, PHP, sample, SVG_WITH_SCRIPT } from "./fileSamples";

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

describe("what may be sent (decided by name and first bytes, never by Content-Type)", () => {
  it.each([
    ["logo.png", HEADS.png], ["photo.JPG", HEADS.jpeg], ["photo.jpeg", HEADS.jpeg], ["anim.gif", HEADS.gif], ["pic.webp", HEADS.webp],
    ["old.bmp", HEADS.bmp], ["favicon.ico", HEADS.ico], ["intro.mp4", HEADS.mp4], ["clip.mov", HEADS.mov], ["clip.webm", HEADS.webm],
    ["clip.mkv", HEADS.webm], ["clip.avi", HEADS.avi], ["clip.ogv", HEADS.ogv], ["manual.pdf", HEADS.pdf], ["course.zip", HEADS.zip],
  ] as const)("accepts %s with its format's signature, whatever type the browser claims", async (name, head) => {
    expect(await checkUpload("FILE", sample(name, head))).toBeNull();
    expect(await checkUpload("FILE", sample(name, head, 64, "text/plain"))).toBeNull();
  });

  it.each([["notes.txt"], ["setup.exe"], ["data.csv"], ["page.html"], ["shell.php"], ["noextension"], ["x.constructor"]])(
    "refuses %s with the type message even when sent as image/png", async (name) => {
      expect(await checkUpload("FILE", sample(name, HEADS.png, 64, "image/png"))).toBe(UPLOAD_TYPE_MESSAGE);
    },
  );

  it("does not accept SVG at all (it can carry script)", async () => {
    expect(await checkUpload("FILE", new File([SVG_WITH_SCRIPT], "logo.svg", { type: "image/svg+xml" }))).toBe(UPLOAD_TYPE_MESSAGE);
    expect(await checkUpload("FILE", new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "plain.svg", { type: "image/svg+xml" }))).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it("refuses a file whose bytes are not what its extension says", async () => {
    expect(await checkUpload("FILE", new File([PHP], "logo.png", { type: "image/png" }))).toBe("logo.png is not really a PNG file: its content does not match its extension.");
    expect(await checkUpload("FILE", sample("manual.pdf", HEADS.zip))).toBe("manual.pdf is not really a PDF file: its content does not match its extension.");
    expect(await checkUpload("FILE", sample("intro.mp4", HEADS.png))).toMatch(/not really a MP4 file/);
    expect(await checkUpload("FILE", new File([], "empty.png"))).toMatch(/not really a PNG file/);
  });

  it.each([
    ["a.php\u0000.png", "NUL"],
    ["evil\u202Egnp.php", "text-direction"],
    ["evil\u2066x\u2069.png", "text-direction"],
    ["mark\u200F.png", "text-direction"],
    ["line\r\nbreak.png", "control character"],
    ["tab\t.png", "control character"],
    ["../../etc/passwd", "/ or \\"],
    ["dir\\logo.png", "/ or \\"],
    ["logo..png", "'..'"],
    ["", "no name"],
  ])("refuses the name %j and says why (%s)", async (name, why) => {
    const problem = await checkUpload("FILE", sample(name, HEADS.png));
    expect(problem).toContain(why);
    expect(uploadNameError(name)).toBe(problem);
  });

  it.each([
    ["shell.php.png", "executable extension"],
    ["x.phtml.jpg", "executable extension"],
    ["SHELL.PHP5.gif", "executable extension"],
    ["run.cgi.pdf", "executable extension"],
    ["a.phar.zip", "executable extension"],
    [".htaccess.png", "start with a dot"],
    [".user.ini.png", "start with a dot"],
  ])("refuses %j, whose bytes may well match its last extension (%s)", async (name, why) => {
    // PNG magic followed by PHP: a real image to a signature check, a script to a PHP handler.
    const polyglot = new File([new Uint8Array([...HEADS.png, ...new TextEncoder().encode(PHP)])], name);
    const problem = await checkUpload("FILE", polyglot);
    expect(problem).toContain(why);
    expect(newUploadNameError(name)).toBe(problem);
    expect(await checkUpload("PLUGIN", new File([new Uint8Array(HEADS.zip)], name.replace(/\.[a-z]+$/, ".zip")))).toContain(why);
    // A file already stored under such a name can still be named, to delete it.
    expect(uploadNameError(name)).toBeNull();
  });

  it("accepts names whose parts merely look like words", async () => {
    for (const name of ["php-logo.png", "phpinfo-screenshot.png", "report.2026.pdf", "my.photo.jpg"]) expect(newUploadNameError(name)).toBeNull();
  });

  it("accepts only real zips as plugins: a local file header or an empty archive's end record", async () => {
    expect(await checkUpload("PLUGIN", sample("mod_attendance.zip", HEADS.zip))).toBeNull();
    expect(await checkUpload("PLUGIN", sample("MOD_X.ZIP", HEADS.zip))).toBeNull();
    expect(await checkUpload("PLUGIN", sample("empty.zip", HEADS.emptyZip, 22))).toBeNull();
    expect(await checkUpload("PLUGIN", new File(["not a zip"], "fake.zip", { type: "application/zip" }))).toBe("fake.zip is not a valid zip archive.");
    expect(await checkUpload("PLUGIN", sample("mod_x.tar.gz", HEADS.zip))).toBe(PLUGIN_TYPE_MESSAGE);
    expect(await checkUpload("PLUGIN", sample("logo.png", HEADS.png, 64, "application/zip"))).toBe(PLUGIN_TYPE_MESSAGE);
  });

  it("refuses a bare Blob, which has no name", async () => {
    expect(fileName(new Blob(["x"]))).toBeUndefined();
    expect(await checkUpload("FILE", new Blob([new Uint8Array(HEADS.png)]))).toBe("The file has no name.");
    expect(fileName(file("a.zip"))).toBe("a.zip");
  });

  it("hints the picker with the kind's extensions, never SVG", () => {
    expect(acceptFor("PLUGIN")).toBe(".zip");
    for (const ext of [".png", ".jpg", ".gif", ".webp", ".mp4", ".webm", ".pdf", ".zip"]) expect(acceptFor("FILE").split(",")).toContain(ext);
    expect(acceptFor("FILE")).not.toContain("svg");
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
    expect(contractFiles.checkUpload).toBe(checkUpload);
    expect(contractFiles.PLUGIN_DIRECTORIES).toBe(PLUGIN_DIRECTORIES);
    expect(contractFiles.UPLOAD_TYPE_MESSAGE).toBe(UPLOAD_TYPE_MESSAGE);
    expect(contractCommon.fileName).toBe(fileName);
  });

  it("refuses the same files at the BFF with the same messages", async () => {
    const where = { ip: "10.0.0.5", path: "/var/www/a/mod", region: "us-west-2" };
    const plugin = await uploadPluginBody.safeParseAsync({ ...where, file: file("logo.png", "image/png") });
    expect(plugin.success).toBe(false);
    expect(plugin.error?.issues[0].message).toBe(PLUGIN_TYPE_MESSAGE);
    expect((await uploadPluginBody.safeParseAsync({ ...where, file: sample("mod_x.zip", HEADS.zip) })).success).toBe(true);
    const fake = await uploadPluginBody.safeParseAsync({ ...where, file: file("mod_x.zip", "application/zip") });
    expect(fake.error?.issues[0]).toMatchObject({ path: ["file"], message: "mod_x.zip is not a valid zip archive." });
    const upload = await uploadFileBody.safeParseAsync({ ...where, action: "upload", file: file("notes.txt", "text/plain") });
    expect(upload.error?.issues[0].message).toBe(UPLOAD_TYPE_MESSAGE);
    expect(pluginDirectorySchema.safeParse("lib/").error?.issues[0].message).toBe(PLUGIN_DIRECTORY_REQUIRED_MESSAGE);
  });
});
