// A call to the card provider as the diner sees its failures: a refused card
// is a 422 saying what to do; a provider that fails or cannot be reached is a
// 502 (logged by the error handler with its cause), never a 500.
import { HttpError } from '../../http/api-errors.ts';
import { PaymentDeclinedError } from './payments.ts';

export const CARD_DECLINED_MESSAGE = 'Your card could not be verified. Please check the details or try another card.';
export const PROVIDER_DOWN_MESSAGE = 'Card payments are not available right now, please try again in a few minutes.';

export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw new HttpError(422, CARD_DECLINED_MESSAGE);
    throw new HttpError(502, PROVIDER_DOWN_MESSAGE, undefined, { cause: err });
  }
}
