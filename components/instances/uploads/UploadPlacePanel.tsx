"use client";
// One chosen directory: for admin and superadmin the upload area, and for everyone its
// listing. Both share the listing, so a stored upload or a delete refreshes it.
import UploadDropZone from "./UploadDropZone";
import UploadedList from "./UploadedList";
import type { UploadPlace } from "./uploadCalls";
import { useUploadedList } from "./useUploadedList";

export interface UploadPlacePanelProps {
  place: UploadPlace;
  canUpload: boolean;
  onBusyChange(busy: boolean): void;
}

export default function UploadPlacePanel({ place, canUpload, onBusyChange }: UploadPlacePanelProps) {
  const list = useUploadedList(place);
  return (
    <>
      {canUpload ? <UploadDropZone place={place} onUploaded={() => void list.refresh()} onBusyChange={onBusyChange} /> : null}
      <UploadedList place={place} list={list} canDelete={canUpload} />
    </>
  );
}
