"use client";
// An entry's domains (spec 3 §2.4): a URL table with an ACTIONS column for admin and superadmin;
// a superadmin gets the delete icon where the upstream says canDeleteDomain, an admin reads
// 'Cannot delete domain'. The delete call takes the domain without its scheme; the list reloads.
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { CLOUD_DB_MESSAGES, domainForDelete } from "@/lib/domain/cloudDb";
import RouteModal from "@/components/common/RouteModal";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useDeleteDynamoDomain, useDynamoCanDeleteDomain, useDynamoDomains } from "@/data/reports/useCloudDb";
import DeleteIconButton from "./DeleteIconButton";

export default function DomainsModal({ id, name, closeTo }: { id: string; name: string; closeTo: string }) {
  const { user, can } = useConsoleUser();
  const { data, error, isLoading } = useDynamoDomains(id);
  // The ACTIONS column is admin's and superadmin's; what it offers is superadmin's.
  const actions = user.role !== "manager";
  return (
    <RouteModal title={`Domains · ${name}`} closeTo={closeTo}>
      {isLoading ? <LinearProgress aria-label="Loading the domains" /> : null}
      {error && !data ? (
        <Alert severity="error" role="alert">
          {serverMessageOf(error) ?? CLOUD_DB_MESSAGES.domainsFailed}
        </Alert>
      ) : null}
      {data && data.domains.length === 0 ? <Typography role="status">No domains are recorded for this instance.</Typography> : null}
      {data && data.domains.length > 0 ? (
        <Table size="small" tabIndex={0} aria-label={`Domains of ${name}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>URL</TableCell>
              {actions ? <TableCell sx={{ fontWeight: 700 }}>ACTIONS</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.domains.map((domain) => (
              <TableRow key={domain}>
                <TableCell>{domain}</TableCell>
                {actions ? <TableCell>{can.cloudDatabaseReport ? <DomainDelete id={id} name={name} domain={domain} /> : CLOUD_DB_MESSAGES.cannotDeleteDomain}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </RouteModal>
  );
}

function DomainDelete({ id, name, domain }: { id: string; name: string; domain: string }) {
  const { data } = useDynamoCanDeleteDomain(id, domain, true);
  const remove = useDeleteDynamoDomain();
  return (
    <DeleteIconButton
      allowed={data?.canDeleteDomain}
      label={`Delete ${domainForDelete(domain)}`}
      confirmTitle="Delete domain"
      confirmMessage={CLOUD_DB_MESSAGES.confirmDomain(domainForDelete(domain), name)}
      remove={() => remove.trigger({ params: { id, domain: domainForDelete(domain) } })}
    />
  );
}
