// A site's domain as the report calls put it in their path: without its scheme or a trailing
// slash ("https://aula.example.edu/" → "aula.example.edu"), as the cloud-database domain delete
// strips it (spec 3 §7).
export function reportDomain(domain: string): string {
  return domain.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
}
