// Times in the console's histories and the studio, in London (decisions 036 and 072): when a version was saved or
// published, or a publish is due: "28 Nov 2026, 14:05".
const LONDON = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

export const londonStamp = (iso: string): string => LONDON.format(new Date(iso));
