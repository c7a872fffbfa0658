// What the list layouts hand their streamed loaders: who asks, for which region, and the row
// modals (child routes) to show over the list.
import type { ReactNode } from "react";
import type { Region } from "@/lib/domain/regions";
import type { ServerSession } from "@/lib/session/serverSession";

export interface ListLoaderProps {
  session: ServerSession;
  region: Region;
  children: ReactNode;
}
