import type { MailMessage } from '../mail-message.js';

/** Escapes text for HTML: every value put into a mail's HTML goes through here. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shared HTML frame of every mail; `body` is already-escaped HTML. */
export function htmlLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f4fb;font-family:Arial,Helvetica,sans-serif;color:#1f1d2b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#5b3fd1;margin:0 0 24px">Resonate</p>
${body}
<p style="font-size:12px;color:#6b6880;margin-top:32px">You received this e-mail because of an action on your Resonate account.</p>
${COMPANY_FOOTER}
</td></tr></table></body></html>`;
}

/** Where the company's details go in the HTML; MailService fills it from the configuration. */
export const COMPANY_FOOTER = '<!--company-footer-->';

/** Adds who sent the mail (name, address, contact) to the end of both parts. */
export function withCompanyFooter(message: MailMessage, lines: string[]): MailMessage {
  const html = `<p style="font-size:12px;color:#6b6880;margin:8px 0 0">${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${lines.join('\n')}`,
    html: message.html.replace(COMPANY_FOOTER, html),
  };
}

export function button(label: string, url: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#5b3fd1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b6880">Or paste this link into your browser:<br>${escapeHtml(url)}</p>`;
}
