// The pages of this group (actions, dbsnapshots, information) in MUI's scope
// (components/common/mui); the group adds no segment to their addresses.
export { default } from "@/components/common/mui/ScopeLayout";
