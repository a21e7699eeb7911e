// The chain's name from the content pack's settings (site_name): the wordmark
// and sign-off of the mails. Services that build a mail inside a transaction
// read it before the transaction opens (on the embedded database a read from
// outside an open transaction waits for it).
export interface SiteSettingsSource {
  settings?(): Promise<{ site_name: string } | null>;
}

/** The chain's name, or undefined when the pack has no settings (or the source cannot give them). */
export async function readSiteName(content: SiteSettingsSource): Promise<string | undefined> {
  return (await content.settings?.())?.site_name;
}
