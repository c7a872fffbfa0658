// Figures measured inside this process, without servers: building the embedded upstream's
// fleet at 5,000 instances per region, and one search through 5,000 rows of the instance
// list's filter (the list's haystacks built once, each query a scan of them).
import type { Instance } from "@/lib/contract/schemas/instance";
import { createInstanceFilter } from "@/lib/domain/instanceSearch";
import { createSim } from "@/lib/sim";
import { median } from "./stats";

const FLEET = 5_000;

function row(n: number): Instance {
  return {
    instanceId: `i-${n.toString(16).padStart(12, "0")}`,
    name: `client-${n}-campus`,
    state: n % 3 === 0 ? "stopped" : "running",
    instaceType: n % 2 === 0 ? "t3.large" : "m5.large",
    publicIpAddress: `10.${(n >> 8) & 255}.${n & 255}.7`,
    hasLoadBalancer: false,
    dns: null,
    lms: "Moodle",
    domain: "",
    deploymentType: "dedicated",
    version: null,
    cdnEnabled: null,
  };
}

export interface InProcessFigures {
  /** Median of 3 builds of the simulated fleet, in ms. */
  fleetBuild: number;
  /** Median and largest of the searches through 5,000 rows, in ms. */
  searchMedian: number;
  searchMax: number;
}

export function inProcessFigures(): InProcessFigures {
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    createSim({ seed: 3 + i, fleetSize: FLEET });
    builds.push(performance.now() - started);
  }
  const filter = createInstanceFilter(Array.from({ length: FLEET }, (_, n) => row(n)));
  filter("warm-up");
  const searches: number[] = [];
  for (const query of ["CLIENT-4999-", "stopped", "t3.large", "10.19.", "i-0000", "zz-no-match", "campus", "client-1"]) {
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      filter(query);
      searches.push(performance.now() - started);
    }
  }
  return { fleetBuild: median(builds), searchMedian: median(searches), searchMax: Math.max(...searches) };
}
