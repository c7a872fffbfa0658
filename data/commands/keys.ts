// The commands area's request input: the modal's server reads are about one instance and the
// address its commands go to. Their keys are the calls' URLs (data/core/apiKey).
export function serverReadInput(instanceId: string, address: string) {
  return { params: { instanceId }, query: { instanceIp: address } };
}
