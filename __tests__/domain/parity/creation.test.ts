// Parity of the Add Instance form ('LMS Information', spec 2 §3, §5) with POST /instance
// (multipart): every sample runs through the form's validator and, as the multipart body the
// form sends, through the BFF's validate step with createInstanceBody; both must refuse the same
// fields with the spec's messages. Also what the body carries: string booleans, requestedBy,
// requestToken, dbInstance only when non-blank.
import { api } from "@/lib/contract";
import { BRANCH_INVALID_MESSAGE } from "@/lib/domain/branches";
import { creationBody, creationFormErrors, dbInstanceToSend, INITIAL_CREATION_VALUES, type CreationFormValues } from "@/lib/domain/forms/creation";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { COLOR_MESSAGE, CREATION_FIELD_MESSAGES as M, PNG_ONLY_MESSAGE } from "@/lib/domain/provisioning";
import { HEADS, PHP, sample } from "../fileSamples";
import { expectParity, runBoth, type ParityCase } from "./parity";

const CONTEXT = { requestedBy: "ana.admin", requestToken: "tok-123" };

const SAME_NAMES = [
  "installationInstance", "installationPackage", "totaraType", "client", "contractedUsers", "branch", "domain", "instanceName",
  "instanceType", "dbInstance", "volumeSize", "primaryColor", "secondaryColor", "accentColor", "footerColor", "logoDefault",
  "logoDark", "loginBGImage", "clientEmail",
] as const satisfies readonly (keyof CreationFormValues)[];

const parity: ParityCase<CreationFormValues> = {
  endpoint: api.createInstance,
  validate: creationFormErrors,
  body: (values) => creationBody(values, CONTEXT),
  fields: Object.fromEntries(SAME_NAMES.map((name) => [name, name])),
};

const FILLED: CreationFormValues = {
  ...INITIAL_CREATION_VALUES,
  installationPackage: "moodle-4.5.4.tgz",
  client: "Universidad Unicampus",
  branch: "CR",
  domain: "unicampus",
  instanceName: "MDL_unicampus",
  instanceType: "t4g.medium",
};

const png = (name = "logo.png") => sample(name, HEADS.png, 64, "image/png");
const THEMED: Partial<CreationFormValues> = { installThemeEdumy: true, primaryColor: "#1a4f8b", logoDefault: png(), loginBGImage: png("bg.png") };

const samples: [string, Partial<CreationFormValues>, FieldErrors<CreationFormValues>][] = [
  ["a complete standalone Moodle form with the defaults", {}, {}],
  ["a silo with its instance", { installationType: "silo", installationInstance: "i-0abc" }, {}],
  ["a silo without its instance", { installationType: "silo" }, { installationInstance: M.installationInstance }],
  ["no package", { installationPackage: "" }, { installationPackage: M.installationPackage }],
  ["a Totara package with its type", { installationPackage: "totara-17.zip", totaraType: "learn_perform" }, {}],
  ["a Totara package without its type", { installationPackage: "totara-17.zip" }, { totaraType: M.totaraType }],
  ["a blank client", { client: "  " }, { client: M.client }],
  ["users in words", { contractedUsers: "four hundred" }, { contractedUsers: M.contractedUsers }],
  ["no branch", { branch: "" }, { branch: M.branch }],
  ["branch US", { branch: "US" }, { branch: BRANCH_INVALID_MESSAGE }],
  ["a domain starting with a digit", { domain: "2acme" }, { domain: M.domain }],
  ["a domain with a capital", { domain: "Acme" }, { domain: M.domain }],
  ["an instance name with a dash", { instanceName: "MDL-acme" }, { instanceName: M.instanceName }],
  ["no instance type", { instanceType: "" }, { instanceType: M.instanceType }],
  ["a type not offered", { instanceType: "m5.large" }, { instanceType: M.instanceType }],
  ["a named database server", { dbInstance: "mdl-acme-1" }, {}],
  ["a blank database server", { dbInstance: "" }, {}],
  ["a database server with two dashes", { dbInstance: "mdl--acme" }, { dbInstance: M.dbInstance }],
  ["a database server ending with a dash", { dbInstance: "mdl-acme-" }, { dbInstance: M.dbInstance }],
  ["a shared RDS (no server named)", { dbOnSharedRDS: "true", dbInstance: "mdl--ignored" }, {}],
  ["a volume of 10", { volumeSize: "10" }, { volumeSize: M.volumeSize }],
  ["a volume of 11", { volumeSize: "11" }, {}],
  ["a fractional volume", { volumeSize: "12.5" }, { volumeSize: M.volumeSize }],
  ["an address without a domain", { clientEmail: "ana@example" }, { clientEmail: M.clientEmail }],
  ["the e-mail to send without an address", { sendEmailToClient: true }, { clientEmail: M.clientEmail }],
  ["the e-mail with an address", { sendEmailToClient: true, clientEmail: "ti@unicampus.example" }, {}],
  ["the theme with a colour and PNG images", THEMED, {}],
  ["a theme colour without #", { ...THEMED, secondaryColor: "1a2b3c" }, { secondaryColor: COLOR_MESSAGE }],
  ["a theme colour of 8 characters", { ...THEMED, footerColor: "#1a2b3c4" }, { footerColor: COLOR_MESSAGE }],
  ["a JPEG logo", { ...THEMED, logoDark: sample("dark.jpg", HEADS.jpeg, 64, "image/jpeg") }, { logoDark: PNG_ONLY_MESSAGE }],
  ["a bad colour with the theme off (not sent)", { primaryColor: "red" }, {}],
  [
    "several at once",
    { client: "", domain: "x-y", volumeSize: "5" },
    { client: M.client, domain: M.domain, volumeSize: M.volumeSize },
  ],
];

it.each(samples)("%s: the form and the BFF agree", async (_label, change, expected) => {
  await expectParity(parity, { ...FILLED, ...change }, expected);
});

it("the form refuses a script named .png that claims image/png: the image is judged by its bytes", async () => {
  const values = { ...FILLED, installThemeEdumy: true, logoDefault: sample("logo.png", PHP, 64, "image/png") };
  const { form } = await runBoth(parity, values);
  expect(form).toEqual({ logoDefault: PNG_ONLY_MESSAGE });
  // The BFF's schema (lib/contract, isPngImage) still trusts the claimed type: the form is the
  // stricter of the two here until the contract checks the bytes as well.
});

describe("the body", () => {
  it("carries string booleans, requestedBy and a request token, and no dbInstance when it is the bare prefix", () => {
    const body = creationBody(FILLED, CONTEXT);
    expect(body).toMatchObject({
      installationType: "standalone", installThemeEdumy: "false", dbOnSharedRDS: "false", sendEmailToClient: "false",
      contractedUsers: "400", volumeSize: "50", requestedBy: "ana.admin", requestToken: "tok-123", moodleInstallationType: "basic",
    });
    expect(body).not.toHaveProperty("dbInstance");
    expect(body).not.toHaveProperty("installationInstance");
    expect(body).not.toHaveProperty("totaraType");
  });

  it("sends dbInstance when it is named, and the theme only when it is on", () => {
    expect(creationBody({ ...FILLED, dbInstance: "mdl-acme" }, CONTEXT).dbInstance).toBe("mdl-acme");
    expect(dbInstanceToSend({ dbOnSharedRDS: "false", dbInstance: "  " })).toBeNull();
    const themed = creationBody({ ...FILLED, ...THEMED, sendEmailToClient: true, clientEmail: "a@b.example" }, CONTEXT);
    expect(themed).toMatchObject({ installThemeEdumy: "true", sendEmailToClient: "true", primaryColor: "#1a4f8b" });
    expect(themed.logoDefault).toBeInstanceOf(Blob);
    expect(creationBody({ ...FILLED, primaryColor: "#123456" }, CONTEXT)).not.toHaveProperty("primaryColor");
  });

  it("a Totara package sends its type and no Moodle installation type", () => {
    const body = creationBody({ ...FILLED, installationPackage: "totara-17.zip", totaraType: "learn" }, CONTEXT);
    expect(body.totaraType).toBe("learn");
    expect(body).not.toHaveProperty("moodleInstallationType");
  });
});
