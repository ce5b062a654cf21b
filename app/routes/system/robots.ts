/** Placeholder until the widget/SEO/content issue fills it in. */
export function loader() {
  return Response.json({ error: 'Not implemented yet' }, { status: 501 });
}
