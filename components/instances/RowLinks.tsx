"use client";
// The Settings column: links to the row's modals (spec 1 §2 route table). The upgrade link
// is for admin and superadmin; on an instance that cannot be upgraded it explains why instead.
// Each link holds its word and an icon: a wide window shows the words, a narrower one the icons
// (tableStyles.ts), and the link's label and tooltip name it either way.
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceLinks, type InstanceLinks } from "@/lib/routing/instanceLinks";
import type { Region } from "@/lib/domain/regions";
import { upgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "@/components/shell/RegionContext";
import RowLinkIcon, { type RowLinkIconName } from "./rowLinkIcons";

/** Each row's links, kept with its instance object: re-rendering a screenful of rows (a sort, a
 * scroll back) builds no address twice until the list is fetched again. */
const built = new WeakMap<Instance, { region: Region; links: InstanceLinks }>();

function linksOf(instance: Instance, region: Region): InstanceLinks {
  const known = built.get(instance);
  if (known?.region === region) return known.links;
  const links = instanceLinks(instance, { region });
  built.set(instance, { region, links });
  return links;
}

// Plain anchors, not next/link: a screenful of rows holds ~170 links, and next/link's per-link
// hooks cost more on every filter than they give. InstanceTable turns a plain left click on
// any `a[data-nav]` into a client navigation (one delegated handler); modified clicks and
// middle clicks keep the browser's own behaviour (new tab, cold deep link).
export default function RowLinks({ instance, showUpgrade }: { instance: Instance; showUpgrade: boolean }) {
  const { notify } = useNotice();
  // Every link names its region, so one shared with a colleague opens the same instance (LinkRegion).
  const { region } = useRegion();
  const links = linksOf(instance, region);
  const availability = upgradeAvailability(instance);
  const label = (what: string) => `${what} ${instance.name}`;
  const content = (icon: RowLinkIconName, word: string) => (
    <>
      <RowLinkIcon name={icon} />
      <span className="link-word">{word}</span>
    </>
  );

  return (
    <span className="links">
      <a data-nav href={links.actions} aria-label={label("Actions for")} title={label("Actions for")}>
        {content("actions", "Actions")}
      </a>
      <a data-nav href={links.commands} aria-label={label("Commands for")} title={label("Commands for")}>
        {content("commands", "Commands")}
      </a>
      <a data-nav href={links.uploads} aria-label={label("Uploads for")} title={label("Uploads for")}>
        {content("uploads", "Uploads")}
      </a>
      <a data-nav href={links.information} aria-label={label("Info for")} title={label("Info for")}>
        {content("info", "Info")}
      </a>
      {showUpgrade ? (
        <a
          data-nav
          href={links.upgrade}
          aria-label={label("Upgrade")}
          title={label("Upgrade")}
          // Not aria-disabled: the spec has the click explain why the LMS cannot be upgraded.
          data-upgradeable={availability.allowed ? "true" : "false"}
          onClick={(e) => {
            if (availability.allowed) return;
            e.preventDefault();
            notify(availability.message, "warning");
          }}
        >
          {content("upgrade", "Upgrade")}
        </a>
      ) : null}
    </span>
  );
}
