"use client";
// A modal link names its region (?region=, spec 1 §2 "region from the route"). Opened by a user
// whose console shows the other region, it switches the console to the link's region (so the
// row it names is listed, and what is sent goes to the right region) and says so until the user
// closes the notice: whatever they do next is done in the other region. Each link is
// acted on once: choosing a region afterwards is the user's choice and stands.
import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "./RegionContext";

export const LINK_REGION_MESSAGE = (region: string) => `This link is for ${region}: the console now shows that region.`;

export default function LinkRegion() {
  const pathname = usePathname();
  const linkRegion = regionFromQuery(useSearchParams().get("region") ?? undefined);
  const { region, setRegion } = useRegion();
  const { notify } = useNotice();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!linkRegion) return;
    const link = `${pathname}?region=${linkRegion}`;
    if (handled.current === link) return;
    handled.current = link;
    if (linkRegion === region) return;
    setRegion(linkRegion);
    notify(LINK_REGION_MESSAGE(linkRegion), "info", { persist: true });
  }, [linkRegion, pathname, region, setRegion, notify]);

  return null;
}
