// A command line tool opening an embedded database that a running server holds
// ends with the reason (pglite-lock.ts), never with a stack trace or, worse, a
// set-password link the running server would then reject (product.md D8).
import { DatabaseInUseError } from '../db/pglite-lock.ts';

export async function refuseWhenInUse<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
