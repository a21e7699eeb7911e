// The root loader's data (settings and restaurants), for any component that needs it. It lives
// here rather than in root.tsx so components never import a route module (product.md D3: that import
// closed a 12-file circle through root.tsx).
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

export const useRootData = () => useRouteLoaderData<RootData>('root');
