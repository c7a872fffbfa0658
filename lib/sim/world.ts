// What every handler works on: the persisted state, the in-memory sessions, the clock,
// and `changed()`, which a handler calls after mutating state so it gets saved.
import type { SessionStore } from "./auth/sessions";
import type { FaultInjector } from "./faults";
import type { Region, SimInstance } from "./fleet/types";
import type { ResolvedOptions } from "./options";
import type { SimState, SimUser } from "./state/types";

export interface SimWorld {
  readonly state: SimState;
  readonly sessions: SessionStore;
  readonly faults: FaultInjector;
  readonly options: ResolvedOptions;
  now(): number;
  changed(): void;
  /** A region's instance list gained or lost a server: the next save carries the whole list. */
  reshaped(region: Region): void;
  findUser(username: string): SimUser | null;
  findInstance(region: Region, instanceId: string): SimInstance | null;
}

export function createWorld(parts: Omit<SimWorld, "findUser" | "findInstance" | "now" | "reshaped">): SimWorld {
  return {
    ...parts,
    now: parts.options.now,
    // Outside a request nothing is journaled; the saver's next snapshot holds every list.
    reshaped: () => parts.changed(),
    findUser: (username) => {
      const wanted = username.trim().toLowerCase();
      return parts.state.users.find((u) => u.username.toLowerCase() === wanted) ?? null;
    },
    findInstance: (region, instanceId) => parts.state.fleet[region].instances.find((i) => i.instanceId === instanceId) ?? null,
  };
}

/** What one request did to the world: whether it changed anything, and which instances it reached. */
export interface RequestTrack {
  changed: boolean;
  touched: Map<SimInstance, Region>;
  /** Regions whose instance list gained or lost servers (a length check alone misses one of each). */
  reshaped?: Set<Region>;
}

/** The world as one request sees it: the same state, with its changes and lookups recorded. */
export function requestWorld(world: SimWorld, track: RequestTrack): SimWorld {
  return {
    ...world,
    changed() {
      track.changed = true;
      world.changed();
    },
    reshaped(region) {
      (track.reshaped ??= new Set()).add(region);
      track.changed = true;
      world.changed();
    },
    findInstance(region, instanceId) {
      const instance = world.findInstance(region, instanceId);
      if (instance) track.touched.set(instance, region);
      return instance;
    },
  };
}
