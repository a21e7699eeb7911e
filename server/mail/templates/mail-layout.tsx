// The one layout every e-mail shares (decision 027): the brand as a text wordmark
// (many clients block images, so the brand must read without them), one
// column of at most 600 px, one h1, and a footer saying who sent the mail and
// why. Light and dark schemes come from mail-theme.ts.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { TextLink } from './mail-blocks.tsx';
import { DARK_CSS, styles } from './mail-theme.ts';

export interface MailLink {
  /** Says where the link goes, read on its own ("Unsubscribe", not "here"). */
  label: string;
  /** Absolute: a mail has no base URL. */
  url: string;
}

export interface MailFooter {
  /** Who sends it: a restaurant's or the chain's name, then address lines. */
  from: readonly string[];
  /** Why the reader got this e-mail, in a sentence. */
  reason: string;
  links?: readonly MailLink[];
}

export interface MailLayoutProps {
  /** The wordmark: the site's name from settings, or the restaurant's. */
  brand: string;
  /** The subject, as the document's title. */
  title: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  footer: MailFooter;
  children: ReactNode;
}

export function MailLayout({ brand, title, preview, heading, footer, children }: MailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{DARK_CSS}</style>
      </Head>
      <Body className="m-page" style={styles.page}>
        <Preview>{preview}</Preview>
        <Container className="m-card" style={styles.card}>
          <Text className="m-brand" style={styles.wordmark}>
            {brand}
          </Text>
          <Heading as="h1" className="m-ink" style={styles.h1}>
            {heading}
          </Heading>
          {children}
          <Hr className="m-rule" style={styles.rule} />
          <Section>
            {footer.from.filter(Boolean).map((line, i) => (
              <Text key={i} className="m-muted" style={{ ...styles.small, margin: '0' }}>
                {line}
              </Text>
            ))}
            <Text className="m-muted" style={styles.small}>
              {footer.reason}
            </Text>
            {footer.links?.map((l) => (
              <Text key={l.url} className="m-muted" style={styles.small}>
                <TextLink href={l.url}>{l.label}</TextLink>
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
