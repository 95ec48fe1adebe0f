import type { MailMessage } from '../mail-message.js';
import { button, escapeHtml, htmlLayout } from './layout.js';

export function verificationMail(to: string, link: string): MailMessage {
  const subject = 'Verify your e-mail address for Resonate';
  return {
    to,
    subject,
    text: `Welcome to Resonate!\n\nConfirm your e-mail address to finish creating your account:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.`,
    html: htmlLayout(
      subject,
      `<p>Welcome to Resonate!</p><p>Confirm your e-mail address to finish creating your account.</p>${button('Verify my e-mail', link)}<p>The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const subject = 'Reset your Resonate password';
  return {
    to,
    subject,
    text: `Someone asked to reset the password of your Resonate account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this e-mail: your password stays as it is.`,
    html: htmlLayout(
      subject,
      `<p>Someone asked to reset the password of your Resonate account.</p>${button('Choose a new password', link)}<p>The link works once and expires in 1 hour. If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}

export function supportTicketMail(
  to: string,
  ticket: { id: string; subject: string; message: string; category: string; from: string },
): MailMessage {
  const subject = `[Support] ${ticket.subject}`;
  return {
    to,
    subject,
    text: `New Help Center ticket ${ticket.id} from ${ticket.from} (${ticket.category}):\n\n${ticket.message}`,
    html: htmlLayout(
      subject,
      `<p>New Help Center ticket <strong>${escapeHtml(ticket.id)}</strong> from ${escapeHtml(ticket.from)} (${escapeHtml(ticket.category)}):</p><blockquote style="white-space:pre-wrap;border-left:3px solid #5b3fd1;padding-left:12px">${escapeHtml(ticket.message)}</blockquote>`,
    ),
  };
}

/** A staff answer to the user's Help Center ticket. */
export function ticketReplyMail(
  to: string,
  ticket: { subject: string; reply: string; status: string },
): MailMessage {
  const subject = `Re: ${ticket.subject}`;
  return {
    to,
    subject,
    text: `Resonate Support answered your ticket "${ticket.subject}" (now ${ticket.status}):\n\n${ticket.reply}\n\nReply from the Help Center in your account if you need more help.`,
    html: htmlLayout(
      subject,
      `<p>Resonate Support answered your ticket <strong>${escapeHtml(ticket.subject)}</strong> (now ${escapeHtml(ticket.status)}):</p><blockquote style="white-space:pre-wrap;border-left:3px solid #5b3fd1;padding-left:12px">${escapeHtml(ticket.reply)}</blockquote><p>Reply from the Help Center in your account if you need more help.</p>`,
    ),
  };
}
