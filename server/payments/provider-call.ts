// A call to the card provider as the diner sees its failures: a refused card
// is a refusal saying what to do; a provider that fails or cannot be reached is
// a failed dependency (logged by the API's error handler with its cause), never
// an unexplained fault.
import { dependencyFailed, refused } from '../domain/domain-error.ts';
import { PaymentDeclinedError } from './payments.ts';

export const CARD_DECLINED_MESSAGE = 'Your card could not be verified. Please check the details or try another card.';
export const PROVIDER_DOWN_MESSAGE = 'Card payments are not available right now, please try again in a few minutes.';

export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw refused(CARD_DECLINED_MESSAGE);
    throw dependencyFailed(PROVIDER_DOWN_MESSAGE, err);
  }
}
