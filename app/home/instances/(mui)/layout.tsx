// The pages of this group (actions, add, add-shared-server, commands, confirm-add, information, upgrade, updloads) in MUI's scope
// (components/common/mui); the group adds no segment to their addresses.
export { default } from "@/components/common/mui/ScopeLayout";
