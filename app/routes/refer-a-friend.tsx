// SPEC §2 /refer-a-friend/: its content page.
import type { Route } from './+types/refer-a-friend';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'refer-a-friend');
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
