// A content page: its tiles in order; the first tile carries the page's h1.
import type { Page } from '../../../contract/content.ts';
import { ContentTile } from '../tiles/content-tile.tsx';

export function ContentPageView({ page }: { page: Page }) {
  const [first, ...rest] = page.tiles;
  return (
    <>
      {first?.heading ? <ContentTile tile={first} priority headingLevel={1} /> : <h1 className="visually-hidden">{page.title}</h1>}
      {first && !first.heading && <ContentTile tile={first} priority />}
      {rest.map((tile) => (
        <ContentTile key={tile.tileId} tile={tile} />
      ))}
    </>
  );
}
