/*
 * The sandbox's own HTML pages (3-D Secure challenge, wallet app, index). No inline script or
 * style, so they work under the strict Content-Security-Policy; every merchant value is escaped.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export function formatYen(amount: number): string {
  return `${new Intl.NumberFormat('ja-JP').format(amount)} JPY`;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)} · Kessai sandbox</title>
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;
}

export interface DecisionOption {
  readonly value: string;
  readonly label: string;
  readonly primary: boolean;
}

/** Buttons that POST a decision back to `action`: plain forms, no script. */
export function decisionForms(action: string, options: readonly DecisionOption[]): string {
  return `<div class="actions">
${options
  .map(
    (option) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="${escapeHtml(option.value)}">
<button type="submit" class="${option.primary ? 'primary' : 'secondary'}">${escapeHtml(option.label)}</button>
</form>`,
  )
  .join('\n')}
</div>`;
}

export function detailsList(rows: readonly (readonly [string, string])[]): string {
  return `<dl class="details">
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>`;
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const linkHtml =
    link === undefined
      ? ''
      : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${linkHtml}`,
  );
}

export const SANDBOX_CSS = `:root {
  color-scheme: light;
  --ink: #1f2933;
  --muted: #52606d;
  --accent: #0b5fff;
  --danger: #b42318;
  --surface: #ffffff;
  --page: #f0f4f8;
  font-family: system-ui, -apple-system, "Hiragino Sans", "Noto Sans JP", sans-serif;
}
body { margin: 0; background: var(--page); color: var(--ink); }
.card { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: var(--surface); border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.4rem; margin-top: 0; }
.badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 0.25rem; background: #fff3c4; color: #513c06; font-size: 0.8rem; }
.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
.details dt { color: var(--muted); }
.details dd { margin: 0; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 2px solid var(--accent); cursor: pointer; min-height: 44px; }
button.primary { background: var(--accent); color: #fff; }
button.secondary { background: #fff; color: var(--accent); }
button:focus-visible, a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #d9e2ec; }
a { color: var(--accent); }
@media (max-width: 30rem) { .card { margin: 0; border-radius: 0; } }
`;

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img" aria-label="Sandbox merchant"><rect width="120" height="40" rx="8" fill="#0b5fff"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">SHOP</text></svg>
`;

export function productSvg(label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" role="img" aria-label="${escapeHtml(label)}"><rect width="160" height="120" rx="10" fill="${color}"/><text x="80" y="68" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeHtml(label)}</text></svg>
`;
}

export const ASSETS: Readonly<Record<string, { readonly type: string; readonly body: string }>> = {
  'sandbox.css': { type: 'text/css; charset=utf-8', body: SANDBOX_CSS },
  'logo.svg': { type: 'image/svg+xml', body: LOGO_SVG },
  'product-tea.svg': { type: 'image/svg+xml', body: productSvg('Tea', '#2f855a') },
  'product-kimono.svg': { type: 'image/svg+xml', body: productSvg('Kimono', '#b83280') },
  'product-crab.svg': { type: 'image/svg+xml', body: productSvg('Crab', '#c05621') },
  'product-ramen.svg': { type: 'image/svg+xml', body: productSvg('Ramen', '#975a16') },
};
