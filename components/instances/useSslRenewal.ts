"use client";
// SSL renewal from the Certificate cell (spec 1 §5, §8): only RENEW or EXPIRED certificates,
// confirmed first; the outcome is announced with the instance's name. The renewal declares
// that the instance's data is read again (data/instances/renewSsl.ts), so the callback no
// longer needs the cell's cache key.
import { useCallback } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { canRenewSsl, SSL_MESSAGES, type CertificateStatus } from "@/lib/domain/certificateStatus";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRenewSsl } from "@/data/instances/renewSsl";

export function useSslRenewal(region: Region) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { trigger: renew } = useRenewSsl();

  return useCallback(
    async (instance: Instance, status: CertificateStatus) => {
      if (!canRenewSsl(status)) {
        notify(SSL_MESSAGES.notNecessary, "info");
        return;
      }
      const ok = await confirm({ title: "Renew SSL certificate", message: SSL_MESSAGES.confirm(instance.name), confirmLabel: "Renew" });
      if (!ok) return;
      try {
        await renew({
          params: { id: instance.instanceId },
          body: {
            instanceIp: instance.publicIpAddress || instanceAddress(instance),
            instanceName: instance.name,
            region,
            instanceInCDN: instance.cdnEnabled === true,
          },
        });
        notify(SSL_MESSAGES.started(instance.name), "success");
      } catch (err) {
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      }
    },
    [confirm, notify, renew, region],
  );
}
