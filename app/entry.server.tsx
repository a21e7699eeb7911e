// Streams the page with the request's CSP nonce on every inline script
// (product.md D2 notes). Bots, and renders for the HTML cache (decision 024), get
// the whole document at once.
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse } from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';
import { StylesheetSourceProvider } from './lib/page-styles.tsx';
import { builtStylesheetSource } from './lib/stylesheet-source.server.ts';
import { coalescingStream } from './lib/coalescing-stream.server.ts';

export const streamTimeout = 5_000;

/** The route stylesheets go inline in the head (app/lib/page-styles.tsx). */
const stylesheets = builtStylesheetSource();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  const waitForAll = loadContext.wholeDocument === true || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetSourceProvider value={stylesheets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetSourceProvider>
      </NonceProvider>,
      {
        nonce,
        // React 19.2+ outlines a finished Suspense boundary over 500 bytes once 12.8 KB of the page
        // has gone out (its default progressiveChunkSize): the boundary's HTML then waits in a hidden
        // <div> for an inline script to move it into place, so without JavaScript the footer, the
        // hours table and every lazy part (decision 024) stayed hidden. Finished parts go in place;
        // parts still loading stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // React's 2 KB writes go out together, one chunk a turn (decision 076).
          const body = coalescingStream();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already in the stream's error boundary; log them.
          if (shellRendered) logPageError(error, loadContext);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A loader's, an action's or a render's error, through the request's logger: redacted there like every line
 * (server/log-redaction.ts, decision 060), never printed whole, since the values an error quotes may be a
 * person's data or a file. React Router's default printed it with console.error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const cause: unknown = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  logPageError(cause, context as AppLoadContext | undefined);
};

function logPageError(error: unknown, context: AppLoadContext | undefined) {
  if (context?.log) context.log.error({ err: error }, 'page failed');
  else process.stderr.write(`page failed: ${error instanceof Error ? error.name : typeof error} (no request logger)\n`);
}
