// /scheduled-upgrade/… (spec 3 §2.5–§2.7): the batch report and the mailed approval page live
// outside /home but inside the console's frame: the same signed-in layout (current user,
// region, shell) as /home.
export { default } from "@/app/home/scopedLayout";
