// product.md §2: "/" has the children book-now/, find-us/ and the index.
import { Outlet } from 'react-router';

export default function HomeLayout() {
  return <Outlet />;
}
