// /home shows the instance list (spec 1 §2: the index redirects to instances).
import { redirect } from "next/navigation";

export default function HomeIndex() {
  redirect("/home/instances");
}
