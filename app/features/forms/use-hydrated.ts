// False in the server render and while hydrating, true after: a form's submit
// button stays disabled until its script runs, so an early click or Enter
// never sends the form natively (a full page GET with the fields in the address).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
