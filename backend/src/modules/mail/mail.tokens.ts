export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
