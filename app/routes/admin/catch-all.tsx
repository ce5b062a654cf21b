import { redirect } from 'react-router';

/** Any other /adminxyz/… path opens the admin panel, after the guard's check. */
export function loader() {
  throw redirect('/adminxyz');
}

/**
 * Never rendered (the loader always redirects), but it makes this a page route: a refusal by the
 * guard (403 for a signed-in non-admin) is then the guard's Turkish error page, not bare JSON.
 */
export default function AdminCatchAll() {
  return null;
}
