// The CDN checkbox of the contract form (spec 1 §3, §4, §8): the upstream says true, false or
// null (unknown); anything else is an error shown as such. The checkbox is disabled while the
// status loads and while it is unknown or invalid; its label says what a click would do.
export type CdnState = "enabled" | "disabled" | "unknown" | "invalid";

export const CDN_MESSAGES = {
  invalid: "An error has occurred. Invalid value received.",
  enabled: "CDN enabled successfully for domain",
  disabled: "CDN disabled successfully for domain",
  confirmEnable: (domain: string) => `Serve ${domain} through the CDN?`,
  confirmDisable: (domain: string) => `Stop serving ${domain} through the CDN? Visitors will be served by the server directly.`,
} as const;

/** What the upstream's `cdnEnabled` means, whatever was received. */
export function cdnState(value: unknown): CdnState {
  if (value === true) return "enabled";
  if (value === false) return "disabled";
  if (value === null || value === undefined) return "unknown";
  return "invalid";
}

/** 'Disable CDN' when enabled, 'Enable CDN' otherwise. */
export function cdnLabel(state: CdnState): string {
  return state === "enabled" ? "Disable CDN" : "Enable CDN";
}

/** Only a known status may be toggled. */
export function cdnToggleable(state: CdnState): boolean {
  return state === "enabled" || state === "disabled";
}
