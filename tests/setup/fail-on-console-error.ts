// A test that logs console.error fails (product.md H8: the Epic Stack habit): an error
// log nobody asserts on is a bug nobody sees. Where the log is the behaviour
// under test, the test silences and checks it itself:
//   const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
//   … expect(logged).toHaveBeenCalledWith(…)
// That replaces the recording below, so only unexpected logs fail a test.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | null = null;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  // A file that spied on console.error itself (in beforeAll, say) owns it.
  if (vi.isMockFunction(console.error)) return;
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
    original(...args); // still shown, so the failure can be read
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = null;
  if (logged.length === 0) return;
  const first = logged[0]!.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');
  throw new Error(
    `console.error was called ${logged.length} time(s) during this test; fix the cause, or expect it with ` +
      `vi.spyOn(console, 'error').mockImplementation(…). First call: ${first.slice(0, 2000)}`,
  );
});
