// Parity of the package create form with POST /packages-s3 (multipart; spec 3 §2.11, §5): the
// file decided by name and content, the access, and for a plugin its category and its Moodle
// directory, with the spec's messages.
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { EMPTY_PACKAGE_FORM, packageBody, packageFormErrors, type PackageFormValues } from "@/lib/domain/forms/packageUpload";
import { HEADS, sample } from "../fileSamples";
import { expectParity, type ParityCase } from "./parity";

const PARITY: ParityCase<PackageFormValues> = {
  endpoint: api.uploadPackage,
  validate: packageFormErrors,
  body: packageBody,
  fields: { file: "file", access: "access", category: "category", pluginPath: "pluginPath" },
};

const TYPE = "Invalid file type. Accepted types are: .zip, .tgz, .gz, .tar.gz";
const DIRECTORY = "Select the Moodle directory where the plugin will be installed";
const tgz = sample("moodle-4.5.4.tgz", HEADS.gzip);
const pkg = (values: Partial<PackageFormValues>): PackageFormValues => ({ ...EMPTY_PACKAGE_FORM, file: tgz, ...values });
const plugin = (values: Partial<PackageFormValues>): PackageFormValues =>
  pkg({ isPlugin: true, file: sample("mod_attendance.zip", HEADS.zip), category: "basic", pluginPath: "mod", ...values });

const samples: [string, PackageFormValues, FieldErrors<PackageFormValues>][] = [
  ["a .tgz package", pkg({}), {}],
  ["a .tar.gz package, read only", pkg({ file: sample("totara-19.1.tar.gz", HEADS.gzip), access: "ro" }), {}],
  ["a .gz package", pkg({ file: sample("edumy.gz", HEADS.gzip) }), {}],
  ["a zip package", pkg({ file: sample("edumy-moodle-4.5.zip", HEADS.zip) }), {}],
  ["a plugin in mod", plugin({}), {}],
  ["a pro plugin in lib/editor/tiny/plugins", plugin({ category: "pro", pluginPath: "lib/editor/tiny/plugins" }), {}],
  ["no file", pkg({ file: null }), { file: "Please select a file" }],
  ["a .rar", pkg({ file: sample("moodle.rar", HEADS.zip) }), { file: TYPE }],
  ["a .tgz that is really a PHP script", pkg({ file: sample("moodle.tgz", "<?php system($_GET['c']);") }), { file: "moodle.tgz is not really a TGZ file: its content does not match its extension." }],
  ["a .zip that is gzip", pkg({ file: sample("theme.zip", HEADS.gzip) }), { file: "theme.zip is not really a ZIP file: its content does not match its extension." }],
  ["no access", pkg({ access: "" }), { access: "Access type is required" }],
  ["a plugin without a category", plugin({ category: "" }), { category: "Category is required for plugins" }],
  ["a plugin without a directory", plugin({ pluginPath: "" }), { pluginPath: DIRECTORY }],
  ["a plugin in a directory Moodle has no plugin type for", plugin({ pluginPath: "config" }), { pluginPath: DIRECTORY }],
];

it.each(samples)("%s: the form and the BFF agree", async (_sample, values, expected) => {
  await expectParity(PARITY, values, expected);
});
