// Instance data, shared-server data and SSL renewal (spec 1 §3, §4, §7).
//
// Certificates run on the simulator's clock: a generated one expires `sslDaysRemaining` days
// after the state's `generatedOn`, so its day count falls as days pass. A few are ones the
// upstream knows more about than the count (revoked early, issued by a distrusted CA, already
// re-issued): their answers carry a `state` that overrides the computed status. renew-ssl
// records a new certificate, served RENEWAL_DELAY_MS later and valid for 90 days; nothing
// waits on a timer, the record is read against the clock, so SIM_STATE_FILE keeps it.
import type { api } from "@/lib/contract";
import { certificateStatus, NO_SSL, SSL_MESSAGES, type CertificateStatus, type SslDaysRemaining } from "@/lib/domain/certificateStatus";
import type { SimCertificate, SimInstance, SimVolume } from "../fleet/types";
import { createRng, deriveSeed, type Rng } from "../random";
import { invalid, json } from "../reply";
import type { SimState } from "../state/types";
import type { SimWorld } from "../world";
import { sameDomain } from "../machine/sites";
import { INSTANCE_NOT_FOUND, instanceNotFound } from "./lookup";
import type { HandlerContext, HandlerMap, Reply } from "./types";

const DAY_MS = 86_400_000;
/** How long a renewal takes before the new certificate is served. */
export const RENEWAL_DELAY_MS = 5_000;
export const RENEWED_VALIDITY_DAYS = 90;
/** Share of generated certificates whose upstream state overrides the day count. */
const OVERRIDE_PERCENT = 10;

export const INSTANCE_DATA_MESSAGES = {
  notFound: INSTANCE_NOT_FOUND,
  useShared: "This instance is shared: use shared-server-data.",
  useDedicated: "This instance is dedicated: use data.",
  notNecessary: SSL_MESSAGES.notNecessary,
  noDomain: "This instance has no domain to issue a certificate for.",
  started: "Certificate renewal started",
  inProgress: "Certificate renewal already in progress",
} as const;

// --- Certificates ---

function dayStart(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** When a generated certificate expires: `days` after the day the fleet was generated. */
function generatedExpiry(state: SimState, days: number | null): string | null {
  return days === null ? null : new Date(dayStart(state.generatedOn) + days * DAY_MS).toISOString();
}

/** The upstream's own word on a generated certificate, for a fixed few per seed. The kinds:
 * revoked early (EXPIRED), issued by a distrusted CA and due for reissue (RENEW), already
 * renewed but not yet deployed (VALID). Shown only where it differs from the day count. */
function generatedOverride(state: SimState, instance: SimInstance): CertificateStatus | null {
  if (instance.deploymentType !== "dedicated" || instance.sslDaysRemaining === null) return null;
  const hash = deriveSeed(state.seed, `ssl-state:${instance.instanceId}`);
  if (hash % 100 >= OVERRIDE_PERCENT) return null;
  return (["EXPIRED", "RENEW", "VALID"] as const)[(hash >>> 8) % 3];
}

/** The certificate record as of `now`: the stored one, or the generated one, with a finished renewal applied. */
export function currentCertificate(state: SimState, instance: SimInstance, now: number): SimCertificate {
  const record = instance.certificate ?? {
    expiresAt: generatedExpiry(state, instance.sslDaysRemaining),
    state: generatedOverride(state, instance),
    renewalCompletesAt: null,
  };
  const completes = record.renewalCompletesAt ? Date.parse(record.renewalCompletesAt) : null;
  if (completes === null || now < completes) return record;
  return { expiresAt: new Date(completes + RENEWED_VALIDITY_DAYS * DAY_MS).toISOString(), state: null, renewalCompletesAt: null };
}

/** Whole days until `expiresAt`, rounded up: a certificate generated with 12 days reads 12 all that day. */
function daysUntil(expiresAt: string, now: number): number {
  return Math.ceil((Date.parse(expiresAt) - now) / DAY_MS) || 0;
}

export interface CertificateView {
  sslDaysRemaining: SslDaysRemaining;
  /** Sent only when the upstream knows better than the day count. */
  state?: CertificateStatus;
  /** What the console shows: `state` when present, else the status of the day count. */
  status: CertificateStatus;
  renewing: boolean;
}

export function viewCertificate(cert: SimCertificate, now: number): CertificateView {
  const sslDaysRemaining: SslDaysRemaining = cert.expiresAt === null ? NO_SSL : daysUntil(cert.expiresAt, now);
  // The console's own rule (NO SSL, EXPIRED at 0 or fewer days, RENEW under 30, VALID), one source for both.
  const computed = certificateStatus({ sslDaysRemaining });
  // An override only speaks for a certificate still in date: past it, EXPIRED says it all.
  const override = cert.state !== null && typeof sslDaysRemaining === "number" && sslDaysRemaining > 0 && cert.state !== computed ? cert.state : undefined;
  return {
    sslDaysRemaining,
    ...(override ? { state: override } : {}),
    status: override ?? computed,
    renewing: cert.renewalCompletesAt !== null,
  };
}

/** The certificate of an instance as the upstream reports it now (for other handlers too). */
export function instanceCertificate(world: SimWorld, instance: SimInstance): CertificateView {
  const now = world.now();
  return viewCertificate(currentCertificate(world.state, instance, now), now);
}

/** A client site on a shared server: its generated certificate, on the same clock. */
export function siteCertificate(world: SimWorld, volume: SimVolume): CertificateView {
  return viewCertificate({ expiresAt: generatedExpiry(world.state, volume.sslDaysRemaining), state: null, renewalCompletesAt: null }, world.now());
}

// --- Versions ---

/** Out of support: no version data, Moodle below 4.1, Totara below 17. */
export function isOutOfSupport(lms: string, version: string | null): boolean {
  if (!version) return true;
  const [major = 0, minor = 0] = version.replace(/\+$/, "").split(".").map((part) => Number.parseInt(part, 10) || 0);
  if (lms === "Totara") return major < 17;
  return major < 4 || (major === 4 && minor < 1);
}

// --- Latency ---

const latencyRngs = new WeakMap<SimWorld, Rng>();

/** 20–80 ms, from a seeded stream so a run repeats; none when SIM_FAULTS already adds latency. */
async function realisticDelay(world: SimWorld): Promise<void> {
  if (world.faults.spec.latency > 0) return;
  let rng = latencyRngs.get(world);
  if (!rng) {
    rng = createRng(world.state.seed, "latency:instance-data");
    latencyRngs.set(world, rng);
  }
  const ms = rng.int(20, 80);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

// --- Handlers ---

type DataContext = HandlerContext<typeof api.instanceData>;

function dedicatedData(world: SimWorld, instance: SimInstance): Reply<typeof api.instanceData> {
  const { sslDaysRemaining, state } = instanceCertificate(world, instance);
  return {
    body: {
      isElasticIp: instance.isElasticIp,
      isOutOfSupport: isOutOfSupport(instance.lms, instance.version),
      version: instance.version,
      sslDaysRemaining,
      ...(state ? { state } : {}),
    },
  };
}

/** With the domain of one of its sites: that site's data. Without: the server's own, which has
 * no version or certificate of its own and is out of support when any site it hosts is. */
function sharedData(world: SimWorld, instance: SimInstance, domain: string | undefined): Reply<typeof api.sharedServerData> {
  const sites = instance.volumes.filter((v) => v.isMoodleData && v.domain);
  const site = domain?.trim() ? sites.find((v) => sameDomain(v.domain ?? "", domain)) : undefined;
  if (site) {
    return {
      body: {
        isElasticIp: instance.isElasticIp,
        isOutOfSupport: isOutOfSupport(site.lms ?? instance.lms, site.version),
        version: site.version,
        sslDaysRemaining: siteCertificate(world, site).sslDaysRemaining,
      },
    };
  }
  return {
    body: {
      isElasticIp: instance.isElasticIp,
      isOutOfSupport: sites.some((v) => isOutOfSupport(v.lms ?? instance.lms, v.version)),
      version: instance.version,
      sslDaysRemaining: NO_SSL,
    },
  };
}

async function answerData(ctx: DataContext, asked: "dedicated" | "shared"): Promise<Reply<typeof api.instanceData>> {
  await realisticDelay(ctx.world);
  const instance = ctx.world.findInstance(ctx.query.region, ctx.params.id);
  if (!instance) return instanceNotFound();
  if (instance.deploymentType !== asked) {
    return json({ message: instance.deploymentType === "shared" ? INSTANCE_DATA_MESSAGES.useShared : INSTANCE_DATA_MESSAGES.useDedicated }, 400);
  }
  if (ctx.query.deployment !== instance.deploymentType) return invalid({ deployment: `This instance is ${instance.deploymentType}.` });
  return asked === "dedicated" ? dedicatedData(ctx.world, instance) : sharedData(ctx.world, instance, ctx.query.domain);
}

export const instanceDataHandlers: HandlerMap = {
  instanceData: (ctx) => answerData(ctx, "dedicated"),

  sharedServerData: (ctx) => answerData(ctx, "shared"),

  /** RENEW, EXPIRED, or no certificate yet on a site with a domain: a renewal starts. */
  renewSsl(ctx) {
    const { world } = ctx;
    const instance = world.findInstance(ctx.body.region, ctx.params.id);
    if (!instance) return instanceNotFound();
    const now = world.now();
    const cert = currentCertificate(world.state, instance, now);
    if (cert.renewalCompletesAt) return { body: { success: true, message: INSTANCE_DATA_MESSAGES.inProgress } };
    const { status } = viewCertificate(cert, now);
    if (status === "VALID") return json({ message: INSTANCE_DATA_MESSAGES.notNecessary }, 409);
    if (status === NO_SSL && !instance.domain) return json({ message: INSTANCE_DATA_MESSAGES.noDomain }, 400);
    // Until the new one is served, the current certificate (and what the upstream says of it) stays.
    instance.certificate = { ...cert, renewalCompletesAt: new Date(now + RENEWAL_DELAY_MS).toISOString() };
    world.changed();
    return { body: { success: true, message: INSTANCE_DATA_MESSAGES.started } };
  },
};
