import type { WidgetTheme } from '#app/domain/public/widget-config.ts';

/**
 * The widget's inline stylesheet (app/routes/embed/widget.tsx): the markup's base rules, then each
 * theme's palette as custom properties on `.wg` and what makes a theme more than a palette. One
 * `<style>` per widget, no file to fetch: the widget is framed by other sites and sends no script.
 */

const BASE_CSS = `body{margin:0}
.wg{box-sizing:border-box;min-height:100dvh;padding:var(--pad);background:var(--bg);color:var(--fg);font:var(--size)/1.45 var(--font);display:flex;flex-direction:column;gap:var(--gap)}
.wg *{box-sizing:border-box}
.wg :where(h1,h2,p,ul){margin:0;padding:0}
.wg-head{background:var(--head-bg);color:var(--head-fg);padding:calc(var(--pad)*1.2);border-radius:var(--radius)}
.wg-head h1{font-size:1.15em;font-weight:700}
.wg-head p{font-size:.85em;margin-top:.2em}
.wg-list{list-style:none;display:flex;flex-direction:column;gap:var(--gap)}
.wg-item{background:var(--card);border:1px solid var(--border);border-radius:var(--radius);padding:var(--pad)}
.wg-item h2{font-size:1em;font-weight:700}
.wg-meta{color:var(--muted);font-size:.88em;margin-top:.15em}
.wg-phone{display:flex;align-items:center;justify-content:space-between;gap:.5em;margin-top:.4em;flex-wrap:wrap}
.wg-call{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 1em;border-radius:var(--radius);background:var(--accent);color:var(--accent-fg);border:2px solid var(--accent-border);font-weight:700;text-decoration:none}
.wg main{display:flex;flex-direction:column;gap:var(--gap)}
.wg-note{background:var(--card);border:1px solid var(--border);border-radius:var(--radius);padding:var(--pad)}
.wg-note strong{display:block}
.wg-note p{margin-top:.35em}
.wg-note a{color:var(--fg);font-weight:700;display:inline-block;padding:.4em 0 0;text-decoration:underline;text-underline-offset:2px}
.wg-demo strong{display:inline}
.wg-credit{margin-top:auto;margin-bottom:1em;text-align:end;font-size:.8em}
.wg-credit a{color:var(--link);display:inline-flex;align-items:center;min-height:44px}
.wg-more{align-self:flex-start;display:inline-flex;align-items:center;min-height:44px;color:var(--fg);font-weight:700;text-decoration:underline;text-underline-offset:2px}
.wg a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.wg-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';
const SERIF = 'Georgia,"Times New Roman",serif';

/** Each theme's look; every text/background pair meets WCAG AA (4.5:1). */
const THEMES: Record<WidgetTheme, string> = {
  modern: `--font:${SANS};--size:15px;--pad:12px;--gap:10px;--radius:12px;--bg:#f8fafc;--fg:#0f172a;--muted:#475569;--card:#fff;--border:#e2e8f0;--head-bg:#c8102e;--head-fg:#fff;--accent:#b91c1c;--accent-fg:#fff;--accent-border:#b91c1c;--link:#334155;--focus:#1d4ed8`,
  classic: `--font:${SERIF};--size:15px;--pad:12px;--gap:8px;--radius:2px;--bg:#fffdf7;--fg:#1f2937;--muted:#4b5563;--card:#fff;--border:#d6cfc0;--head-bg:#1e3a5f;--head-fg:#fff;--accent:#1e3a5f;--accent-fg:#fff;--accent-border:#1e3a5f;--link:#1e3a5f;--focus:#b45309`,
  minimal: `--font:${SANS};--size:15px;--pad:10px;--gap:0px;--radius:0;--bg:#fff;--fg:#111;--muted:#525252;--card:transparent;--border:transparent;--head-bg:transparent;--head-fg:#111;--accent:transparent;--accent-fg:#111;--accent-border:#111;--link:#404040;--focus:#2563eb`,
  compact: `--font:${SANS};--size:13px;--pad:6px;--gap:4px;--radius:4px;--bg:#fff;--fg:#111827;--muted:#4b5563;--card:#f9fafb;--border:#e5e7eb;--head-bg:#374151;--head-fg:#fff;--accent:#047857;--accent-fg:#fff;--accent-border:#047857;--link:#374151;--focus:#2563eb`,
  gradient: `--font:${SANS};--size:15px;--pad:12px;--gap:10px;--radius:16px;--bg:linear-gradient(135deg,#4338ca,#7e22ce);--fg:#1e1b4b;--muted:#4b5563;--card:#fff;--border:#fff;--head-bg:transparent;--head-fg:#fff;--accent:#6d28d9;--accent-fg:#fff;--accent-border:#6d28d9;--link:#fff;--focus:#fde047`,
  dark: `--font:${SANS};--size:15px;--pad:12px;--gap:10px;--radius:10px;--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--card:#1e293b;--border:#334155;--head-bg:#1e293b;--head-fg:#f8fafc;--accent:#f87171;--accent-fg:#0f172a;--accent-border:#f87171;--link:#cbd5e1;--focus:#fde047`,
  colorful: `--font:${SANS};--size:15px;--pad:12px;--gap:10px;--radius:14px;--bg:#fff7ed;--fg:#1c1917;--muted:#57534e;--card:#fff;--border:#fed7aa;--head-bg:#c2410c;--head-fg:#fff;--accent:#0369a1;--accent-fg:#fff;--accent-border:#0369a1;--link:#9a3412;--focus:#0369a1`,
  elegant: `--font:${SERIF};--size:15px;--pad:14px;--gap:12px;--radius:6px;--bg:#faf7f2;--fg:#292524;--muted:#57534e;--card:#fff;--border:#e7dfd2;--head-bg:#292524;--head-fg:#f5e6c8;--accent:#292524;--accent-fg:#f5e6c8;--accent-border:#a16207;--link:#713f12;--focus:#a16207`,
};

/** What makes a theme more than a palette; sides are logical (start, end), so Arabic mirrors by itself. */
const THEME_EXTRAS: Partial<Record<WidgetTheme, string>> = {
  minimal: `.wg-item,.wg-note{border-bottom:1px solid #d4d4d4}.wg-head{border-bottom:2px solid #111;padding-inline-start:0}.wg-item,.wg-note{padding-left:0;padding-right:0}`,
  compact: `.wg-item{display:grid;grid-template-columns:1fr auto;align-items:center;column-gap:.5em}.wg-phone{margin-top:0}.wg-phone>span{display:none}`,
  gradient: `.wg-head{padding-inline-start:0}.wg-item{box-shadow:0 4px 14px rgb(0 0 0/.18)}`,
  colorful: `.wg-item{border-inline-start:6px solid #dc2626}.wg-item:nth-child(5n+2){border-inline-start-color:#2563eb}.wg-item:nth-child(5n+3){border-inline-start-color:#16a34a}.wg-item:nth-child(5n+4){border-inline-start-color:#ca8a04}.wg-item:nth-child(5n+5){border-inline-start-color:#9333ea}`,
  elegant: `.wg-head{text-align:center;border-bottom:3px solid #a16207}.wg-head h1{letter-spacing:.06em;text-transform:uppercase;font-weight:400}.wg-item{border-top:3px solid #a16207}.wg-item h2{font-weight:400;letter-spacing:.02em;font-size:1.1em}`,
};

/**
 * The empty state's list of nearest districts: sent only with it, so a widget with a list is unchanged.
 * A name on two lines outgrows its 44 px: the gap keeps it apart from the next one.
 */
const NEAR_CSS = `\n.wg-near{list-style:none;margin-top:.2em}.wg-near li+li{margin-top:.35em}.wg-near a{display:inline-flex;align-items:center;min-height:44px;padding:0}`;

/** The widget's stylesheet in `theme`; `empty` adds the empty state's list of nearest districts. */
export function toWidgetCss(theme: WidgetTheme, empty = false): string {
  return `${BASE_CSS}\n.wg{${THEMES[theme]}}\n${THEME_EXTRAS[theme] ?? ''}${empty ? NEAR_CSS : ''}`;
}
