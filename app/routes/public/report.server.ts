import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { storeReport, toReportClientKey } from '#app/db/reports.server.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import type { Translate } from '#app/domain/i18n/translate.ts';
import {
  MAX_NOTE_LENGTH,
  parseReportForm,
  REPORT_CATEGORIES,
  type ReportCategory,
} from '#app/domain/reports/report-form.ts';
import { getReportTarget, toReportHref, type ReportTarget } from '#app/domain/reports/report-target.ts';
import type { ReportFormState, ReportPageView } from '#app/domain/reports/report-view.ts';
import { toClientKey } from '#app/domain/site/client-key.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * The report form's data (from the snapshot) and its submission, in the page's language (`t`):
 * its words, refusals and thanks. What is stored is the same in every language: the category's
 * code and the note as typed.
 */

/** Digits only (`/eczane/1e3/bildir` is not a page), within the serial column's range. */
const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** The pharmacy of `/eczane/{id}/bildir`, from the snapshot; a 404 in the page's language when it is not listed. */
export function requireReportTarget(services: AppServices, rawId: string | undefined, t: Translate): ReportTarget {
  const id = idSchema.safeParse(rawId);
  const target = id.success ? getReportTarget(services.snapshots.get(), id.data) : null;
  if (!target) throw data({ message: t('report.errorNotFound') }, { status: 404 });
  return target;
}

export function toReportPageView(target: ReportTarget, site: Site, url: URL): ReportPageView {
  const { pharmacy, provinceSlug } = target;
  const province = getProvince(provinceSlug);
  // The province by its name in the page's language (Istanbul, إسطنبول); the district keeps its Turkish one.
  const provinceName = province ? provinceNameIn(site.locale, provinceSlug, province.name) : null;
  const place = [pharmacy.district, provinceName].filter(Boolean).join(' / ');
  return {
    pharmacy: {
      id: pharmacy.id,
      name: pharmacy.name,
      place,
      address: pharmacy.address,
      phoneDisplay: pharmacy.phoneDisplay,
    },
    backHref: site.links.listHref(provinceSlug, pharmacy.districtSlug),
    sent: url.searchParams.has('gonderildi'),
  };
}

function refuse(
  state: Omit<ReportFormState, 'field'> & { field?: ReportFormState['field'] },
  status: number,
  headers?: HeadersInit,
) {
  return data({ field: null, ...state } satisfies ReportFormState, { status, headers });
}

/**
 * Stores one report and sends the visitor to the "what happens next" page in the form's language
 * (POST, redirect, GET: a reload does not send it twice). A bot that filled the honeypot is
 * thanked the same way and nothing is stored. Refusals come back to the form with the visitor's
 * input and say why in the page's language. The hourly limit counts the client by its key: every
 * spelling of an address, and every address of an IPv6 /64, is one client.
 */
export async function submitReport(
  services: AppServices,
  request: Request,
  target: ReportTarget,
  ip: string,
  t: Translate,
) {
  if (!isSameOrigin(request)) {
    return refuse({ status: 'refused', message: t('report.errorCrossSite'), category: null, note: '' }, 403);
  }
  const form = await request.formData();
  const parsed = parseReportForm(form);
  const done = redirect(`${localiseHref(t.locale, toReportHref(target.pharmacy.id))}?gonderildi`, 303);
  if (parsed.kind === 'bot') return done;
  const rawCategory = form.get('category');
  const category = parsed.kind === 'report' ? parsed.report.category : toCategory(rawCategory);
  const note = typeof form.get('note') === 'string' ? String(form.get('note')) : '';
  if (parsed.kind === 'invalid') {
    const message =
      parsed.field === 'note' ? t('report.errorNote', { max: MAX_NOTE_LENGTH }) : t('report.errorCategory');
    return refuse({ status: 'invalid', message, field: parsed.field, category, note }, 400);
  }
  try {
    const stored = await storeReport(services.db, {
      pharmacyId: target.pharmacy.id,
      report: parsed.report,
      clientKey: toReportClientKey(toClientKey(ip)),
      now: services.now(),
    });
    if (!stored.ok) {
      return refuse({ status: 'refused', message: t('report.errorTooMany'), category, note }, 429, {
        'Retry-After': String(stored.retryAfterSeconds),
      });
    }
  } catch (error) {
    services.log.error({ err: error, pharmacyId: target.pharmacy.id }, 'report could not be stored');
    return refuse({ status: 'refused', message: t('report.errorFailed'), category, note }, 503);
  }
  return done;
}

function toCategory(value: FormDataEntryValue | null): ReportCategory | null {
  const parsed = z.enum(REPORT_CATEGORIES).safeParse(value);
  return parsed.success ? parsed.data : null;
}
