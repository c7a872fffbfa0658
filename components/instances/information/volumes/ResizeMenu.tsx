"use client";
// Growing a block volume (spec 1 §4, §7, §9; admin and superadmin, vol- volumes only): +5, +10,
// +20, +50 or +100 GB on the current size, confirmed first; the root device /dev/xvda warns that
// the instance must be rebooted for the new size to take effect, with the pre-flight facts of
// that reboot (recorded with the call).
import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import type { Region } from "@/lib/domain/regions";
import { isRootDevice, RESIZE_INCREMENTS_GIB, resizedSize, VOLUME_MESSAGES, type ResizeIncrement } from "@/lib/domain/volumes";
import { ApiError } from "@/lib/client/ApiError";
import { ResizeIcon } from "@/components/common/icons";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { usePreflightCheck } from "@/components/common/preflight/usePreflightCheck";
import { serverPreflight } from "@/lib/domain/preflight";
import { useNotice } from "@/components/common/NoticeProvider";
import { useResizeVolume } from "@/data/volumes/resizeVolume";

export interface ResizeMenuProps {
  instance: Instance;
  region: Region;
  volume: Volume;
}

export default function ResizeMenu({ instance, region, volume }: ResizeMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const resize = useResizeVolume();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const preflight = usePreflightCheck();
  const root = isRootDevice(volume.partition);
  const label = `Resize ${volume.volumeId}`;

  async function grow(increment: ResizeIncrement) {
    setAnchor(null);
    const size = resizedSize(volume.size, increment);
    if (size === null || volume.size === null) return;
    const message = VOLUME_MESSAGES.confirmResize(volume.volumeId, volume.size, size) + (root ? `\n\n${VOLUME_MESSAGES.rootReboot}` : "");
    const details = root ? preflight.details(serverPreflight(instance, region)) : undefined;
    if (!(await confirm({ title: "Resize volume", message, details, confirmLabel: `Add ${increment} GB` }))) return;
    try {
      await resize.trigger({
        params: { id: instance.instanceId, volumeId: volume.volumeId },
        body: { ip: instance.publicIpAddress, size, deviceName: volume.partition, region },
        preflight: root ? preflight.shown() : undefined,
      });
      notify(root ? `${VOLUME_MESSAGES.resized} ${VOLUME_MESSAGES.rootReboot}` : VOLUME_MESSAGES.resized, "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), "error");
    }
  }

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            disabled={resize.isMutating || volume.size === null || !instance.publicIpAddress}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <ResizeIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { "aria-label": `Grow ${volume.volumeId} by` } }}>
        {RESIZE_INCREMENTS_GIB.map((increment) => (
          <MenuItem key={increment} disabled={resizedSize(volume.size, increment) === null} onClick={() => void grow(increment)}>
            +{increment} GB
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
