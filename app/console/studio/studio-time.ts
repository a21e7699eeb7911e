// Times in the studio, in London (decision 036): when a version was published or a publish is due.
const LONDON = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

export const londonStamp = (iso: string): string => LONDON.format(new Date(iso));
