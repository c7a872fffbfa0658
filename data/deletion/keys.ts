// The delete-resources page's request input: what an approval link's token stands for.
import type { Region } from "@/lib/domain/regions";

export function deleteDetailsInput(token: string, action: string, region: Region) {
  return { query: { token, action, region } };
}
