// /console/: sign in, then the console home (product.md D8).
import { useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/home';
import { loadConsoleHome, signIn } from '../console-home.server.ts';
import { ConsoleHomeView } from '../console-home-view.tsx';
import { SignInForm } from '../sign-in-form.tsx';

export const loader = ({ context, request }: Route.LoaderArgs) => loadConsoleHome(context, request);

export const action = ({ context, request }: Route.ActionArgs) => signIn(context, request);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.signedIn ? 'Restaurant console' : 'Sign in · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // Keyed by the query, so a GET of the search form (without JavaScript, or back and forward) starts from what it asked for.
  if (loaderData.signedIn) return <ConsoleHomeView key={JSON.stringify(loaderData.query)} {...loaderData} />;
  const notice = params.get('password') === 'set' ? 'Your password is set. Please sign in.' : null;
  return (
    <SignInForm csrfToken={loaderData.csrfToken} error={result?.error ?? null} fieldErrors={result?.fieldErrors ?? {}} notice={notice} />
  );
}
