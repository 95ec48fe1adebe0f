/** Varied, realistic texts for developing and testing the rewrite engine. Not tuned to any rule. */
export interface CorpusText {
  id: string;
  kind: string;
  text: string;
}

export const CORPUS: readonly CorpusText[] = [
  {
    id: 'sales-email',
    kind: 'sales e-mail',
    text: `Hi Sarah,

I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time. Right now it takes most finance teams around 6 hours a week to pull numbers together from spreadsheets, and the dashboard does it automatically.

It's kind of a big deal for teams that report every Monday. The dashboard has live alerts, exports to PDF and a shared view for managers. Pricing starts at $49 per month and the first 14 days are free.

Maybe we could set up a quick call next week? Let me know what you think.

Best,
Tom Becker`,
  },
  {
    id: 'incident-notice',
    kind: 'incident notice',
    text: `URGENT: Service disruption on March 3

Between 09:12 and 09:59 UTC on March 3, the payments API returned errors for about 12% of requests in the EU region. Customers were not able to complete checkout during this window. The issue was caused by a faulty configuration change and was rolled back by the platform team.

We apologize for the inconvenience. All systems are working normally now, but we are still monitoring closely. A full incident report will be published at https://status.acme.example/incidents/2031 by Friday.

If you were charged twice, contact billing@acme.example IMMEDIATELY and we will refund you.`,
  },
  {
    id: 'release-notes',
    kind: 'release notes',
    text: `Release notes – version 4.2

We are excited to share that Notebook 4.2 is now available for everyone! This release focuses on speed and collaboration.

What's new:
- Pages load up to 40% faster on large workspaces
- You can now mention teammates with @name in comments
- Export to Markdown and HTML
- Dark mode finally works in the mobile app

Bug fixes:
- Fixed a crash when pasting images larger than 10 MB
- Search results no longer show deleted pages

Update the app from the App Store or visit notebook.example/download to get the new version.`,
  },
  {
    id: 'linkedin-post',
    kind: 'LinkedIn post',
    text: `After 8 years at Northwind I am starting a new chapter. I feel like I have learned more here than anywhere else, and I am really grateful to everyone who took a chance on me when I was a junior analyst with no idea what a data warehouse was.

Next month I am joining Fabrikam as Head of Data. I'm probably going to be nervous for the first few weeks but I think it is the right move. If you are in Lisbon in June, let's grab a coffee.`,
  },
  {
    id: 'product-copy',
    kind: 'product copy',
    text: `The Aero 2 standing desk has a solid steel frame, a bamboo top and a quiet dual motor. It supports up to 120 kg and moves from 62 cm to 127 cm in about 20 seconds. Users can save four height presets. The desk comes with a 10-year warranty and free delivery in Germany and Austria. It is a good choice for people who work from home.`,
  },
  {
    id: 'office-memo',
    kind: 'office memo',
    text: `To all staff,

Starting Monday 6 May, the third floor kitchen will be closed for renovation. The work is expected to take about three weeks. During this time please use the kitchen on the second floor.

Also, please do not leave food in the fridges over the weekend. The cleaning team will empty all fridges every Friday at 5 pm. Anything left will be thrown away.

Questions can be sent to facilities@contoso.example.

Thanks,
Facilities Team`,
  },
  {
    id: 'press-release',
    kind: 'press release',
    text: `Greenfield Robotics today announced that its warehouse picking robot, the GR-7, is now available in the United States and Canada. The robot was developed over four years and has been tested by 30 logistics companies. In trials, the GR-7 picked 1,200 items per hour with an error rate below 0.5%.

"Our customers asked for a robot that works alongside people, not instead of them," said Dana Whitfield, CEO of Greenfield Robotics. "The GR-7 does exactly that."

The GR-7 is available from $2,900 per month, including maintenance. Greenfield Robotics is a Boston-based company that builds automation for mid-sized warehouses. More information is available at greenfieldrobotics.example.`,
  },
  {
    id: 'support-reply',
    kind: 'support reply',
    text: `Hello Mr. Okafor,

Thank you for contacting us about order #48213. Unfortunately the package was delayed at our warehouse in Leeds because of a labelling error. It was shipped yesterday and should arrive by Thursday.

You must keep the original packaging if you want to return any item. As I said in my previous email, refunds take 5 to 7 business days.

Kind regards,
Priya
Customer Support`,
  },
  {
    id: 'newsletter',
    kind: 'newsletter',
    text: `Welcome to the April edition of The Green Thumb! Spring is finally here and our community garden on Elm Street is busier than ever.

This month we planted 200 tulip bulbs with help from 25 volunteers. Huge thanks to Maria Lopez for organising the seed swap, it was an amazing success and we collected over 80 varieties.

Coming up: our spring fair is on Saturday 20 April from 10 am to 4 pm. There will be workshops on composting, a plant sale and live music. Tickets are free but please register at greenthumb.example/fair so we know how many people to expect.`,
  },
  {
    id: 'whatsapp-message',
    kind: 'WhatsApp message',
    text: `hey guys!! just a reminder that the football match is tomorrow at 7pm at Riverside Park. pls bring water and ur own ball if u have one. were gonna split into teams when everyone arrives. dont be late lol`,
  },
  {
    id: 'advertisement',
    kind: 'advertisement',
    text: `Tired of cold coffee? The ThermoMug keeps drinks hot for 6 hours and cold for 12. It is leak-proof, fits in every car cup holder and is made from recycled steel. Now only $24.99 at thermomug.example. Free shipping on orders over $40.`,
  },
  {
    id: 'internal-request',
    kind: 'internal request e-mail',
    text: `Hi Jordan,

Send me the Q3 budget numbers by Wednesday. I need them for the board meeting on 14 October. Also review the hiring plan and add the two new roles for the Berlin office.

Make sure the numbers match what finance reported last week, the board noticed a mismatch last time.

Thanks
Alex`,
  },
  {
    id: 'blog-intro',
    kind: 'blog introduction',
    text: `Most small businesses still send invoices by email and then wait. According to a 2023 survey, the average invoice is paid 23 days late. That delay can be really painful when you are paying salaries every month. In this post we look at five simple ways to get paid faster, from clearer payment terms to automatic reminders.`,
  },
  {
    id: 'apology-email',
    kind: 'apology e-mail',
    text: `Dear Ms. Chen,

We are writing to inform you that your booking for 12 guests on Saturday 18 May has been cancelled due to a double booking on our side. We cannot offer the private room on that date.

We know this is very frustrating. As compensation we would like to offer you a 20% discount on any other date in May or June. Please reply to this email or call us on +44 20 7946 0958 to rebook.

Sincerely,
The Riverside Bistro`,
  },
  {
    id: 'team-update',
    kind: 'team update with typos',
    text: `Quick update on the migration. We finaly moved 14 of the 20 services to the new cluster this week, wich is ahead of plan. The remaining six are the hardest ones though, mostly because of the legacy auth service that nobody realy understands anymore.

Im not sure if we can finish by the end of the month. We might need another two weeks. I will send a proper plan on monday after talking to Kenji and the infra team.`,
  },
  {
    id: 'event-invite',
    kind: 'event invitation',
    text: `You're invited to our annual customer summit! Join 400 product leaders in Amsterdam on 9-10 September for two days of talks, workshops and networking. Speakers include Lena Vogel from Spotify and Marcus Reid from Shopify.

Early bird tickets cost €390 until 31 July. Book your place at summit.example.com and use code EARLY24 for an extra 10% off.`,
  },
  {
    id: 'feedback-request',
    kind: 'customer feedback request',
    text: `Thanks for using Pathway for the past 30 days. We would love to hear what you think. Could you take 2 minutes to fill in our short survey? Your answers will help us decide what to build next.

The survey is here: https://pathway.example/survey?ref=email

As a thank you, everyone who completes it gets one month of Pathway Pro for free.`,
  },
  {
    id: 'policy-change',
    kind: 'policy change announcement',
    text: `From 1 January 2025, all employees must use the new expense system, Expensify, for travel claims. Paper forms will no longer be accepted. Claims must be submitted within 30 days of travel. Managers will approve claims in the app and finance will pay approved claims in the next payroll run. Training sessions will be held on 10 and 12 December. If you cannot attend, a recording will be available on the intranet.`,
  },
  {
    id: 'outage-note',
    kind: 'short incident notice',
    text: `Hi all, we had an outage yesterday between 14:05 and 14:52 UTC. About 12% of EU customers couldn't log in. The root cause was an expired TLS certificate on the auth gateway. We've renewed it and we're adding monitoring so this doesn't happen again. Sorry for the trouble!`,
  },
  {
    id: 'sales-follow-up',
    kind: 'short sales e-mail',
    text: `Hey Mark, just wanted to follow up on our call last week. I think our analytics tool could maybe help your team at Northwind save some time on reporting. It has automated dashboards and exports to Excel. Let me know if you want a demo sometime.`,
  },
  {
    id: 'release-short',
    kind: 'short release notes',
    text: `Version 3.2 is out. We fixed the bug where invoices were sent twice. Search is now about 40% faster. The mobile app supports dark mode. Please update before March 31 because version 3.0 will stop working.`,
  },
];
