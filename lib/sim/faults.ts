// Injected trouble for tests and demos (SIM_FAULTS): latency, 503s, dropped connections
// and early token expiry. Random, but from a seeded generator so a failing run repeats.
import { createRng, type Rng } from "./random";

export interface FaultSpec {
  /** Milliseconds added to every /api/v1 request. */
  latency: number;
  /** Fraction answered 503 before any work is done. */
  errorRate: number;
  /** Fraction whose connection is dropped: no response at all. */
  dropRate: number;
  /** Fraction of authenticated requests whose access token expires on the spot (401). */
  expireRate: number;
  /** Fraction of long processes (creation, shared server, deletion) that end with `[Errors]`;
   * 1 fails every one. Absent: none (the magic names of machine/processMarkers.ts still do). */
  processErrorRate?: number;
}

export const NO_FAULTS: FaultSpec = { latency: 0, errorRate: 0, dropRate: 0, expireRate: 0 };

const KEYS: Record<string, keyof FaultSpec> = {
  latency: "latency",
  error_rate: "errorRate",
  drop_rate: "dropRate",
  expire_rate: "expireRate",
  process_error_rate: "processErrorRate",
};

/** Parses `latency=300,error_rate=0.1,drop_rate=0.05,expire_rate=0.02,process_error_rate=1`; empty means none. */
export function parseFaults(spec: string | undefined | null): FaultSpec {
  const faults = { ...NO_FAULTS };
  for (const part of (spec ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const [rawKey, rawValue] = part.split("=").map((p) => p.trim());
    const key = KEYS[rawKey];
    const value = Number(rawValue);
    if (!key) throw new Error(`SIM_FAULTS: unknown fault "${rawKey}" (known: ${Object.keys(KEYS).join(", ")})`);
    if (rawValue === undefined || rawValue === "" || !Number.isFinite(value) || value < 0) {
      throw new Error(`SIM_FAULTS: "${part}" needs a non-negative number`);
    }
    if (key !== "latency" && value > 1) throw new Error(`SIM_FAULTS: ${rawKey} is a fraction between 0 and 1`);
    faults[key] = value;
  }
  return faults;
}

/** The connection-level failure a dropped request produces, as fetch reports it. */
export class SimDroppedError extends TypeError {
  constructor() {
    super("fetch failed", { cause: new Error("other side closed (dropped by SIM_FAULTS)") });
    this.name = "TypeError";
  }
}

/** One call made to fail once, by endpoint and its target's id (POST /__sim/fail-next). */
export interface PlannedFailure {
  endpointId: string;
  id: string;
}

/** What a planned failure answers: the cloud did not confirm in time, and nothing changed. */
export const PLANNED_FAILURE_MESSAGE = (id: string) => `The cloud provider did not confirm the change of ${id} in time. Nothing was changed; try again.`;

export class FaultInjector {
  private rng: Rng;
  spec: FaultSpec;
  /** Calls to fail once each, for tests that need one failure among several calls. */
  #planned: PlannedFailure[] = [];

  constructor(seed: number, spec: FaultSpec) {
    this.rng = createRng(seed, "faults");
    this.spec = spec;
  }

  /** Waits the latency, then says what happens to this request. */
  async before(): Promise<"drop" | "error" | "pass"> {
    const { latency, dropRate, errorRate } = this.spec;
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    // Always draw both numbers so one rate's setting does not shift the other's sequence.
    const drop = this.rng.next();
    const error = this.rng.next();
    if (drop < dropRate) return "drop";
    if (error < errorRate) return "error";
    return "pass";
  }

  expireNow(): boolean {
    return this.spec.expireRate > 0 && this.rng.next() < this.spec.expireRate;
  }

  /** Whether a process starting now is to fail (decided once, at its start, and kept with it). */
  planFailure(failure: PlannedFailure): void {
    this.#planned.push(failure);
  }

  /** Whether this call was planned to fail; a planned failure is used up by the call it fails. */
  takePlanned(endpointId: string | null, params: Record<string, string>): boolean {
    const index = this.#planned.findIndex((p) => p.endpointId === endpointId && Object.values(params).includes(p.id));
    if (index < 0) return false;
    this.#planned.splice(index, 1);
    return true;
  }

  processFails(): boolean {
    const rate = this.spec.processErrorRate ?? 0;
    return rate > 0 && this.rng.next() < rate;
  }
}
