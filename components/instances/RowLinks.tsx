"use client";
// The Settings column: links to the row's modals (spec 1 §2 route table). The upgrade link
// is for admin and superadmin; on an instance that cannot be upgraded it explains why instead.
import Link from "next/link";
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceLinks } from "@/lib/domain/instanceLinks";
import { upgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { useNotice } from "@/components/common/NoticeProvider";

// prefetch={false}: a screenful of rows holds ~150 links to dynamic modal routes; prefetching
// them all on every filter or scroll would cost more than the one a user opens.
export default function RowLinks({ instance, showUpgrade }: { instance: Instance; showUpgrade: boolean }) {
  const { notify } = useNotice();
  const links = instanceLinks(instance);
  const availability = upgradeAvailability(instance);
  const label = (what: string) => `${what} ${instance.name}`;

  return (
    <span className="links">
      <Link href={links.actions} scroll={false} prefetch={false} aria-label={label("Actions for")}>
        Actions
      </Link>
      <Link href={links.commands} scroll={false} prefetch={false} aria-label={label("Commands for")}>
        Commands
      </Link>
      <Link href={links.uploads} scroll={false} prefetch={false} aria-label={label("Uploads for")}>
        Uploads
      </Link>
      <Link href={links.information} scroll={false} prefetch={false} aria-label={label("Information for")}>
        Info
      </Link>
      {showUpgrade ? (
        <Link
          href={links.upgrade}
          scroll={false} prefetch={false}
          aria-label={label("Upgrade")}
          // Not aria-disabled: the spec has the click explain why the LMS cannot be upgraded.
          data-upgradeable={availability.allowed ? "true" : "false"}
          onClick={(e) => {
            if (availability.allowed) return;
            e.preventDefault();
            notify(availability.message, "warning");
          }}
        >
          Upgrade
        </Link>
      ) : null}
    </span>
  );
}
