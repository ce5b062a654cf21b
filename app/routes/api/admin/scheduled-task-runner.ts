/** Placeholder: filled in by the admin issue's work (see app/routes.ts). */
export function loader() {
  return Response.json({ success: false, error: 'Not implemented yet' }, { status: 501 });
}
