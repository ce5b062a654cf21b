import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { storeReport, toReportClientKey } from '#app/db/reports.server.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import {
  parseReportForm,
  REPORT_CATEGORIES,
  REPORT_MESSAGES,
  type ReportCategory,
} from '#app/domain/reports/report-form.ts';
import { getReportTarget, toReportHref, type ReportTarget } from '#app/domain/reports/report-target.ts';
import type { ReportFormState, ReportPageView } from '#app/domain/reports/report-view.ts';
import { toClientKey } from '#app/domain/site/client-key.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import type { AppServices } from '#app/services.server.ts';

/** The report form's data (from the snapshot) and its submission. */

/** Digits only (`/eczane/1e3/bildir` is not a page), within the serial column's range. */
const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** The pharmacy of `/eczane/{id}/bildir`, from the snapshot; a Turkish 404 when it is not listed. */
export function requireReportTarget(services: AppServices, rawId: string | undefined): ReportTarget {
  const id = idSchema.safeParse(rawId);
  const target = id.success ? getReportTarget(services.snapshots.get(), id.data) : null;
  if (!target) throw data({ message: REPORT_MESSAGES.notFound }, { status: 404 });
  return target;
}

export function toReportPageView(target: ReportTarget, site: Site, url: URL): ReportPageView {
  const { pharmacy, provinceSlug } = target;
  const province = getProvince(provinceSlug);
  const place = [pharmacy.district, province?.name].filter(Boolean).join(' / ');
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
 * Stores one report and sends the visitor to the "what happens next" page (POST, redirect,
 * GET: a reload does not send it twice). A bot that filled the honeypot is thanked the same
 * way and nothing is stored. Refusals come back to the form with the visitor's input. The hourly
 * limit counts the client by its key: every spelling of an address, and every address of an IPv6
 * /64, is one client.
 */
export async function submitReport(services: AppServices, request: Request, target: ReportTarget, ip: string) {
  if (!isSameOrigin(request)) {
    return refuse({ status: 'refused', message: REPORT_MESSAGES.crossSite, category: null, note: '' }, 403);
  }
  const form = await request.formData();
  const parsed = parseReportForm(form);
  const done = redirect(`${toReportHref(target.pharmacy.id)}?gonderildi`, 303);
  if (parsed.kind === 'bot') return done;
  const rawCategory = form.get('category');
  const category = parsed.kind === 'report' ? parsed.report.category : toCategory(rawCategory);
  const note = typeof form.get('note') === 'string' ? String(form.get('note')) : '';
  if (parsed.kind === 'invalid') {
    return refuse({ status: 'invalid', message: parsed.message, field: parsed.field, category, note }, 400);
  }
  try {
    const stored = await storeReport(services.db, {
      pharmacyId: target.pharmacy.id,
      report: parsed.report,
      clientKey: toReportClientKey(toClientKey(ip)),
      now: services.now(),
    });
    if (!stored.ok) {
      return refuse({ status: 'refused', message: REPORT_MESSAGES.tooMany, category, note }, 429, {
        'Retry-After': String(stored.retryAfterSeconds),
      });
    }
  } catch (error) {
    services.log.error({ err: error, pharmacyId: target.pharmacy.id }, 'report could not be stored');
    return refuse({ status: 'refused', message: REPORT_MESSAGES.failed, category, note }, 503);
  }
  return done;
}

function toCategory(value: FormDataEntryValue | null): ReportCategory | null {
  const parsed = z.enum(REPORT_CATEGORIES).safeParse(value);
  return parsed.success ? parsed.data : null;
}
