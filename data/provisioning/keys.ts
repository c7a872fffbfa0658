// The provisioning area's request inputs: a region's silos and installation packages (the Add
// Instance and Add Shared Server pages) and a pending creation request by its token.
import type { Region } from "@/lib/domain/regions";

export function regionInput(region: Region) {
  return { query: { region } };
}

export function creationRequestInput(token: string) {
  return { params: { token } };
}
