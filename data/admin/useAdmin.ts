"use client";
// The admin dashboard's reads and writes (spec 3 §7): console users and installation packages.
// Lists are seeded by the server's first paint; every write re-reads what it changed (a new or
// deleted package also changes the add-instance form's installer list).
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";
import { useApiQuery } from "@/data/core/useApiQuery";

export function useConsoleUsers() {
  return useApiQuery(routes.listUsers, {});
}

export function useConsoleUserRecord(userId: string) {
  return useApiQuery(routes.getConsoleUser, { params: { userId } });
}

const usersChanged = () => [invalidation(routes.listUsers)];

export function useCreateUser() {
  return useApiMutation(routes.createUser, { invalidates: usersChanged });
}

export function useUpdateUser() {
  return useApiMutation(routes.updateUser, {
    invalidates: ({ params }) => [...usersChanged(), invalidation(routes.getConsoleUser, { userId: params.userId })],
  });
}

export function useDeleteUser() {
  return useApiMutation(routes.deleteUser, { invalidates: usersChanged });
}

export function useResetPassword() {
  return useApiMutation(routes.resetPassword);
}

export function usePackages() {
  return useApiQuery(routes.listPackages, {});
}

export function useSetPackageAccess() {
  return useApiMutation(routes.setPackageAccess, { invalidates: () => [invalidation(routes.listPackages)] });
}

export function useDeletePackage() {
  return useApiMutation(routes.deletePackage, { invalidates: () => [invalidation(routes.listPackages)] });
}
