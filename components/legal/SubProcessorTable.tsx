import type { SubProcessor } from "@/content/company";
import { subProcessorUsedBy } from "@/lib/legal/sub-processor-users";
import { providerText } from "@/lib/legal/sub-processors";
import { WideTable } from "@/components/legal/LegalDocument";
import { TextList } from "@/components/ui/TextList";

/**
 * The sub-processors: the service, the provider (once confirmed), what it does, the data it
 * handles, where, under which transfer mechanism, since when, and what it serves. Each row's id is
 * its role, which the listings and the agent cards link to.
 */
export function SubProcessorTable({ subProcessors, caption }: { subProcessors: readonly SubProcessor[]; caption: string }) {
  return (
    <WideTable label={caption}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Provider</th>
          <th scope="col">Purpose</th>
          <th scope="col">Personal data</th>
          <th scope="col">Location</th>
          <th scope="col">Transfer mechanism</th>
          <th scope="col">Added</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {subProcessors.map((row) => {
          const provider = providerText(row);
          return (
            <tr key={row.role} id={row.role}>
              <th scope="row">{row.service}</th>
              <td>{provider.entity}</td>
              <td>{row.purpose}</td>
              <td>
                <TextList items={row.dataCategories} />
              </td>
              <td>{provider.location}</td>
              <td>{provider.transferMechanism}</td>
              <td>{provider.added}</td>
              <td>{subProcessorUsedBy(row.role)}</td>
            </tr>
          );
        })}
      </tbody>
    </WideTable>
  );
}
