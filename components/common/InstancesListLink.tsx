"use client";
// 'Instances List' on the pages opened from mailed links (delete resources, upgrade, rollback,
// backup download): a plain link back to the list, below the page's content.
import Link from "next/link";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";

export default function InstancesListLink() {
  return (
    <Box sx={{ mt: 3 }}>
      <Button component={Link} href="/home/instances" variant="outlined">
        Instances List
      </Button>
    </Box>
  );
}
