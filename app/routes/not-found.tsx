// product.md §2: unmatched routes show the error page; the default message for a
// missing page is 'This page could not be found'.
import { data } from 'react-router';

export function loader(): never {
  throw data('This page could not be found', { status: 404 });
}

export default function NotFound() {
  return null;
}
