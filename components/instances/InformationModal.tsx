// Information modal (spec 1 §2): contract data and volumes. Reached with or without the
// optional version segment, so both routes render this.
import PendingModal from "./PendingModal";

export interface InformationParams {
  instanceId: string;
  address: string;
  name: string;
  deploymentType: string;
  version?: string;
}

export default function InformationModal({ instanceId, address, name, deploymentType, version }: InformationParams) {
  return (
    <PendingModal
      title={`Information · ${name}`}
      details={{ "Instance ID": instanceId, Address: address, Name: name, Deployment: deploymentType, Version: version }}
    />
  );
}
