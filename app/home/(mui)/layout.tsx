// The pages of this group (rollback, upgrade, outbox, delete) in MUI's scope
// (components/common/mui); the group adds no segment to their addresses.
export { default } from "@/components/common/mui/ScopeLayout";
