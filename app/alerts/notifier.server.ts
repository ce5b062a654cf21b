import type { AlertMessage } from '#app/domain/alerts/problems.ts';
import { SafeFetchError, type SafeFetchInit, type SafeResponse } from '#app/sources/safe-fetch.server.ts';

/**
 * Where alerts go: a webhook (ALERT_WEBHOOK_URL) that gets `{ "text": … }` as JSON, the shape
 * Slack's incoming webhooks and the usual Discord and Telegram relays accept, and e-mail over SMTP
 * (SMTP_URL, to ALERT_EMAIL_TO) through nodemailer. Either is off when not configured. A failed
 * delivery is logged and reported, never thrown: an alert must not break the scrape that raised it.
 * Neither address is ever logged whole, since both may carry a secret (a webhook token, a password).
 */

const ALERT_SUBJECT_PREFIX = '[Nöbetçi Eczane]';

type DeliveryState = 'sent' | 'off' | 'failed';
export type Delivery = { webhook: DeliveryState; email: DeliveryState };

export type Notifier = { send(message: AlertMessage): Promise<Delivery> };

/** What the notifier logs through; pino's logger fits. */
export type AlertLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** The SSRF-safe fetcher (app/sources/safe-fetch.server.ts) or anything that POSTs like it. */
type WebhookFetch = (url: string, init: SafeFetchInit) => Promise<Pick<SafeResponse, 'status'>>;

export type NotifierOptions = {
  webhookUrl: string | null;
  /**
   * smtp://user:pass@host:587 (STARTTLS when the server offers it; `?requireTLS=true` insists on it) or
   * smtps://user:pass@host:465 (TLS from the start). Query parameters reach nodemailer's options.
   */
  smtpUrl: string | null;
  emailTo: readonly string[];
  /** The From address; by default the SMTP user when it is an address, else the first recipient. */
  from?: string;
  fetch: WebhookFetch;
  log: AlertLog;
};

/** SMTP waits: nodemailer's defaults (2 minutes to connect, 10 of silence) are for bulk senders. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(geçersiz adres)';
  }
}

function describeError(error: unknown): { error: string; code?: string } {
  // The safe fetcher's messages repeat the URL, which holds the webhook's token: keep the code only.
  if (error instanceof SafeFetchError) return { error: `webhook request failed: ${error.code}`, code: error.code };
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return { error: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

function defaultFrom(smtpUrl: string, emailTo: readonly string[]): string {
  let user = '';
  try {
    user = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    // An unreadable URL fails at sending, with its reason in the log.
  }
  return `"Nöbetçi Eczane" <${user.includes('@') ? user : (emailTo[0] ?? '')}>`;
}

/** Loaded on the first e-mail, not with the server: nodemailer takes ~200 ms to import. */
async function createMailer(url: string, from: string) {
  const { createTransport } = await import('nodemailer');
  return createTransport({ url, ...SMTP_TIMEOUTS }, { from });
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { webhookUrl, smtpUrl, log } = options;
  const emailTo = options.emailTo.filter((address) => address.trim() !== '');
  let mailer: ReturnType<typeof createMailer> | null = null;
  const getMailer = (url: string) => (mailer ??= createMailer(url, options.from ?? defaultFrom(url, emailTo)));

  async function sendWebhook(message: AlertMessage): Promise<DeliveryState> {
    if (!webhookUrl) return 'off';
    try {
      const response = await options.fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: message.text }),
      });
      if (response.status >= 200 && response.status < 300) return 'sent';
      log.warn({ host: hostOf(webhookUrl), status: response.status }, 'alert webhook refused the message');
    } catch (error) {
      log.warn({ host: hostOf(webhookUrl), ...describeError(error) }, 'alert webhook failed');
    }
    return 'failed';
  }

  async function sendEmail(message: AlertMessage): Promise<DeliveryState> {
    if (!smtpUrl || emailTo.length === 0) return 'off';
    try {
      const mail = await getMailer(smtpUrl);
      const info = await mail.sendMail({
        to: [...emailTo],
        subject: `${ALERT_SUBJECT_PREFIX} ${message.subject}`,
        text: message.text,
      });
      if (info.rejected.length > 0) {
        log.warn({ host: hostOf(smtpUrl), rejected: info.rejected }, 'alert e-mail refused for some recipients');
      }
      return info.accepted.length > 0 ? 'sent' : 'failed';
    } catch (error) {
      log.warn({ host: hostOf(smtpUrl), ...describeError(error) }, 'alert e-mail failed');
      return 'failed';
    }
  }

  return {
    async send(message) {
      const [webhook, email] = await Promise.all([sendWebhook(message), sendEmail(message)]);
      return { webhook, email };
    },
  };
}
