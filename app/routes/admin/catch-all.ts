import { redirect } from 'react-router';

/** Any other /adminxyz/… path opens the admin panel (spec 2.1), after the guard's check. */
export function loader() {
  throw redirect('/adminxyz');
}
