import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { openContactForm, sendContactMessage } from '../api/public-api';
import styles from '../landing.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'subject' | 'message' | 'website';
type FieldErrors = Partial<Record<'name' | 'email' | 'message', string>>;

function TextInput({
  id,
  label,
  error,
  multiline = false,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  multiline?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.input,
    ...input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form (POST /api/contact): a visitor's message becomes a support ticket. */
export function ContactForm() {
  // Issued when the form opens: the server reads from it how long the form was open.
  const [formToken, setFormToken] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    openContactForm(controller.signal).then(setFormToken, () => setFormToken(null));
    return () => controller.abort();
  }, []);
  const [fields, setFields] = useState<Record<Field, string>>({
    name: '',
    email: '',
    subject: '',
    message: '',
    website: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      name: fields.name.trim() === '' ? 'Please enter your name' : undefined,
      email: EMAIL.test(fields.email.trim()) ? undefined : 'Please enter a valid email address',
      message: fields.message.trim() === '' ? 'Please write your message' : undefined,
    };
    setErrors(next);
    if (next.name || next.email || next.message) return;
    setSending(true);
    setFailure(null);
    sendContactMessage({
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim() || undefined,
      message: fields.message.trim(),
      website: fields.website,
      // Without one (its request failed), the server's answer asks for a reload.
      form_token: formToken ?? '',
    }).then(
      (answer) => setSent(answer.message),
      (error: unknown) => {
        setFailure(errorMessage(error, 'Your message could not be sent. Please try again.'));
        setSending(false);
      },
    );
  };

  if (sent) {
    return (
      <p role="status" className={styles.success}>
        {sent}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Contact us" className={styles.form}>
      <div className={styles.formRow}>
        <TextInput
          id="contact-name"
          label="Your name"
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
          maxLength={100}
        />
        <TextInput
          id="contact-email"
          label="Your email"
          type="email"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
          required
          autoComplete="email"
        />
      </div>
      <TextInput
        id="contact-subject"
        label="Subject (optional)"
        value={fields.subject}
        onChange={set('subject')}
        maxLength={200}
      />
      <TextInput
        id="contact-message"
        label="Message"
        multiline
        value={fields.message}
        onChange={set('message')}
        error={errors.message}
        required
        maxLength={5000}
      />
      {/* A spam trap: hidden from people and from screen readers, filled in by bots. */}
      <div aria-hidden="true" className="visually-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set('website')}
          />
        </label>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className={styles.buttonPrimary} disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
