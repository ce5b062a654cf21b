/** Placeholder: filled in by the admin issue's work. */
export function loader() {
  return new Response('Not implemented yet', { status: 501 });
}
