// Backup download page (spec 2 §2.6): fetches the backup's link and starts the download. A
// remembered link, so a visitor without a session gets the file after sign-in.
import type { Metadata } from "next";
import BackupDownload from "@/components/backups/BackupDownload";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { decodeSegment } from "@/lib/routing/segments";

export const metadata: Metadata = { title: "Backup download · LMS Operations Console" };

export default async function BackupDownloadPage({ params }: Pick<RoutePageProps, "params">) {
  const { uniqueId } = await params;
  return <BackupDownload fileUniqueId={decodeSegment(String(uniqueId))} />;
}
