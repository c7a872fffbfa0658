"use client";
// The top bar's search: filters the list beneath — instances by name, IP, state, type and
// instance ID; database servers by name, type, state and engine.
// Built from FormControl and OutlinedInput rather than TextField, which would bring MUI's
// Select and its popup machinery into the list page's JavaScript.
import { useId } from "react";
import { usePathname } from "next/navigation";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useSearch } from "./SearchContext";
import { topBarFieldSx } from "./topBarFieldSx";

export default function SearchBox() {
  const { input, setInput } = useSearch();
  const id = useId();
  const databases = usePathname().startsWith("/home/dbinstances");
  return (
    <FormControl size="small" sx={{ flex: "0 1 280px", minWidth: 180, ...topBarFieldSx }}>
      <InputLabel htmlFor={id}>Search</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label="Search"
        placeholder={databases ? "Name, type, state or engine" : "Name, IP, state, type or ID"}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
    </FormControl>
  );
}
