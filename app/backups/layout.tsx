// /backups/{uniqueId} (spec 2 §2.6) is opened from a backup mail, outside /home, but inside the
// console's frame: the same signed-in layout (current user, region, shell) as /home.
export { default } from "@/app/home/scopedLayout";
