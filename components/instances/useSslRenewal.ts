"use client";
// SSL renewal from the Certificate cell (spec 1 §5, §8): only RENEW or EXPIRED certificates,
// confirmed first; the outcome is announced with the instance's name.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import { callApi } from "@/lib/client/api";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { canRenewSsl, SSL_MESSAGES, type CertificateStatus } from "@/lib/domain/certificateStatus";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";

export function useSslRenewal(region: Region) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { mutate } = useSWRConfig();

  return useCallback(
    async (instance: Instance, status: CertificateStatus, dataKey: string | null) => {
      if (!canRenewSsl(status)) {
        notify(SSL_MESSAGES.notNecessary, "info");
        return;
      }
      const ok = await confirm({ title: "Renew SSL certificate", message: SSL_MESSAGES.confirm(instance.name), confirmLabel: "Renew" });
      if (!ok) return;
      try {
        await callApi(routes.renewSsl, {
          params: { id: instance.instanceId },
          body: {
            instanceIp: instance.publicIpAddress || instanceAddress(instance),
            instanceName: instance.name,
            region,
            instanceInCDN: instance.cdnEnabled === true,
          },
        });
        notify(SSL_MESSAGES.started(instance.name), "success");
        if (dataKey) void mutate(dataKey);
      } catch (err) {
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      }
    },
    [confirm, notify, mutate, region],
  );
}
