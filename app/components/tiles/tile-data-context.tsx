// Data a page's loader gathered for the forms inside its tiles (e.g. the
// finder's results on /find-us/), handed down without threading props.
import { createContext, useContext } from 'react';
import type { FinderData } from '../../features/finder/finder-loader.server.ts';

export interface TileData {
  finder?: FinderData;
  /** The path the page is on, for forms that submit back to it. */
  path: string;
}

const TileDataContext = createContext<TileData>({ path: '/' });
export const TileDataProvider = TileDataContext.Provider;
export const useTileData = () => useContext(TileDataContext);
