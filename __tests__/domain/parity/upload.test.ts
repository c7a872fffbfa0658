// Parity of the Upload modal's form with POST /file/{id} and POST /plugin/{id} (multipart):
// the place it goes (a listed path; for a plugin joined with its plugin directory, spec 1 §2)
// and the file, decided by name and first bytes (spec 1 §5: files are images, video, pdf or
// zip; plugins zip only).
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { uploadBody, uploadFormErrors, type UploadFormValues } from "@/lib/domain/forms/upload";
import { PLUGIN_TYPE_MESSAGE, UPLOAD_NAME_MESSAGES, UPLOAD_PATH_REQUIRED_MESSAGE, UPLOAD_TYPE_MESSAGE } from "@/lib/domain/uploads";
import { HEADS, PHP, sample } from "../fileSamples";
import { expectParity, type ParityCase } from "./parity";

const SITE = "/var/www/learn.acme.example";
const NO_FILE = "Please select a file";
const CLIMB = "The path must not contain '..' segments.";

const parityFor = (kind: UploadFormValues["kind"]): ParityCase<UploadFormValues> => ({
  endpoint: kind === "PLUGIN" ? api.uploadPlugin : api.uploadFile,
  validate: uploadFormErrors,
  body: (values) => uploadBody(values, { ip: "54.12.34.56", region: "us-west-2" }),
  fields: { path: "path", file: "file" },
});

const file = (values: Partial<UploadFormValues>): UploadFormValues => ({ kind: "FILE", path: SITE, file: null, ...values });
const plugin = (values: Partial<UploadFormValues>): UploadFormValues => ({ kind: "PLUGIN", path: `${SITE}/mod`, file: null, ...values });

const samples: [string, UploadFormValues, FieldErrors<UploadFormValues>][] = [
  ["a PNG file to a listed path", file({ file: sample("logo.png", HEADS.png) }), {}],
  ["a PDF file", file({ file: sample("syllabus.pdf", HEADS.pdf) }), {}],
  ["an MP4 video", file({ file: sample("intro.mp4", HEADS.mp4) }), {}],
  ["a zip as a file", file({ file: sample("course.zip", HEADS.zip) }), {}],
  ["a zip plugin in mod/", plugin({ file: sample("attendance.zip", HEADS.zip) }), {}],
  ["a zip plugin in blocks/", plugin({ path: `${SITE}/blocks`, file: sample("block_news.zip", HEADS.zip) }), {}],
  ["no file chosen", file({}), { file: NO_FILE }],
  ["no path chosen", file({ path: null, file: sample("logo.png", HEADS.png) }), { path: UPLOAD_PATH_REQUIRED_MESSAGE }],
  ["a blank path", file({ path: "   ", file: sample("logo.png", HEADS.png) }), { path: UPLOAD_PATH_REQUIRED_MESSAGE }],
  ["a path that climbs out", file({ path: `${SITE}/../../etc`, file: sample("logo.png", HEADS.png) }), { path: CLIMB }],
  ["a path that climbs out, encoded", file({ path: `${SITE}/%2e%2e/etc`, file: sample("logo.png", HEADS.png) }), { path: CLIMB }],
  ["a plugin whose place is not chosen yet", plugin({ path: null, file: sample("attendance.zip", HEADS.zip) }), { path: UPLOAD_PATH_REQUIRED_MESSAGE }],
  ["nothing chosen", file({ path: null }), { path: UPLOAD_PATH_REQUIRED_MESSAGE, file: NO_FILE }],
  ["an SVG (it can carry script)", file({ file: sample("logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>") }), { file: UPLOAD_TYPE_MESSAGE }],
  ["a PHP script", file({ file: sample("shell.php", PHP) }), { file: UPLOAD_TYPE_MESSAGE }],
  [
    "a PHP script named .png",
    file({ file: sample("logo.png", PHP) }),
    { file: "logo.png is not really a PNG file: its content does not match its extension." },
  ],
  ["a name with a path", file({ file: sample("../logo.png", HEADS.png) }), { file: UPLOAD_NAME_MESSAGES.separator }],
  ["a name with a direction override", file({ file: sample("evil\u202Egnp.php", HEADS.png) }), { file: UPLOAD_NAME_MESSAGES.bidi }],
  ["a blank name", file({ file: sample("   ", HEADS.png) }), { file: UPLOAD_NAME_MESSAGES.noName }],
  ["an over-long name of a real PNG", file({ file: sample(`${"a".repeat(400)}.png`, HEADS.png) }), {}],
  ["a PDF as a plugin", plugin({ file: sample("attendance.pdf", HEADS.pdf) }), { file: PLUGIN_TYPE_MESSAGE }],
  ["a plugin .zip that is not a zip", plugin({ file: sample("attendance.zip", PHP) }), { file: "attendance.zip is not a valid zip archive." }],
];

it.each(samples)("%s: the form and the BFF agree", async (_label, values, expected) => {
  await expectParity(parityFor(values.kind), values, expected);
});

it("sends a file with `action` upload, a plugin without it", () => {
  const server = { ip: "54.12.34.56", region: "us-west-2" } as const;
  expect(uploadBody(file({}), server)).toEqual({ ip: server.ip, region: server.region, path: SITE, file: null, action: "upload" });
  expect(uploadBody(plugin({}), server)).toEqual({ ip: server.ip, region: server.region, path: `${SITE}/mod`, file: null });
});
