import type { SubProcessor } from "@/content/company";
import { subProcessorUsedBy } from "@/lib/legal/trust";
import { WideTable } from "@/components/legal/LegalDocument";

/** The named sub-processors: provider, purpose, location and transfer mechanism, and what each serves. */
export function SubProcessorTable({ subProcessors, caption }: { subProcessors: readonly SubProcessor[]; caption: string }) {
  return (
    <WideTable label={caption}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Purpose</th>
          <th scope="col">Used for</th>
          <th scope="col">Location</th>
          <th scope="col">Transfer mechanism</th>
        </tr>
      </thead>
      <tbody>
        {subProcessors.map((row) => (
          <tr key={row.role}>
            <th scope="row">{row.provider}</th>
            <td>{row.purpose}</td>
            <td>{subProcessorUsedBy(row.role)}</td>
            <td>{row.location}</td>
            <td>{row.transferMechanism}</td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  );
}
