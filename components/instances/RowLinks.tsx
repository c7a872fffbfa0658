"use client";
// The Settings column: links to the row's modals (spec 1 §2 route table). The upgrade link
// is for admin and superadmin; on an instance that cannot be upgraded it explains why instead.
import Link from "next/link";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceLinks } from "@/lib/domain/instanceLinks";
import { upgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { useNotice } from "@/components/common/NoticeProvider";

const linkSx = { minWidth: 0, px: 0.75 } as const;

export default function RowLinks({ instance, showUpgrade }: { instance: Instance; showUpgrade: boolean }) {
  const { notify } = useNotice();
  const links = instanceLinks(instance);
  const availability = upgradeAvailability(instance);
  const label = (what: string) => `${what} ${instance.name}`;

  return (
    <Stack direction="row" spacing={0.25}>
      <Button size="small" sx={linkSx} component={Link} href={links.actions} scroll={false} aria-label={label("Actions for")}>
        Actions
      </Button>
      <Button size="small" sx={linkSx} component={Link} href={links.commands} scroll={false} aria-label={label("Commands for")}>
        Commands
      </Button>
      <Button size="small" sx={linkSx} component={Link} href={links.uploads} scroll={false} aria-label={label("Uploads for")}>
        Uploads
      </Button>
      <Button size="small" sx={linkSx} component={Link} href={links.information} scroll={false} aria-label={label("Information for")}>
        Info
      </Button>
      {showUpgrade ? (
        <Button
          size="small"
          component={Link}
          href={links.upgrade}
          scroll={false}
          aria-label={label("Upgrade")}
          // Not aria-disabled: the spec has the click explain why the LMS cannot be upgraded.
          data-upgradeable={availability.allowed ? "true" : "false"}
          sx={availability.allowed ? linkSx : { ...linkSx, color: "text.secondary" }}
          onClick={(e: React.MouseEvent) => {
            if (availability.allowed) return;
            e.preventDefault();
            notify(availability.message, "warning");
          }}
        >
          Upgrade
        </Button>
      ) : null}
    </Stack>
  );
}
