// The dashboard lives in the layout; with no modal open there is nothing more to show.
export default function AdminDashboardPage() {
  return null;
}
