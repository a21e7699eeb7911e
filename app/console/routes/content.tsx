// /console/content/: the content studio's documents (product.md D9).
import type { Route } from './+types/content';
import { importStudioContent, loadStudioHome } from '../studio/studio-page.server.ts';
import { StudioHomeView } from '../studio/studio-home-view.tsx';

export const loader = ({ context, request }: Route.LoaderArgs) => loadStudioHome(context, request);

export const action = ({ context, request }: Route.ActionArgs) => importStudioContent(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Content studio · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StudioHomeView {...loaderData} result={actionData} />;
}
