// The branch an instance belongs to (spec 1 §5, §9; spec 2 §5, §9): CR (Costa Rica) or MX (México).
// Shared by the contract form, the creation form, the BFF's schemas and the simulator.
export const BRANCHES = ["CR", "MX"] as const;
export type Branch = (typeof BRANCHES)[number];

export const BRANCH_REQUIRED_MESSAGE = "Please select a branch.";
export const BRANCH_INVALID_MESSAGE = "The selected branch is not valid. Please select a valid branch";

export function isBranch(value: unknown): value is Branch {
  return typeof value === "string" && (BRANCHES as readonly string[]).includes(value);
}

/** Blank (or absent) reads "Please select a branch.", any other non-branch the spec's alert; null when valid. */
export function branchError(value: unknown): string | null {
  if (value === undefined || value === "") return BRANCH_REQUIRED_MESSAGE;
  return isBranch(value) ? null : BRANCH_INVALID_MESSAGE;
}
