import type { TextType } from '../../text-type.js';

/**
 * Calls to action that fit what the text offers: a product is tried or ordered, an event is
 * registered for, a service is booked. `{url}` lines are used when the text gives a link.
 */
export const TYPED_CALLS_TO_ACTION: Partial<
  Record<TextType, { readonly plain: readonly string[]; readonly url: readonly string[] }>
> = {
  product: {
    plain: [
      'Order yours today.',
      'See it for yourself and order yours today.',
      'Try it for yourself today.',
      'Bring one home today.',
      'Get yours today.',
    ],
    url: ['Order yours today at {url}.', 'See it for yourself at {url}.', 'Get yours at {url}.'],
  },
  event: {
    plain: [
      'Register today to save your place.',
      'Save your place today.',
      'Book your place now.',
      "Register now and we'll see you there.",
    ],
    url: [
      'Register at {url} to save your place.',
      'Save your place today at {url}.',
      'Book your place now at {url}.',
    ],
  },
  service: {
    plain: [
      "Book a call today and let's talk about what you need.",
      'Book a call today to see how we can help.',
      'Book a call and find out what we can do for you.',
    ],
    url: [
      'Book a call at {url} to see how we can help.',
      "Book a call today at {url} and let's talk about what you need.",
    ],
  },
};
