import type { Config } from '@react-router/dev/config';

// Server-rendered, hydrated in the browser (product.md D1). The server build is
// mounted by server/http/page-handler.ts, not by react-router-serve.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // product.md §2: every path ends in a slash. Without this flag React Router drops the
  // slash from the server-side location and asks for /faqs.data instead of /faqs/_.data.
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
