// MUI's scope for this route's pages (components/common/mui).
export { default } from "@/components/common/mui/ScopeLayout";
