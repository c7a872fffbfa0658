"use client";
// The top bar's search: filters the list by name, IP, state, type and instance ID.
import TextField from "@mui/material/TextField";
import { useSearch } from "./SearchContext";

export default function SearchBox() {
  const { input, setInput } = useSearch();
  return (
    <TextField
      type="search"
      size="small"
      label="Search"
      placeholder="Name, IP, state, type or ID"
      value={input}
      onChange={(e) => setInput(e.target.value)}
      sx={{ flex: "0 1 280px", minWidth: 180, "& .MuiInputBase-root": { bgcolor: "background.paper" } }}
    />
  );
}
