import type { Route } from './+types/home';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { organizationJsonLd } from '../lib/organization-json-ld.ts';
import { useRootData } from '../lib/root-data.ts';

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'home');
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <>
      {root && <JsonLd data={organizationJsonLd(root.settings, root.publicUrl)} />}
      <ContentPageView page={loaderData.page} />
    </>
  );
}
