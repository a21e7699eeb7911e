// /console/diary/:storeId/?date=&view=: a restaurant-day's bookings (product.md D8).
import type { Route } from './+types/diary';
import { diaryAction, loadDiary } from '../diary/diary-page.server.ts';
import { DiaryPageView } from '../diary/diary-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadDiary(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => diaryAction(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.diary.restaurant.title}, ${data.longDate} · Diary · Restaurant console` : 'Diary · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DiaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DiaryPageView {...loaderData} result={actionData} />;
}
