// A snapshot's creation date as operators read it: "2026-11-23 03:14 UTC" (sortable, one zone
// for the whole team across regions); text that is not a date is shown as it came.
export function formatSnapshotDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
