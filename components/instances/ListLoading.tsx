// What a long list shows while it loads: its heading, in place, and a progress bar named for
// the rows. The list pages' layouts send it first, while the server waits for the upstream.
import ProgressBar from "@/components/common/plain/ProgressBar";
import ListHeading from "./ListHeading";

export default function ListLoading({ title, noun }: { title: string; noun: string }) {
  return (
    <div>
      <ListHeading title={title} />
      <ProgressBar label={`Loading ${noun}`} />
    </div>
  );
}
