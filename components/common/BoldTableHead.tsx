// A table's header row as the console's plain tables have it: one bold cell per heading.
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

export default function BoldTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((h) => (
          <TableCell key={h} sx={{ fontWeight: 700 }}>
            {h}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
