"use client";
// 'Instances List' (spec 2 §2.1, §2.2): back to /home/instances without leaving an entry that
// reopens the page (back when the list is the previous entry, otherwise a replace).
import Button, { type ButtonProps } from "@mui/material/Button";
import { useCloseRouteModal } from "@/components/common/RouteModal";

export const INSTANCES_LIST = "/home/instances";

export default function InstancesListButton({ label = "Instances List", ...props }: ButtonProps & { label?: string }) {
  const close = useCloseRouteModal(INSTANCES_LIST);
  return (
    <Button {...props} onClick={close}>
      {label}
    </Button>
  );
}
