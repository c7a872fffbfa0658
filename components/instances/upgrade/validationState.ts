// The domain validation's answer as the volume rules read it: still asking, failed (a refused
// call, an unreachable server, or an answer that says it did not succeed), or answered.
import type { ValidateDomains } from "@/lib/contract/schemas/scheduling";
import type { DomainValidation } from "@/lib/domain/upgradeVolumes";

export function validationState({ data, error }: { data?: ValidateDomains; error?: unknown }): DomainValidation {
  if (data) return data.success ? { status: "answered", validDomains: data.validDomains, invalidDomains: data.invalidDomains } : { status: "failed" };
  return error ? { status: "failed" } : { status: "pending" };
}
