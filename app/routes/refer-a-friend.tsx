// product.md §2 /refer-a-friend/: its content page, with the invitation form after
// the first tile.
import type { Route } from './+types/refer-a-friend';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';
import { ContentTile } from '../components/tiles/content-tile.tsx';
import { ReferFriendForm } from '../features/customers/refer-friend-form.tsx';
import formStyles from '../features/forms/forms.module.css';

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'refer-a-friend');
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ContentPageView page={{ ...page, tiles: page.tiles.slice(0, 1) }} />
      <section className="container" aria-labelledby="invite-heading" style={{ maxWidth: 860 }}>
        <div className={formStyles.card}>
          <h2 id="invite-heading">Invite a friend</h2>
          <p>We will e-mail your friend once with your name and their £10 link. We do not keep their address for anything else.</p>
          <ReferFriendForm />
        </div>
      </section>
      {page.tiles.slice(1).map((tile) => (
        <ContentTile key={tile.tileId} tile={tile} />
      ))}
    </>
  );
}
