import { misfitOf } from './added-lines.js';

describe('misfitOf: an added line that misleads a reader of this input', () => {
  const NOTICE =
    'The quarterly figures were below plan. Two renewals slipped into the next quarter.';
  const OUTAGE = 'The site was down for an hour. We are sorry for the disruption.';
  const NO_TIME = 'Our team has grown. We welcome two new engineers.';

  it.each([
    'Get in touch to find out more.',
    'Order yours online.',
    'Buy now while stocks last.',
    'Shop now and save.',
    'Sign up for our newsletter.',
    'Start your free trial.',
    'Book a demo with our team.',
    "Let's talk about your plans.",
    'Grab yours while you can.',
  ])('reads "%s" as a sales call on something not sold', (line) => {
    expect(misfitOf(line, NOTICE)).toBe('a sales call on something not sold');
  });

  it.each([
    'The starter plan costs $12 a month.',
    'Plans start at 9 euros.',
    'Save 20% off this week.',
    'Tickets are on sale now.',
    'We offer a 14-day trial.',
    'Prices from £5.',
  ])('lets a sales call close a text that sells something: "%s"', (input) => {
    expect(misfitOf('Order yours today.', input)).toBeUndefined();
  });

  it.each([
    "Here's to the best one yet!",
    'On to the next chapter!',
    'There is so much more to come.',
    "We can't wait for what comes next.",
    'Exciting times ahead!',
  ])('reads "%s" as a celebration, misleading under a problem only', (line) => {
    expect(misfitOf(line, OUTAGE)).toBe('a celebration under a problem');
    expect(misfitOf(line, NO_TIME)).toBeUndefined();
  });

  it.each([
    'The launch was delayed by a bug.',
    'We apologise for the inconvenience.',
    'The upload failed twice.',
    'Some parcels arrived damaged.',
  ])('reads "%s" as a problem', (input) => {
    expect(misfitOf('Onwards and upwards!', input)).toBe('a celebration under a problem');
  });

  it.each([
    'Act fast!',
    'Time is running out.',
    'Reply as soon as possible.',
    'Hurry, this is your last chance.',
  ])('reads "%s" as a deadline, misleading only where the text names no time', (line) => {
    expect(misfitOf(line, NO_TIME)).toBe('a deadline the text does not have');
    expect(misfitOf(line, `${NO_TIME} They start on Monday.`)).toBeUndefined();
    expect(misfitOf(line, `${NO_TIME} They start in 2 weeks.`)).toBeUndefined();
  });

  it('lets a plain closing line through', () => {
    expect(misfitOf('Thank you for reading.', OUTAGE)).toBeUndefined();
  });
});
