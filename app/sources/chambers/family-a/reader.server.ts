import { fetchChamberPage, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { ChamberLayoutError } from '#app/sources/chambers/chamber-text.ts';
import { findFamilyADateForm, parseFamilyA } from '#app/sources/chambers/family-a/parse.ts';
import { toSessionCookie } from '#app/sources/cookies.ts';
import { SourceError, type DatedRoster, type SourceContext, type SourceResponse } from '#app/sources/source.ts';

/**
 * Family A's fetch flow (issue 35): GET the province's page (`context.baseUrl`) and read it; for a
 * second date asked (tomorrow), post the page's own date form (`tarih1=YYYY-MM-DD`, all districts,
 * its list submit `gnr`, never the "NÖBET KARTI YAZDIR" print action) with the page's cookies and read
 * the answer. Without a form only the page's list is returned. Tomorrow is an extra: when its answer
 * fails, the list in force is still returned (the engine then lacks tomorrow, as without a form).
 */

/** The list of `dutyDate` through the page's date form, or null when the page has none. */
async function readByForm(
  context: SourceContext,
  page: SourceResponse,
  html: string,
  dutyDate: string,
  read: (html: string, fallbackDate: string) => DatedRoster[],
): Promise<DatedRoster[] | null> {
  const form = findFamilyADateForm(html);
  if (!form) return null;
  const target = new URL(form.action, page.url);
  const body = new URLSearchParams({ tarih1: dutyDate, ...form.fields }).toString();
  // The cookies the page set (`a=1; b=2`), for the form's query.
  const cookie = toSessionCookie(page.headers) || undefined;
  const answer =
    form.method === 'GET'
      ? await fetchChamberPage(context, `${target.origin}${target.pathname}?${body}`, { cookie })
      : await fetchChamberPage(context, target.href, {
          method: 'POST',
          body,
          cookie,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
  return read(answer.text(), dutyDate);
}

export const readFamilyA: ChamberReader = async (context, request) => {
  const [inForce, next] = request.dutyDates;
  if (!inForce) return [];
  const read = (html: string, fallbackDate: string) => parseFamilyA(html, { province: request.province, fallbackDate });
  const page = await fetchChamberPage(context, context.baseUrl);
  const html = page.text();
  const rosters = read(html, inForce);
  if (!next || rosters.some((roster) => roster.dutyDate === next)) return rosters;
  let more: DatedRoster[] | null;
  try {
    more = await readByForm(context, page, html, next, read);
  } catch (error) {
    if (error instanceof SourceError || error instanceof ChamberLayoutError) return rosters;
    throw error;
  }
  const known = new Set(rosters.map((roster) => roster.dutyDate));
  return [...rosters, ...(more ?? []).filter((roster) => !known.has(roster.dutyDate))];
};
