// How an instance is deployed (spec 1 §3): a dedicated server for one LMS, or a shared server
// holding several LMSs on volumes. Read by the contract's schemas, the screens and the simulator.
export const DEPLOYMENT_TYPES = ["dedicated", "shared"] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];
