import type { Config } from '@react-router/dev/config';

// Server-rendered, hydrated in the browser (DESIGN §1). The server build is
// mounted by server/http/page-handler.ts, not by react-router-serve.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
