"use client";
// The top bar's search: filters the list beneath — instances by name, IP, state, type and
// instance ID; database servers by name, type, state and engine.
import { useId } from "react";
import { usePathname } from "next/navigation";
import { useSearch } from "./SearchContext";
import TopBarField from "./TopBarField";

export default function SearchBox() {
  const { input, setInput } = useSearch();
  const id = useId();
  const databases = usePathname().startsWith("/home/dbinstances");
  return (
    <TopBarField id={id} label="Search" place="search">
      <input
        id={id}
        type="search"
        placeholder={databases ? "Name, type, state or engine" : "Name, IP, state, type or ID"}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
    </TopBarField>
  );
}
