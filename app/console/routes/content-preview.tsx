// /console/content/:kind/:docId/preview/: the draft on its real page, at phone or desktop width (decisions 036, 064).
import type { Route } from './+types/content-preview';
import { loadStudioPreview } from '../studio/studio-page.server.ts';
import { PreviewView } from '../studio/preview-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadStudioPreview(context, request, params.kind, params.docId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Preview${data ? `: ${data.title}` : ''} · Content studio · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentPreviewPage({ loaderData }: Route.ComponentProps) {
  return <PreviewView {...loaderData} />;
}
