// The file-access area's request input: one folder (relative to the site's root) of one
// instance's site. Its key is the call's URL (data/core/apiKey).
export function fileAccessInput(instanceId: string, domain: string, relativePath: string) {
  return { params: { id: instanceId }, query: { domain, relativePath: relativePath || undefined } };
}
