"use client";
// The cloud-database report's reads and deletions (spec 3 §2.4, §7): the table (seeded by the
// server's first paint), whether an entry or a domain may be deleted (asked per row, only for
// the superadmin who sees the delete controls), an entry's domains; a deletion re-reads what
// it changed, so the table reloads without the deleted row.
import { routes } from "@/lib/contract/routes";
import { domainForDelete } from "@/lib/domain/cloudDb";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";
import { useApiQuery } from "@/data/core/useApiQuery";

export function useDynamoInstances() {
  return useApiQuery(routes.dynamoInstances, {});
}

export function useDynamoCanDelete(id: string, ask: boolean) {
  return useApiQuery(routes.dynamoInstanceData, ask ? { params: { id } } : null);
}

export function useDynamoDomains(id: string) {
  return useApiQuery(routes.dynamoDomains, { params: { id } });
}

export function useDynamoCanDeleteDomain(id: string, domain: string, ask: boolean) {
  return useApiQuery(routes.dynamoDomainData, ask ? { params: { id, domain: domainForDelete(domain) } } : null);
}

export function useDeleteDynamoInstance() {
  return useApiMutation(routes.deleteDynamoInstance, { invalidates: () => [invalidation(routes.dynamoInstances)] });
}

export function useDeleteDynamoDomain() {
  return useApiMutation(routes.deleteDynamoDomain, { invalidates: ({ params }) => [invalidation(routes.dynamoDomains, { id: params.id })] });
}
