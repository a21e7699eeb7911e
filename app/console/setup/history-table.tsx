// Every saved version of a restaurant's setup, newest first (decision 025), in the
// console's one version history (decision 072), each with a download of that version.
import type { SetupVersionSummary } from '../../../contract/console-setup.ts';
import { VersionHistory } from '../version-history.tsx';
import { setupVersionUrl } from './setup-urls.ts';

export function HistoryTable({ storeId, versions }: { storeId: string; versions: SetupVersionSummary[] }) {
  if (!versions.length) return <p>No version has been saved in the console yet: the setup is still the content pack’s.</p>;
  return (
    <VersionHistory
      id="setup-history"
      caption="Saved versions, newest first (London time)"
      headings={{ when: 'When', who: 'Who', action: 'Download' }}
      versions={versions.map((v) => ({ ...v, who: v.actor }))}
      action={(version) => (
        <a href={setupVersionUrl(storeId, version)} download>
          Download <span className="visually-hidden">version {version}</span>
        </a>
      )}
    />
  );
}
