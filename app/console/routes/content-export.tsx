// /console/content/export/: the studio's content as one file (product.md D9).
import type { Route } from './+types/content-export';
import { exportStudioContent } from '../studio/studio-page.server.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => exportStudioContent(context, request);
