// The pieces a mail body is made of: paragraphs, facts, a code, a button. Each
// sets a text colour only with its background (mail-brand.ts), and carries the
// class the dark scheme restyles. Text goes in as React children, so anything
// a diner typed is escaped; nothing here takes raw HTML.
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { styles } from './mail-theme.ts';

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? 'm-muted' : 'm-ink'} style={muted ? styles.small : styles.text}>
      {children}
    </Text>
  );
}

/** Text whose line breaks matter (a diner's message, an address), kept as <br>s. */
export function Broken({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** A paragraph whose line breaks are kept. */
export function Lines({ text }: { text: string }) {
  return (
    <Paragraph>
      <Broken text={text} />
    </Paragraph>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" className="m-ink" style={styles.h2}>
      {children}
    </Heading>
  );
}

/** Facts as a real table: each row's label a row header, so a screen reader reads "Date, Sunday 28 March 2027". */
export function FactTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table className="m-facts" style={styles.factTable} cellPadding={0} cellSpacing={0}>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={styles.factKey}>
              {key}
            </th>
            <td style={styles.factValue}>
              <Broken text={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link drawn as a button; its text must say what it does on its own. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Text className="m-ink" style={styles.text}>
      <Button href={href} className="m-button" style={styles.button}>
        {children}
      </Button>
    </Text>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="m-link" style={styles.link}>
      {children}
    </Link>
  );
}

/** A code to show at the table (a voucher): large, spaced, easy to read aloud. */
export function CodeBox({ code }: { code: string }) {
  return (
    <Text className="m-code" style={styles.code}>
      {code}
    </Text>
  );
}
