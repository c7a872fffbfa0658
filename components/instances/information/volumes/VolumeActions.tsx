"use client";
// A volume row's LMS actions (spec 1 §2 "Information modal", spec 2 §2.11), for admin and
// superadmin (the table decides): Delete LMS, Operations (start, stop, file access) and Upgrade
// open the modals nested under the information modal, each link carrying the region; Backup
// backs the LMS up on the spot. Only a row with a domain holds an LMS: the root device and
// data volumes get none. Each control is an icon with a tooltip, named after the row's client
// so the names stay unique across rows.
import type { MouseEvent, ReactElement } from "react";
import Link from "next/link";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { holdsLms, lmsLabel } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { volumeUpgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { volumeDeleteRoute, volumeOperationsRoute, volumeUpgradeRoute, type InformationParams } from "@/lib/routing/informationRoutes";
import { useNotice } from "@/components/common/NoticeProvider";
import { BackupIcon, DeleteIcon, PowerIcon, UpgradeIcon } from "./volumeIcons";
import { useLmsBackup } from "./useLmsBackup";

export interface VolumeActionsProps {
  /** The information modal's own params: the nested modals' URLs are built under them. */
  information: InformationParams;
  /** The listed instance, never the URL's. */
  instance: Instance;
  /** The listed volume row. */
  volume: Volume;
  region: Region;
}

export default function VolumeActions(props: VolumeActionsProps) {
  if (!holdsLms(props.volume)) return null;
  return <LmsActions {...props} />;
}

function LmsActions({ information, instance, volume, region }: VolumeActionsProps) {
  const { notify } = useNotice();
  const { backUp, busy } = useLmsBackup(instance, volume, region);
  const name = lmsLabel(volume);
  const child = { parent: information, volumeId: volume.volumeId, volumeName: volume.client || undefined };
  const upgrade = volumeUpgradeAvailability(volume.version);

  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.25, whiteSpace: "nowrap" }}>
      <ActionLink tip="Delete LMS" label={`Delete LMS ${name}`} href={volumeDeleteRoute.build(child, { region })} icon={<DeleteIcon fontSize="small" color="error" />} />
      <ActionLink
        tip="Operations"
        label={`Operations for ${name}`}
        href={volumeOperationsRoute.build({ ...child, volumeDomain: volume.domain }, { region })}
        icon={<PowerIcon fontSize="small" />}
      />
      <ActionLink
        tip="Upgrade"
        label={`Upgrade ${name}`}
        href={volumeUpgradeRoute.build(child, { region })}
        icon={<UpgradeIcon fontSize="small" />}
        upgradeable={upgrade.allowed}
        // Not aria-disabled: the spec has the click explain why the LMS cannot be upgraded.
        onClick={
          upgrade.allowed
            ? undefined
            : (event) => {
                event.preventDefault();
                notify(upgrade.message, "warning");
              }
        }
      />
      <Tooltip title="Backup">
        {/* Not disabled while busy (a disabled button takes no tooltip): a click then is ignored. */}
        <IconButton size="small" aria-label={`Backup ${name}`} aria-busy={busy || undefined} onClick={() => void backUp()}>
          {busy ? <CircularProgress size={20} aria-hidden /> : <BackupIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

interface ActionLinkProps {
  tip: string;
  label: string;
  href: string;
  icon: ReactElement;
  upgradeable?: boolean;
  onClick?(event: MouseEvent<HTMLAnchorElement>): void;
}

function ActionLink({ tip, label, href, icon, upgradeable, onClick }: ActionLinkProps) {
  return (
    <Tooltip title={tip}>
      <IconButton
        component={Link}
        href={href}
        // A table of rows would prefetch three modal routes each; they load on click instead.
        prefetch={false}
        scroll={false}
        size="small"
        aria-label={label}
        data-upgradeable={upgradeable === undefined ? undefined : String(upgradeable)}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
