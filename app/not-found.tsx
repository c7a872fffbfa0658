// Shown for any address the console does not know, including mistyped deep links.
import type { Metadata } from "next";
import Link from "next/link";
import ErrorCard from "@/components/shell/ErrorCard";

export const metadata: Metadata = { title: "Page not found · LMS Operations Console" };

export default function NotFound() {
  return (
    <ErrorCard title="Page not found" alone>
      <p>
        This address does not match any page of the console. If you followed a link from an email or a bookmark, it may be out of
        date.
      </p>
      <p>
        <Link href="/home">Go to the console home</Link>
      </p>
    </ErrorCard>
  );
}
