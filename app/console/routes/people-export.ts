// /console/people/export/: a person's ZIP, posted from the data-rights page (decision 060).
import { redirect } from 'react-router';
import type { Route } from './+types/people-export';
import { exportPersonDownload } from '../privacy/people-export.server.ts';

export const action = ({ context, request }: Route.ActionArgs) => exportPersonDownload(context, request);

/** Nothing to show here: the address is never in a URL, so a GET goes back to the page that asks for it. */
export const loader = () => redirect('/console/people/');
