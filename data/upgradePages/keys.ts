// The upgrade and rollback pages' request input: what a mailed link's token stands for.
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import type { Region } from "@/lib/domain/regions";

export function upgradeDetailsInput(token: string, action: string, region: Region, process: UpgradeProcessKind) {
  return { query: { region, token, action, process } };
}
