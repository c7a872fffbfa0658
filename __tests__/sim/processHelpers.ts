// Helpers for the long-process suites (creation, shared servers, deletion): reading a process's
// plain-text output as the console polls it, the outbox, and a well-formed creation form.
import type { Sim } from "@/lib/sim";
import { BASE } from "./helpers";

export interface TextResult {
  status: number;
  text: string;
  contentType: string | null;
}

/** A GET whose answer is text (process output) or, on failure, a JSON message. */
export async function getText(sim: Sim, path: string, token: string): Promise<TextResult> {
  const res = await sim.handle(new Request(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } }));
  return { status: res.status, text: await res.text(), contentType: res.headers.get("content-type") };
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

export async function outbox(sim: Sim): Promise<Mail[]> {
  return (await (await sim.handle(new Request("http://sim.test/__sim/outbox"))).json()) as Mail[];
}

/** The 'LMS Information' form as the console sends it (spec 2 §3): a standalone Moodle by default. */
export function creationForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    installationType: "standalone",
    installationPackage: "moodle-4.4.4.tgz",
    installThemeEdumy: "false",
    client: "Universidad de Prueba",
    contractedUsers: "400",
    branch: "CR",
    domain: "pruebauni",
    instanceName: "MDL_PRUEBAUNI",
    instanceType: "t4g.medium",
    dbOnSharedRDS: "false",
    volumeSize: "80",
    moodleInstallationType: "basic",
    clientEmail: "",
    sendEmailToClient: "false",
    requestedBy: "admin@example.com",
    ...overrides,
  };
}
