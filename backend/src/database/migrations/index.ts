// Every migration, in order; new ones are appended by `npm run migration:generate`.
import { SessionClient1795894514689 } from './1795894514689-SessionClient.js';
import { PrivacyMode1795910000000 } from './1795910000000-PrivacyMode.js';
import { ApiKeys1795892486155 } from './1795892486155-ApiKeys.js';
import { HistorySource1795900000000 } from './1795900000000-HistorySource.js';
import { ReservationLeases1795883000000 } from './1795883000000-ReservationLeases.js';
import { RefundKeys1795882424084 } from './1795882424084-RefundKeys.js';
import { AiChatConversations1795622726289 } from './1795622726289-AiChatConversations.js';
import { EnhancementReservations1795609742007 } from './1795609742007-EnhancementReservations.js';
import { AdminConsole1795583785804 } from './1795583785804-AdminConsole.js';
import { FeatureToggles1795583402204 } from './1795583402204-FeatureToggles.js';
import { BetaStudio1795583740372 } from './1795583740372-BetaStudio.js';
import { Songwriting1795584013206 } from './1795584013206-Songwriting.js';
import { Billing1795381779267 } from './1795381779267-Billing.js';
import { ContactAndStaff1795584278098 } from './1795584278098-ContactAndStaff.js';
import { Workspace1795317659186 } from './1795317659186-Workspace.js';
import { Accounts1795313567443 } from './1795313567443-Accounts.js';
export const MIGRATIONS: Function[] = [
  Accounts1795313567443,
  Workspace1795317659186,
  Billing1795381779267,
  FeatureToggles1795583402204,
  BetaStudio1795583740372,
  AdminConsole1795583785804,
  Songwriting1795584013206,
  ContactAndStaff1795584278098,
  EnhancementReservations1795609742007,
  AiChatConversations1795622726289,
  RefundKeys1795882424084,
  ReservationLeases1795883000000,
  ApiKeys1795892486155,
  SessionClient1795894514689,
  HistorySource1795900000000,
  PrivacyMode1795910000000,
];
