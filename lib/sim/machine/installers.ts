// The installation packages the upstream offers for new LMSs (GET /instances/installers), and
// what each one installs. Moodle packages carry 'moodle' in their name (the console offers only
// those for a silo); Totara's do not. Both regions keep the same package bucket. INSTALLERS is
// what the bucket is seeded with; the offer itself follows the bucket (machine/packages.ts), so
// an uploaded package is offered and a deleted one is not.
import type { Lms } from "../fleet/types";

export interface Installer {
  name: string;
  lms: Lms;
  version: string;
}

export const INSTALLERS: readonly Installer[] = [
  { name: "moodle-4.1.12-lts.tgz", lms: "Moodle", version: "4.1.12" },
  { name: "moodle-4.2.5.tgz", lms: "Moodle", version: "4.2.5" },
  { name: "moodle-4.3.6.tgz", lms: "Moodle", version: "4.3.6" },
  { name: "moodle-4.4.4.tgz", lms: "Moodle", version: "4.4.4" },
  { name: "moodle-4.5.1.tgz", lms: "Moodle", version: "4.5.1" },
  { name: "moodle-4.5-weekly-20260301.tgz", lms: "Moodle", version: "4.5+" },
  { name: "edumy-moodle-4.4.2.zip", lms: "Moodle", version: "4.4.2" },
  { name: "totara-17.6-evergreen.tgz", lms: "Totara", version: "17.6" },
  { name: "totara-18.4.tgz", lms: "Totara", version: "18.4" },
  { name: "totara-19.0.tgz", lms: "Totara", version: "19.0" },
];

/** One of the seeded installers by name; creationForm.ts checks against these (the bucket's
 * current offer is packages.ts installerIn). */
export function findInstaller(name: string): Installer | null {
  return INSTALLERS.find((i) => i.name === name.trim()) ?? null;
}

/** What a package named `name` installs: a seeded installer's own entry, else read from the name
 * (an uploaded package has nothing else to go by): Totara when the name says so, else Moodle, and
 * the first dotted number as the version. */
export function installerNamed(name: string): Installer {
  const seeded = findInstaller(name);
  if (seeded) return seeded;
  return {
    name,
    lms: /totara/i.test(name) ? "Totara" : "Moodle",
    version: /\d+(?:\.\d+)+/.exec(name)?.[0] ?? "unknown",
  };
}

/** What the console filters a silo's packages by (spec 2 §2.1). */
export function isMoodlePackage(name: string): boolean {
  return name.includes("moodle");
}
