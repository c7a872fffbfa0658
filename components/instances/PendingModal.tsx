// Body of a row modal whose controls are not built yet: it names the instance the deep
// link points at, so the route table and its links can be used and tested already.
import Typography from "@mui/material/Typography";
import RouteModal from "@/components/common/RouteModal";

export interface PendingModalProps {
  title: string;
  /** Where closing goes, from the route table. */
  closeTo: string;
  details: Record<string, string | undefined>;
}

export default function PendingModal({ title, closeTo, details }: PendingModalProps) {
  return (
    <RouteModal title={title} closeTo={closeTo}>
      <Typography component="dl" variant="body2" sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, "& dt": { fontWeight: 600 }, "& dd": { m: 0, wordBreak: "break-all" } }}>
        {Object.entries(details).map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        The controls of this dialog are not built yet.
      </Typography>
    </RouteModal>
  );
}
