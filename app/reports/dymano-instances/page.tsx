// The report itself lives in the layout; with no modal open there is nothing more to show.
export default function CloudDbPage() {
  return null;
}
