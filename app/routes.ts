// The route table of SPEC §2. Every path carries a trailing slash (the server
// redirects paths without one before React Router sees them).
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  route('/', 'routes/home-layout.tsx', [
    index('routes/home.tsx'),
    route('book-now', 'routes/book-now.tsx'),
    route('find-us', 'routes/find-us.tsx'),
  ]),
  route(':id1', 'routes/content-page.tsx', { id: 'content-page' }),
  route(':id1/:id2', 'routes/content-page.tsx', { id: 'content-subpage' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
