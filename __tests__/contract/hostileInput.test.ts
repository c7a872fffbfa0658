// Hostile uploads, path-like parameters and padded motives are refused by the BFF's
// validation with 400 and field errors, and nothing reaches the upstream (its request log stays empty).
import { api, type Endpoint } from "@/lib/contract";
import { HEADS, PHP, sample, SVG_WITH_SCRIPT } from "../domain/fileSamples";
import { callBff, inProcess, sessionFor, type BffCall, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples, type Sample } from "./samples";

const sampleOf = (endpoint: Endpoint): Sample => samples[endpoint.id as keyof typeof samples];
const call = (endpoint: Endpoint, change: (s: Sample) => Sample): BffCall => sampleCall(endpoint, change(sampleOf(endpoint)));
const CLIMB = "The path must not contain '..' segments.";

describe("hostile input at the BFF", () => {
  let admin: TestSession;
  beforeAll(async () => {
    await inProcess.start();
    admin = await sessionFor("admin");
  });
  beforeEach(() => inProcess.clearLog());

  async function refused(request: BffCall, field: string, message: string | RegExp) {
    const res = await callBff(admin, request);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(res.status).toBe(400);
    expect(body.fields?.[field]).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    expect(await inProcess.log()).toEqual([]);
  }

  const withFile = (file: File) => (s: Sample): Sample => ({ ...s, body: { ...s.body, file } });

  test.each<[string, File, string | RegExp]>([
    ["shell.php sent as image/png", new File([PHP], "shell.php", { type: "image/png" }), "Only images, videos, PDF and zip files can be uploaded."],
    ["a right-to-left override hiding .php", sample("evil\u202Egnp.php", HEADS.png, 64, "image/png"), /text-direction character/],
    ["a NUL before .png", sample("a.php\u0000.png", HEADS.png, 64, "image/png"), /NUL character/],
    ["a name with CR/LF", sample("logo\r\nX-Injected: 1.png", HEADS.png, 64, "image/png"), /control character/],
    ["a path as the name", sample("../../etc/passwd", HEADS.png, 64, "image/png"), /must not contain \/ or \\/],
    ["a PNG-named file whose bytes are PHP", new File([PHP], "logo.png", { type: "image/png" }), "logo.png is not really a PNG file: its content does not match its extension."],
    ["an SVG with <script>", new File([SVG_WITH_SCRIPT], "logo.svg", { type: "image/svg+xml" }), "Only images, videos, PDF and zip files can be uploaded."],
  ])("uploadFile refuses %s", async (_, file, message) => {
    await refused(call(api.uploadFile, withFile(file)), "file", message);
  });

  test("uploadPlugin refuses a .zip that is not a zip, and a zip that is not named .zip", async () => {
    await refused(call(api.uploadPlugin, withFile(new File([PHP], "mod_x.zip", { type: "application/zip" }))), "file", "mod_x.zip is not a valid zip archive.");
    await refused(call(api.uploadPlugin, withFile(sample("mod_x.php", HEADS.zip, 64, "application/zip"))), "file", "Only zip files can be uploaded as plugins.");
  });

  const climbs = ["/var/www/site/../../etc", "/var/www/site/%2e%2e/%2e%2e/etc", "/var/www/site\\..\\..\\etc", "..%252f..%252fetc"];

  test.each(climbs)("the upload path %j is refused", async (path) => {
    await refused(call(api.uploadFile, (s) => ({ ...s, body: { ...s.body, path } })), "path", CLIMB);
    await refused(call(api.uploadPlugin, (s) => ({ ...s, body: { ...s.body, path } })), "path", CLIMB);
    await refused(call(api.listFiles, (s) => ({ ...s, query: { ...s.query, path } })), "path", CLIMB);
    await refused(call(api.deleteFile, (s) => ({ ...s, query: { ...s.query, path } })), "path", CLIMB);
    await refused(call(api.deletePlugin, (s) => ({ ...s, query: { ...s.query, path } })), "path", CLIMB);
  });

  test.each(["../../etc", "admin/%2e%2e/%2e%2e", "admin\\..\\..", "%252e%252e"])("file access refuses the relativePath %j", async (relativePath) => {
    await refused(call(api.getFileAccess, (s) => ({ ...s, query: { ...s.query, relativePath } })), "relativePath", CLIMB);
  });

  test("file access refuses an update whose entry path or name climbs out", async () => {
    const entry = { name: "passwd", path: "admin/../../etc/passwd", type: "file", blocked: true };
    await refused(call(api.updateFileAccess, (s) => ({ ...s, body: { ...s.body, files: [entry] } })), "files.0.path", CLIMB);
    const named = { name: "..", path: "admin", type: "directory", blocked: true };
    await refused(call(api.updateFileAccess, (s) => ({ ...s, body: { ...s.body, files: [named] } })), "files.0.name", CLIMB);
  });

  // Padding that is not words does not make a motive.
  test.each([". . . . .", "\u0000\u0000\u0000\u0000\u0000", "\u200B \u200B \u200B \u200B \u200B", "a\u200Bb\u200Bc\u200Bd"])(
    "a start with the motive %j is refused", async (reason) => {
      await refused(call(api.instanceAction, (s) => ({ ...s, body: { ...s.body, reason } })), "reason", "The motive must be at least 5 words.");
    },
  );

  test.each([api.deleteFile, api.deletePlugin])("$id refuses a name that climbs out, such as ../../etc/passwd", async (endpoint) => {
    await refused(call(endpoint, (s) => ({ ...s, params: { ...s.params, name: "../../etc/passwd" } })), "name", /must not contain \/ or \\|'\.\.'/);
    // Encoded twice, so no URL parser turns it into a plain "..": the BFF decodes and refuses it.
    await refused(call(endpoint, (s) => ({ ...s, params: { ...s.params, name: "%2e%2e" } })), "name", CLIMB);
  });
});
