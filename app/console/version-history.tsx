// A document's versions, newest first, as the console shows them wherever it keeps a history (decision 072: one
// version history): the studio's content (decision 036) and a restaurant's booking setup (decision 025). Each row
// says which version, when (London time), who, what changed, and offers the page's own action on it.
import type { ReactNode } from 'react';
import { londonStamp } from './london-stamp.ts';
import styles from './version-history.module.css';

export interface VersionRow {
  version: number;
  /** ISO instant. */
  at: string;
  who: string;
  summary: string;
}

interface VersionHistoryProps {
  /** Unique on the page: names the scrolling region after the caption. */
  id: string;
  caption: string;
  /** The caption is read by screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  headings: { when: string; who: string; action: string };
  versions: readonly VersionRow[];
  /** The version that is live, marked "(live)". */
  live?: number;
  /** The page's action on one version (a download, a roll-back); nothing for none. */
  action: (version: number) => ReactNode;
}

export function VersionHistory({ id, caption, captionHidden, headings, versions, live, action }: VersionHistoryProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.wrap} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">{headings.when}</th>
            <th scope="col">{headings.who}</th>
            <th scope="col">What changed</th>
            <th scope="col">
              <span className="visually-hidden">{headings.action}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                {v.version}
                {v.version === live && ' (live)'}
              </th>
              <td>{londonStamp(v.at)}</td>
              <td>{v.who}</td>
              <td>{v.summary}</td>
              <td>{action(v.version)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
