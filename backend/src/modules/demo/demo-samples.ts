/**
 * The landing page's before/after demo runs the built-in engine on these texts only (a visitor
 * cannot send their own text without an account). Shared with the SPA through the catalog.
 */
export const DEMO_SAMPLES = [
  {
    id: 'sales-follow-up',
    label: 'Sales follow-up',
    text: 'Hi Dana, I was just following up on our call last Tuesday. I think the Team plan at $49 a month might work for you, and you can cancel anytime. Let me know if you are interested.',
  },
  {
    id: 'delivery-delay',
    label: 'Delivery delay',
    text: 'Hello Sam, your order #4821 will arrive late. The courier now expects to deliver it on March 14 instead of March 10. We apologize for the inconvenience. You can track it at https://shop.example.com/track/4821.',
  },
  {
    id: 'team-update',
    label: 'Team update',
    text: 'Hi team, I think we should maybe move the launch review to Thursday at 3 pm. The new dashboard is basically ready, but the export still fails for files over 20 MB. Could you check the open tickets before then?',
  },
] as const;

export type DemoSampleId = (typeof DEMO_SAMPLES)[number]['id'];

export const DEMO_SAMPLE_IDS = DEMO_SAMPLES.map((sample) => sample.id) as [
  DemoSampleId,
  ...DemoSampleId[],
];

/** Requests per client address: enough to try every tone, too few to use the demo as a service. */
export const DEMO_LIMITS = [
  { limit: 20, windowMs: 60_000 },
  { limit: 100, windowMs: 3_600_000 },
] as const;
