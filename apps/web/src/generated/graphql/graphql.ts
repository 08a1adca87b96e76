/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A point in time as ISO 8601 text with a UTC offset, e.g. 2026-05-01T08:30:00.000Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (objects, lists, text, numbers). */
  JSON: { input: unknown; output: unknown; }
};

export type ActiveDriverCalls = {
  calls: Array<DriverCall>;
  /** The company's maximum of calls at once (company setting maxActiveCalls) */
  maxActiveCalls: Scalars['Int']['output'];
};

export type ActiveDriverCallsResult = Envelope & {
  data: Maybe<ActiveDriverCalls>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AddEmailInput = {
  email: Scalars['String']['input'];
};

export type AddNumberInput = {
  /** an Indonesian number (08…, +62…) */
  phoneNo: Scalars['String']['input'];
};

export type AlertCategory = {
  alertCategoryId: Scalars['Int']['output'];
  categoryEng: Scalars['String']['output'];
  categoryIdn: Scalars['String']['output'];
  descriptionEng: Maybe<Scalars['String']['output']>;
  descriptionIdn: Maybe<Scalars['String']['output']>;
  icon_url: Maybe<Scalars['String']['output']>;
};

/** An alert kind of the catalogue (overspeed 8, geofence, DMS 49-56, ADAS 90.., fleet order 137-143, ...). */
export type AlertCode = {
  alertCategories: Array<AlertCategory>;
  alertCode: Scalars['Int']['output'];
  descriptionEng: Scalars['String']['output'];
  descriptionIdn: Scalars['String']['output'];
  /** false for codes raised by other systems only (fleet orders): not offered in the rule form */
  enabledInRule: Scalars['Boolean']['output'];
  fullDescriptionEng: Scalars['String']['output'];
  fullDescriptionIdn: Scalars['String']['output'];
  iconUrl: Scalars['String']['output'];
  /** GPS or camera */
  sourceDeviceCategory: Scalars['String']['output'];
};

export type AlertCodesFilter = {
  alertCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** only codes offered in the rule form */
  enabledInRule?: InputMaybe<Scalars['Boolean']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AlertCodesPaginatedResult = Envelope & {
  data: Maybe<Array<AlertCode>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<PaginationWithActualTotal>;
  status: Scalars['Int']['output'];
};

/**
 * One behaviour alert of a driver (AlertDetailDriverScores): when and where, the threshold of its rule, the points one
 * such event costs per 100 km (docs/driver-scores.md), whether it was read, and its stored clip when it has one.
 */
export type AlertDetailDriverScore = {
  /** the geocoder's phrase in Indonesian */
  address: Maybe<Scalars['String']['output']>;
  addressNear: Maybe<PlaceNear>;
  alert: AlertCode;
  alertCode: Scalars['Int']['output'];
  /** the DriverScore field it counts for (harshBrake, overspeed, ...) */
  behaviour: Scalars['String']['output'];
  /** points one event of this behaviour costs per 100 km */
  cost: Scalars['Float']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** alertData in words, in the caller's language */
  formattedAlertData: Maybe<Scalars['String']['output']>;
  /** alertCode-vehicleId-createdTimeMs-alertFlag */
  id: Scalars['String']['output'];
  /** marked false alert: shown, but not counted in the score */
  isFalseAlert: Scalars['Boolean']['output'];
  isRead: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  longitude: Maybe<Scalars['Float']['output']>;
  /** the stored clip (/api/media/:id), null without one */
  mediaUrl: Maybe<Scalars['String']['output']>;
  rawAlertId: Scalars['Float']['output'];
  /** the rule's limit (overspeed km/h, idle or parking seconds); null when the rule sets none */
  threshold: Maybe<Scalars['Float']['output']>;
  vehicleId: Scalars['Int']['output'];
};

export type AlertDetailDriverScoresFilter = {
  driverId: Scalars['Int']['input'];
  /** YYYY-MM-DD */
  endDate: Scalars['String']['input'];
  pagination?: InputMaybe<PaginationInput>;
  /** YYYY-MM-DD */
  startDate: Scalars['String']['input'];
};

export type AlertDetailDriverScoresResult = Envelope & {
  data: Maybe<Array<AlertDetailDriverScore>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** cursors: the raw alert ids of the page's first and last alert */
  pagination: Maybe<CursorPagination>;
  status: Scalars['Int']['output'];
};

export type AlertRule = {
  alert: AlertCode;
  alertCode: Scalars['Int']['output'];
  alertCountThreshold: Scalars['Int']['output'];
  /** seconds */
  alertCountWindow: Maybe<Scalars['Int']['output']>;
  alertRuleId: Scalars['Int']['output'];
  /** Urgent or Important */
  alertUrgencyType: Scalars['String']['output'];
  autoPopup: Scalars['Boolean']['output'];
  companyId: Scalars['Int']['output'];
  contactRecipients: Array<AlertRuleContact>;
  createdOn: Scalars['DateTime']['output'];
  /** ISO weekdays 1 (Monday) .. 7 (Sunday) */
  dayOfWeek: Array<Scalars['Int']['output']>;
  endTime: Maybe<Scalars['String']['output']>;
  geofences: Array<AlertRuleGeofence>;
  hasInaccessibleUser: Scalars['Boolean']['output'];
  hasInaccessibleVehicle: Scalars['Boolean']['output'];
  hasInaccessibleVgroup: Scalars['Boolean']['output'];
  isActive: Scalars['Boolean']['output'];
  isInsideGeofence: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  maxThreshold: Maybe<Scalars['Float']['output']>;
  minThreshold: Maybe<Scalars['Float']['output']>;
  /** seconds */
  minThresholdTime: Maybe<Scalars['Int']['output']>;
  /** send alerts to the contact recipients by WhatsApp */
  notifyContacts: Scalars['Boolean']['output'];
  /** HH:mm */
  startTime: Maybe<Scalars['String']['output']>;
  totalUsers: Scalars['Int']['output'];
  totalVehicles: Scalars['Int']['output'];
  totalVgroups: Scalars['Int']['output'];
  userIsSubscribedToRule: Scalars['Boolean']['output'];
  users: Array<AlertRuleUser>;
  vehicles: Array<AlertRuleVehicle>;
  vgroups: Array<AlertRuleVgroup>;
  withGeofence: Scalars['Boolean']['output'];
  withSchedule: Scalars['Boolean']['output'];
};

export type AlertRuleContact = {
  contactId: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  user: Maybe<AlertRuleUser>;
  userId: Maybe<Scalars['Int']['output']>;
};

export type AlertRuleContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};

export type AlertRuleFilter = {
  alertRuleId: Scalars['Int']['input'];
};

export type AlertRuleGeofence = {
  address: Maybe<Scalars['String']['output']>;
  fenceName: Scalars['String']['output'];
  geofenceId: Scalars['Int']['output'];
  serviceLocType: Maybe<Scalars['String']['output']>;
  /** C or P */
  type: Scalars['String']['output'];
};

export type AlertRuleInput = {
  alertCode: Scalars['Int']['input'];
  alertCountThreshold?: InputMaybe<Scalars['Int']['input']>;
  alertCountWindow?: InputMaybe<Scalars['Int']['input']>;
  alertUrgencyType?: InputMaybe<Scalars['String']['input']>;
  autoPopup?: InputMaybe<Scalars['Boolean']['input']>;
  contactRecipients?: InputMaybe<Array<AlertRuleContactInput>>;
  dayOfWeek?: InputMaybe<Array<Scalars['Int']['input']>>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  geofenceIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isInsideGeofence?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  maxThreshold?: InputMaybe<Scalars['Float']['input']>;
  minThreshold?: InputMaybe<Scalars['Float']['input']>;
  minThresholdTime?: InputMaybe<Scalars['Int']['input']>;
  notifyContacts?: InputMaybe<Scalars['Boolean']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  userIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  vehicleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  vgroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  withGeofence?: InputMaybe<Scalars['Boolean']['input']>;
  withSchedule?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AlertRuleLabel = {
  alertRuleId: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type AlertRuleResult = Envelope & {
  data: Maybe<AlertRule>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AlertRuleTemplate = {
  additionalAlertCodes: Array<AlertRuleTemplateCode>;
  category: Scalars['String']['output'];
  defaultAlertCodes: Array<AlertRuleTemplateCode>;
  descriptionEng: Scalars['String']['output'];
  descriptionIdn: Scalars['String']['output'];
  iconUrl: Scalars['String']['output'];
  nameEng: Scalars['String']['output'];
  nameIdn: Scalars['String']['output'];
  templateId: Scalars['Int']['output'];
};

export type AlertRuleTemplateCode = {
  alertCode: Scalars['Int']['output'];
  alertRule: Array<AlertRuleLabel>;
  descriptionEng: Scalars['String']['output'];
  descriptionIdn: Scalars['String']['output'];
  fullDescriptionEng: Scalars['String']['output'];
  fullDescriptionIdn: Scalars['String']['output'];
  isAlreadyActive: Scalars['Boolean']['output'];
};

export type AlertRuleTemplateSelection = {
  alertCodes: Array<Scalars['Int']['input']>;
  templateId: Scalars['Int']['input'];
};

export type AlertRuleTemplatesFilter = {
  category?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
};

export type AlertRuleTemplatesResult = Envelope & {
  data: Maybe<Array<AlertRuleTemplate>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<PaginationWithActualTotal>;
  status: Scalars['Int']['output'];
};

export type AlertRuleUser = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

/** A user of the company who can be subscribed to a rule (active, not a driver). */
export type AlertRuleUserOption = {
  email: Maybe<Scalars['String']['output']>;
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type AlertRuleUserOptionsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** part of the name or email */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AlertRuleUserOptionsResult = Envelope & {
  data: Maybe<Array<AlertRuleUserOption>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type AlertRuleVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
};

export type AlertRuleVgroup = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  totalVehicle: Scalars['Int']['output'];
};

export type AlertRulesCountResult = Envelope & {
  /** rules changed or deleted (null when not successful) */
  count: Maybe<Scalars['Int']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AlertRulesFilter = {
  alertCode?: InputMaybe<Array<Scalars['Int']['input']>>;
  alertRuleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  alertUrgencyType?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AlertRulesPage = {
  data: Array<AlertRule>;
  pagination: Pagination;
};

export type AlertRulesResult = Envelope & {
  alertRules: Maybe<AlertRulesPage>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AlertSummaryReport = {
  byCode: Array<AlertSummaryRow>;
  byDriver: Array<AlertSummaryRow>;
  byVehicle: Array<AlertSummaryRow>;
  summary: AlertSummaryRow;
};

export type AlertSummaryReportResult = Envelope & {
  data: Maybe<AlertSummaryReport>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Alerts of one alert code, vehicle or driver; key null for alerts without a driver. */
export type AlertSummaryRow = {
  /** percent of the alerts marked false */
  falseAlertRate: Scalars['Float']['output'];
  falseAlerts: Scalars['Int']['output'];
  key: Maybe<Scalars['Int']['output']>;
  label: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** Who owes the variance: the driver returns it, the company pays it, or nothing is owed. */
export type AllowanceDirection =
  | 'EVEN'
  | 'PAY_DRIVER'
  | 'RETURN_TO_COMPANY';

export type AllowanceExpense = {
  allowanceId: Scalars['Int']['output'];
  amount: Scalars['Float']['output'];
  description: Maybe<Scalars['String']['output']>;
  expenseId: Scalars['Int']['output'];
  kind: AllowanceExpenseKind;
  /** The receipt's photo (GET it with the session) */
  receiptUrl: Maybe<Scalars['String']['output']>;
  spentAt: Scalars['DateTime']['output'];
};

export type AllowanceExpenseIdInput = {
  expenseId: Scalars['Int']['input'];
};

export type AllowanceExpenseInput = {
  allowanceId: Scalars['Int']['input'];
  /** Whole Rupiah, 1 to 1.000.000.000 */
  amount: Scalars['Float']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  kind: AllowanceExpenseKind;
  /** An image uploaded through POST /api/costs/uploads */
  receiptUrl?: InputMaybe<Scalars['String']['input']>;
  spentAt: Scalars['DateTime']['input'];
};

/** What a receipt against an allowance paid for. */
export type AllowanceExpenseKind =
  | 'fuel'
  | 'meal'
  | 'other'
  | 'parking'
  | 'toll';

/** A fleet task the allowance form offers: code, day, plate, driver and stops. */
export type AllowanceFleetTask = {
  /** FT-000042 */
  code: Scalars['String']['output'];
  departureTime: Scalars['DateTime']['output'];
  driverName: Maybe<Scalars['String']['output']>;
  fleetTaskId: Scalars['Int']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  stopCount: Scalars['Int']['output'];
};

export type AllowanceFleetTasksInput = {
  driverId?: InputMaybe<Scalars['Int']['input']>;
  /** Code, plate, driver or stop address contains */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The vehicle's or the driver's tasks (either given) */
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type AllowanceFleetTasksResult = Envelope & {
  data: Maybe<Array<AllowanceFleetTask>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A driver allowance's status: GIVEN (Diberikan), SETTLED (Diselesaikan), CANCELED (Dibatalkan). */
export type AllowanceStatus =
  | 'CANCELED'
  | 'GIVEN'
  | 'SETTLED';

/** A company API key (issue 37); its secret is shown only once, when it is created. */
export type ApiKey = {
  accessKeys: Array<Scalars['String']['output']>;
  /** CIDR ranges the key may be used from; empty: any address */
  allowedCidrs: Array<Scalars['String']['output']>;
  createdByName: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  expiresOn: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  lastUsedIp: Maybe<Scalars['String']['output']>;
  lastUsedOn: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The secret's first characters, to tell keys apart */
  prefix: Scalars['String']['output'];
  revokedOn: Maybe<Scalars['DateTime']['output']>;
  /** ACTIVE, EXPIRED or REVOKED */
  status: Scalars['String']['output'];
};

/** A call made with an API key. */
export type ApiKeyCall = {
  apiKeyId: Scalars['Int']['output'];
  calledOn: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  keyName: Scalars['String']['output'];
  method: Scalars['String']['output'];
  path: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ApiKeyCallsFilterInput = {
  apiKeyId?: InputMaybe<Scalars['Int']['input']>;
  pagination?: InputMaybe<PaginationInput>;
};

export type ApiKeyCallsResult = Envelope & {
  data: Maybe<Array<ApiKeyCall>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type ApiKeyIdInput = {
  apiKeyId: Scalars['Int']['input'];
};

export type ApiKeysResult = Envelope & {
  data: Maybe<Array<ApiKey>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ArriveAtStopInput = {
  actionId: Scalars['String']['input'];
  at: Scalars['DateTime']['input'];
  stopId: Scalars['Int']['input'];
};

/** One action of a user of the company (issue 39). */
export type AuditEvent = {
  /** a key of the domain's AUDIT_ACTION_LABELS, e.g. vehicle.update */
  action: Scalars['String']['output'];
  /** the action in the caller's language */
  actionLabel: Scalars['String']['output'];
  actorName: Maybe<Scalars['String']['output']>;
  actorUserId: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 */
  createdOn: Scalars['String']['output'];
  /** a JSON object of plain values, never a secret */
  details: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  ip: Maybe<Scalars['String']['output']>;
  targetId: Maybe<Scalars['String']['output']>;
  targetLabel: Scalars['String']['output'];
  /** vehicle, alert_rule, user, live_link, device_command, export, api_key, session */
  targetType: Scalars['String']['output'];
  userAgent: Maybe<Scalars['String']['output']>;
};

export type AuditEventPage = {
  events: Array<AuditEvent>;
  /** pass as `before` for the next, older page; null on the last page */
  nextBefore: Maybe<Scalars['Int']['output']>;
};

/** At most 93 days; newest first, 50 a page. */
export type AuditEventsFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  /** the id of the previous page's last entry */
  before?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 */
  endDate: Scalars['String']['input'];
  /** in the actor's name, the object's name or type */
  search?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 */
  startDate: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['Int']['input']>;
};

export type AuditEventsResult = Envelope & {
  data: Maybe<AuditEventPage>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AvailabilityDay = {
  /** YYYY-MM-DD, the company's calendar */
  day: Scalars['String']['output'];
  fleetTaskIds: Array<Scalars['Int']['output']>;
  serviceOrderIds: Array<Scalars['Int']['output']>;
  state: AvailabilityState;
  unavailabilityIds: Array<Scalars['Int']['output']>;
};

export type AvailabilityServiceOrder = {
  scheduledDay: Scalars['String']['output'];
  serviceOrderId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** What a vehicle or driver is on a day: FREE (Tersedia), ON_TASK (Bertugas), MAINTENANCE (Perawatan), OFF (Tidak tersedia). */
export type AvailabilityState =
  | 'FREE'
  | 'MAINTENANCE'
  | 'OFF'
  | 'ON_TASK';

export type AvailabilityTask = {
  code: Scalars['String']['output'];
  departureTime: Scalars['DateTime']['output'];
  /** When it ended, else its last stop's target */
  endTime: Maybe<Scalars['DateTime']['output']>;
  fleetTaskId: Scalars['Int']['output'];
  isInstant: Scalars['Boolean']['output'];
  status: FleetTaskStatus;
};

/** One day or the week (Monday to Sunday) around it. */
export type AvailabilityView =
  | 'DAY'
  | 'WEEK';

export type BackToVsmsV1Input = {
  /** the chosen reason's text (for 'other', the user's own words) */
  message: Scalars['String']['input'];
};

export type BackToVsmsV1Result = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  /** on success the address of version 1.0 to go to */
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type BankAccount = {
  accountName: Scalars['String']['output'];
  accountNo: Scalars['String']['output'];
  bankAccountId: Scalars['Int']['output'];
  bankName: Scalars['String']['output'];
  companyId: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
};

export type BankAccountInput = {
  accountName: Scalars['String']['input'];
  accountNo: Scalars['String']['input'];
  bankAccountId?: InputMaybe<Scalars['Int']['input']>;
  bankName: Scalars['String']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A result with no data of its own. */
export type BasicResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The driver's break rule: a break of minutes before a stretch of work passes afterMinutes (UU 22/2009 pasal 90: 30 after 240). */
export type BreakRule = {
  afterMinutes: Scalars['Int']['output'];
  minutes: Scalars['Int']['output'];
};

export type BreakRuleInput = {
  /** Work before a break is due, default 240 (4 hours), 60 to 720 */
  afterMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** The break's length, default 30, 15 to 240 */
  minutes?: InputMaybe<Scalars['Int']['input']>;
};

export type BsjUploadInput = {
  /** CH01 (road / ADAS) … CH16, CH03 the driver (DMS) */
  channel: Scalars['String']['input'];
  createdOnRawAlert?: InputMaybe<Scalars['DateTime']['input']>;
  endTime: Scalars['DateTime']['input'];
  startTime: Scalars['DateTime']['input'];
};

export type CancelInvoiceInput = {
  invoiceId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};

export type ChangeDeliveryOrderStatusInput = {
  deliveryOrderId: Scalars['Int']['input'];
  status: DeliveryOrderStatus;
};

export type ChangeFleetTaskStatusInput = {
  fleetTaskId: Scalars['Int']['input'];
  status: FleetTaskStatus;
};

export type ChangeMyPasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** at least 8 characters, different from the current one */
  newPassword: Scalars['String']['input'];
};

export type ChangeSalesOrderStatusInput = {
  salesOrderId: Scalars['Int']['input'];
  status: SalesOrderManualStatus;
};

export type ChangeServiceOrderStatusInput = {
  engineHours?: InputMaybe<Scalars['Float']['input']>;
  /** The meters read at the workshop when finishing; empty: the vehicle's meters now */
  odometerKm?: InputMaybe<Scalars['Float']['input']>;
  serviceOrderId: Scalars['Int']['input'];
  status: ServiceOrderStatus;
};

export type CircleData = {
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** Metres. */
  radius: Scalars['Float']['output'];
};

export type CircleDataInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
  radius: Scalars['Float']['input'];
};

export type CloseCompanyTicketInput = {
  /** Why the company closes it (optional) */
  note?: InputMaybe<Scalars['String']['input']>;
  ticketId: Scalars['Int']['input'];
};

export type Company = {
  /** temporary tracking: 'arrived' within this radius of a destination point, in metres */
  arrivalRadiusMeters: Scalars['Int']['output'];
  /** temporary tracking: … or below this distance, in metres */
  arrivalSoonMeters: Scalars['Int']['output'];
  /** temporary tracking: 'almost arrived' below this ETA, in minutes */
  arrivalSoonMinutes: Scalars['Int']['output'];
  bankAccounts: Array<BankAccount>;
  category: Maybe<Scalars['String']['output']>;
  companyTag: Maybe<Scalars['String']['output']>;
  domainName: Maybe<Scalars['String']['output']>;
  dsBase: Scalars['Float']['output'];
  dsBonus: Scalars['Float']['output'];
  dsCostAccel: Scalars['Float']['output'];
  dsCostBrake: Scalars['Float']['output'];
  dsCostOverspeed: Scalars['Float']['output'];
  dsCostSharpturn: Scalars['Float']['output'];
  dsInitialBonus: Scalars['Float']['output'];
  dsInitialInterval: Scalars['Int']['output'];
  dsInterval: Scalars['Int']['output'];
  dsIntervalType: Scalars['String']['output'];
  dsMinScoreA: Scalars['Float']['output'];
  dsMinScoreB: Scalars['Float']['output'];
  dsMinScoreC: Scalars['Float']['output'];
  dsMinScoreD: Scalars['Float']['output'];
  email: Maybe<Scalars['String']['output']>;
  faxNo: Maybe<Scalars['String']['output']>;
  /** fleet-order alerts: minutes past a target before an arrival or departure is late (0-1440) */
  fleetLateToleranceMinutes: Scalars['Int']['output'];
  /** fleet-order alerts: a stay at a stop longer than this many minutes is a long stop (5-1440) */
  fleetLongStopMinutes: Scalars['Int']['output'];
  /** fleet-order alerts: metres from the planned leg beyond which the vehicle is off route (100-50000) */
  fleetOffRouteMeters: Scalars['Int']['output'];
  /** Percent of tank capacity. */
  fuelGainAlert: Scalars['Float']['output'];
  fuelLossAlert: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  /** Minutes of engine-on standstill before a vehicle counts as idle. */
  idleTimeout: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  /** driver calls through dashcams that may run at once */
  maxActiveCalls: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Minutes without a packet before a vehicle counts as offline. */
  offlineTimeout: Scalars['Int']['output'];
  /** Minutes of engine-off standstill before a vehicle counts as parked. */
  parkTimeout: Scalars['Int']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  setupNotifCompleted: Scalars['Boolean']['output'];
  showGeocode: Scalars['Boolean']['output'];
  /** fleet tasks: a stop without a geofence is reached within this radius, in metres (20-5000) */
  stopArrivalRadiusMeters: Scalars['Int']['output'];
  /** fleet tasks: a stay at a stop counts as its visit after this many seconds (0-3600) */
  stopDwellSeconds: Scalars['Int']['output'];
  taxNo: Maybe<Scalars['String']['output']>;
  /** IANA zone of every date and time shown to the company: Asia/Jakarta (WIB), Asia/Pontianak (WIB), Asia/Makassar (WITA) or Asia/Jayapura (WIT). */
  timeZone: Scalars['String']['output'];
  /** the track filters applied to every fix at ingest */
  trackFilters: TrackFilters;
};

export type CompanyCategoriesFilter = {
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  srcColumn?: InputMaybe<Scalars['String']['input']>;
  srcTable?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyCategoriesResult = Envelope & {
  data: Maybe<Array<CompanyCategory>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type CompanyCategory = {
  companyId: Scalars['Int']['output'];
  hasRelation: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  srcColumn: Scalars['String']['output'];
  srcTable: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type CompanyCategoryResult = Envelope & {
  data: Maybe<CompanyCategory>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CompanyFilter = {
  /** Only the caller's own company can be read; omitted means the caller's company. */
  id?: InputMaybe<Scalars['Int']['input']>;
};

export type CompanyMapAreaResult = Envelope & {
  data: Maybe<MapArea>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CompanyResult = Envelope & {
  data: Maybe<Company>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CompanyRole = {
  id: Scalars['Int']['output'];
  /** its users are admins (the role holds c2a-setting-user:update) */
  isAdmin: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type CompanyRolesResult = Envelope & {
  data: Maybe<Array<CompanyRole>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A company's support ticket to Armada's platform team. */
export type CompanyTicket = {
  attachments: Array<Scalars['String']['output']>;
  /** device, billing, feature or data */
  category: Scalars['String']['output'];
  /** TK-000042 */
  code: Scalars['String']['output'];
  companyId: Scalars['Int']['output'];
  companyName: Scalars['String']['output'];
  createdByName: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  deviceId: Maybe<Scalars['Int']['output']>;
  health: Maybe<CompanyTicketHealth>;
  id: Scalars['Int']['output'];
  lastActivityOn: Scalars['DateTime']['output'];
  /** The marketplace item a request (lead) is for */
  marketplaceItemId: Maybe<Scalars['String']['output']>;
  /** low, normal, high or urgent */
  priority: Scalars['String']['output'];
  /** The plate or IMEI when the ticket was opened */
  referenceLabel: Maybe<Scalars['String']['output']>;
  /** new, in_progress, waiting_customer or done */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** The platform team answered and the company has not opened it since */
  unreadByCompany: Scalars['Boolean']['output'];
  /** The company wrote and the platform team has not opened it since */
  unreadByPlatform: Scalars['Boolean']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type CompanyTicketDetail = {
  attachments: Array<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  code: Scalars['String']['output'];
  companyId: Scalars['Int']['output'];
  companyName: Scalars['String']['output'];
  createdByName: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  deviceId: Maybe<Scalars['Int']['output']>;
  health: Maybe<CompanyTicketHealth>;
  id: Scalars['Int']['output'];
  lastActivityOn: Scalars['DateTime']['output'];
  marketplaceItemId: Maybe<Scalars['String']['output']>;
  messages: Array<CompanyTicketMessage>;
  priority: Scalars['String']['output'];
  referenceLabel: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  unreadByCompany: Scalars['Boolean']['output'];
  unreadByPlatform: Scalars['Boolean']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

/** The referenced vehicle's or device's health when the ticket was opened. */
export type CompanyTicketHealth = {
  /** Volts, as the device reports it */
  battery: Maybe<Scalars['Float']['output']>;
  lastPacketOn: Maybe<Scalars['DateTime']['output']>;
  lastPositionOn: Maybe<Scalars['DateTime']['output']>;
  /** moving, idle, parked or offline */
  motionStatus: Maybe<Scalars['String']['output']>;
  online: Scalars['Boolean']['output'];
  /** GSM bars 0-4 */
  signal: Maybe<Scalars['Float']['output']>;
};

export type CompanyTicketIdInput = {
  ticketId: Scalars['Int']['input'];
};

/** A reply in a ticket's thread: the company's or the platform team's. */
export type CompanyTicketMessage = {
  /** Upload URLs (/api/uploads/...) */
  attachments: Array<Scalars['String']['output']>;
  authorName: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  fromPlatform: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The status the platform team set with this reply */
  status: Maybe<Scalars['String']['output']>;
};

/** A bell entry of a ticket: the platform team answered or changed its status (the company's), or a company wrote (the platform team's) */
export type CompanyTicketNotice = {
  code: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  /** For the platform console (a company wrote); else for the caller's company (the platform team answered) */
  forPlatform: Scalars['Boolean']['output'];
  lastActivityOn: Scalars['DateTime']['output'];
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  ticketId: Scalars['Int']['output'];
};

export type CompanyTicketNoticesResult = Envelope & {
  data: Maybe<Array<CompanyTicketNotice>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CompanyTicketResult = Envelope & {
  data: Maybe<CompanyTicketDetail>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CompanyTicketsFilterInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** Subject, plate/IMEI, company (console) or ticket number */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyTicketsResult = Envelope & {
  data: Maybe<Array<CompanyTicket>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type CompanyTwoFactorInput = {
  required: Scalars['Boolean']['input'];
};

/** A user of the caller's company on the users page (Pengguna, issue 39). */
export type CompanyUser = {
  /** live sessions */
  activeSessions: Scalars['Int']['output'];
  /** ISO 8601 */
  createdOn: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  /** the role holds c2a-setting-user:update */
  isAdmin: Scalars['Boolean']['output'];
  isDriver: Scalars['Boolean']['output'];
  /** ISO 8601; null when the user never signed in */
  lastSignInOn: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  roleId: Maybe<Scalars['Int']['output']>;
  roleName: Maybe<Scalars['String']['output']>;
  /** the authenticator app is on */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** the login name (a new user's e-mail) */
  username: Scalars['String']['output'];
};

export type CompanyUsersFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** in the name, login name, e-mail or number */
  search?: InputMaybe<Scalars['String']['input']>;
  /** active or inactive */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyUsersResult = Envelope & {
  data: Maybe<Array<CompanyUser>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type ConfirmTotpInput = {
  /** six digits from the authenticator app */
  code: Scalars['String']['input'];
};

/** A consignee's tracking link as operators see it on the DO: sent, opened, expired. */
export type ConsigneeLinkStatus = {
  expiresOn: Scalars['DateTime']['output'];
  fleetTaskId: Scalars['Int']['output'];
  isExpired: Scalars['Boolean']['output'];
  lastOpenedOn: Maybe<Scalars['DateTime']['output']>;
  messages: Array<ConsigneeMessage>;
  openCount: Scalars['Int']['output'];
  recipientName: Scalars['String']['output'];
  recipientPhone: Scalars['String']['output'];
  sentOn: Scalars['DateTime']['output'];
};

/** A WhatsApp message the consignee was sent: kind tracking-link, arrival-soon, arrived, delivered or delivery-failed. */
export type ConsigneeMessage = {
  createdOn: Scalars['DateTime']['output'];
  kind: Scalars['String']['output'];
  /** queued, sending, stored, sent, delivered, read or failed */
  status: Scalars['String']['output'];
  updatedOn: Scalars['DateTime']['output'];
};

export type ConsoleReplyCompanyTicketInput = {
  attachments?: InputMaybe<Array<Scalars['String']['input']>>;
  body: Scalars['String']['input'];
  /** The ticket's status after this answer */
  status: Scalars['String']['input'];
  ticketId: Scalars['Int']['input'];
};

export type ContactLocation = {
  address: LatLng;
  fullName: Scalars['String']['output'];
  id: Maybe<ContactLocationId>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** GOOGLE (places service) or MEP_MASTER_DATA (saved address) */
  type: Scalars['String']['output'];
};

export type ContactLocationId = {
  /** a places-service place id */
  googleValue: Maybe<Scalars['String']['output']>;
  /** a saved address (geofence) id */
  masterDataValue: Maybe<Scalars['Int']['output']>;
};

export type ContactLocationInput = {
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** a place id (text) or a saved address id (integer or numeric text; ID accepts both) */
  id?: InputMaybe<Scalars['ID']['input']>;
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type ContactMessageState = {
  kind: Scalars['String']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  /** the outbox message (resendWhatsAppMessage takes it when status is failed) */
  messageId: Scalars['Int']['output'];
  /** queued, sending, stored (WhatsApp not configured, nothing sent), sent, delivered, read or failed */
  status: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

export type ControlTowerCountsResult = Envelope & {
  data: Maybe<Array<ControlTowerQueueCount>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** An exception of the control tower: what went wrong, its links, who handles it and its SLA. */
export type ControlTowerException = {
  address: Maybe<Scalars['String']['output']>;
  alertCode: Maybe<Scalars['Int']['output']>;
  alertTime: Maybe<Scalars['DateTime']['output']>;
  contactLabel: Maybe<Scalars['String']['output']>;
  /** CONSIGNEE_COMPLAINT: the recipient's WhatsApp conversation (the inbox's), who wrote, the message and when */
  conversationId: Maybe<Scalars['Int']['output']>;
  documentNumber: Maybe<Scalars['String']['output']>;
  documentType: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  expiresOn: Maybe<Scalars['String']['output']>;
  firstSeenOn: Scalars['DateTime']['output'];
  /** FT-000123 */
  fleetTaskCode: Maybe<Scalars['String']['output']>;
  fleetTaskId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** OFFLINE_ON_TASK: the device's last packet */
  lastPacket: Maybe<Scalars['DateTime']['output']>;
  licensePlate: Maybe<Scalars['String']['output']>;
  message: Maybe<Scalars['String']['output']>;
  messageTime: Maybe<Scalars['DateTime']['output']>;
  notes: Scalars['String']['output'];
  ownerId: Maybe<Scalars['Int']['output']>;
  ownerName: Maybe<Scalars['String']['output']>;
  /** LATE_STOP, OFF_ROUTE, LONG_STOP, SPEEDING, FATIGUE, OFFLINE_ON_TASK, DOCUMENT_EXPIRED, SERVICE_OVERDUE, FUEL_DRAIN, CONSIGNEE_COMPLAINT */
  queue: Scalars['String']['output'];
  rawAlertId: Maybe<Scalars['Int']['output']>;
  serviceItem: Maybe<Scalars['String']['output']>;
  servicePlan: Maybe<Scalars['String']['output']>;
  slaBreached: Scalars['Boolean']['output'];
  /** firstSeenOn plus the company's SLA minutes */
  slaDueOn: Scalars['DateTime']['output'];
  /** BARU, DITANGANI or SELESAI */
  status: Scalars['String']['output'];
  /** LATE_STOP: the stop's target arrival */
  targetArrival: Maybe<Scalars['DateTime']['output']>;
  updatedOn: Scalars['DateTime']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type ControlTowerExceptionIdInput = {
  exceptionId: Scalars['Int']['input'];
};

export type ControlTowerExceptionResult = Envelope & {
  data: Maybe<ControlTowerException>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ControlTowerExceptionsFilterInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  queue?: InputMaybe<Scalars['String']['input']>;
  show?: InputMaybe<Scalars['Int']['input']>;
  /** OPEN (baru and ditangani, the default) or SELESAI */
  view?: InputMaybe<Scalars['String']['input']>;
};

export type ControlTowerExceptionsResult = Envelope & {
  data: Maybe<Array<ControlTowerException>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type ControlTowerQueueCount = {
  /** of those, past the SLA */
  breached: Scalars['Int']['output'];
  /** baru and ditangani */
  open: Scalars['Int']['output'];
  queue: Scalars['String']['output'];
};

/** A queue's own SLA */
export type ControlTowerQueueSla = {
  minutes: Scalars['Int']['output'];
  queue: Scalars['String']['output'];
};

export type ControlTowerQueueSlaInput = {
  minutes: Scalars['Int']['input'];
  queue: Scalars['String']['input'];
};

/** What counts as an exception in the company */
export type ControlTowerSettings = {
  alertWindowHours: Scalars['Int']['output'];
  lateMinutes: Scalars['Int']['output'];
  offlineMinutes: Scalars['Int']['output'];
  /** the queues with their own SLA minutes */
  queueSlaMinutes: Array<ControlTowerQueueSla>;
  /** the SLA of a queue without its own */
  slaMinutes: Scalars['Int']['output'];
};

export type ControlTowerSettingsInput = {
  alertWindowHours: Scalars['Int']['input'];
  lateMinutes: Scalars['Int']['input'];
  offlineMinutes: Scalars['Int']['input'];
  /** the queues with their own SLA minutes (none: every queue has slaMinutes) */
  queueSlaMinutes?: InputMaybe<Array<ControlTowerQueueSlaInput>>;
  slaMinutes: Scalars['Int']['input'];
};

export type ControlTowerSettingsResult = Envelope & {
  data: Maybe<ControlTowerSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CorrectVehicleMetersInput = {
  engineHours?: InputMaybe<Scalars['Float']['input']>;
  odometerKm: Scalars['Float']['input'];
  vehicleId: Scalars['Int']['input'];
};

/** What a cost pays for: FUEL (BBM), TOLL (Tol), ALLOWANCE (uang jalan), TAX (Pajak), INSURANCE (Asuransi), FINE (Denda), MAINTENANCE (Perawatan), OTHER (Lainnya). */
export type CostCategory =
  | 'allowance'
  | 'fine'
  | 'fuel'
  | 'insurance'
  | 'maintenance'
  | 'other'
  | 'tax'
  | 'toll';

export type CostCategoryAmount = {
  amount: Scalars['Float']['output'];
  category: CostCategory;
};

export type CostEntriesResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<CostEntry>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type CostEntry = {
  /** Whole Rupiah; for fuel, litres × price per litre */
  amount: Scalars['Float']['output'];
  category: CostCategory;
  costEntryId: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  etollCard: Maybe<Scalars['String']['output']>;
  /** Written by a settled driver allowance's receipt: it follows the allowance and is not edited on its own */
  fromAllowance: Scalars['Boolean']['output'];
  licensePlate: Scalars['String']['output'];
  litres: Maybe<Scalars['Float']['output']>;
  odometerKm: Maybe<Scalars['Float']['output']>;
  pricePerLitre: Maybe<Scalars['Float']['output']>;
  spentAt: Scalars['DateTime']['output'];
  station: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['DateTime']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type CostEntryIdInput = {
  costEntryId: Scalars['Int']['input'];
};

export type CostEntryInput = {
  /** Required except for fuel, whose amount is litres × price per litre */
  amount?: InputMaybe<Scalars['Float']['input']>;
  category: CostCategory;
  description?: InputMaybe<Scalars['String']['input']>;
  etollCard?: InputMaybe<Scalars['String']['input']>;
  litres?: InputMaybe<Scalars['Float']['input']>;
  odometerKm?: InputMaybe<Scalars['Float']['input']>;
  pricePerLitre?: InputMaybe<Scalars['Float']['input']>;
  spentAt: Scalars['DateTime']['input'];
  station?: InputMaybe<Scalars['String']['input']>;
  vehicleId: Scalars['Int']['input'];
};

export type CostEntryResult = Envelope & {
  data: Maybe<CostEntry>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CostFilterInput = {
  category?: InputMaybe<CostCategory>;
  /** Start of the range (inclusive) */
  from: Scalars['DateTime']['input'];
  /** End of the range (exclusive); at most 366 days after from */
  to: Scalars['DateTime']['input'];
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CostSummary = {
  byCategory: Array<CostCategoryAmount>;
  fleet: CostTotals;
  vehicles: Array<VehicleCostTotals>;
};

export type CostSummaryResult = Envelope & {
  data: Maybe<CostSummary>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Cost per km and fuel efficiency; the per-km figures are null when nothing was driven. */
export type CostTotals = {
  costPerKm: Maybe<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  kmPerLitre: Maybe<Scalars['Float']['output']>;
  litres: Scalars['Float']['output'];
  litresPer100Km: Maybe<Scalars['Float']['output']>;
  total: Scalars['Float']['output'];
};

export type CreateAlertRulesInput = {
  templates: Array<AlertRuleTemplateSelection>;
};

export type CreateAlertRulesResult = Envelope & {
  data: Maybe<Array<CreatedAlertRule>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type CreateApiKeyInput = {
  accessKeys: Array<Scalars['String']['input']>;
  allowedCidrs?: InputMaybe<Array<Scalars['String']['input']>>;
  expiresOn?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
};

export type CreateCompanyCategoryInput = {
  srcColumn: Scalars['String']['input'];
  srcTable: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type CreateCompanyTicketInput = {
  attachments?: InputMaybe<Array<Scalars['String']['input']>>;
  category: Scalars['String']['input'];
  description: Scalars['String']['input'];
  deviceId?: InputMaybe<Scalars['Int']['input']>;
  priority?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateDeliveryOrderInput = {
  billedCustomerName?: InputMaybe<Scalars['String']['input']>;
  customFields?: InputMaybe<Array<CustomFieldInput>>;
  customerName: Scalars['String']['input'];
  deliveryWindow?: InputMaybe<TimeWindowInput>;
  destination: DeliveryAddressInput;
  destinationContactName?: InputMaybe<Scalars['String']['input']>;
  /** An Indonesian phone number (08…, 62…, +62…) */
  destinationContactPhone?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  origin: DeliveryAddressInput;
  pickupWindow?: InputMaybe<TimeWindowInput>;
  /** Absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  /** Skills the carrying vehicle must hold; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
  shipmentNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CreateDeliveryOrdersFromSalesOrderInput = {
  salesOrderId: Scalars['Int']['input'];
  shipments: Array<SalesOrderShipmentInput>;
};

export type CreateDeliveryRequestInput = {
  deliveryWindow?: InputMaybe<TimeWindowInput>;
  destination: DeliveryAddressInput;
  items: Array<DeliveryItemInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  origin: DeliveryAddressInput;
  requesterKind: DeliveryRequesterKind;
  requesterName: Scalars['String']['input'];
  /** An Indonesian phone number (08…, 62…, +62…) */
  requesterPhone: Scalars['String']['input'];
};

export type CreateDeliveryTemplateInput = {
  customerName: Scalars['String']['input'];
  defaultDriverId?: InputMaybe<Scalars['Int']['input']>;
  defaultVehicleId?: InputMaybe<Scalars['Int']['input']>;
  deliveryWindow?: InputMaybe<DailyWindowInput>;
  destination: DeliveryAddressInput;
  endsOn?: InputMaybe<Scalars['String']['input']>;
  horizonDays: Scalars['Int']['input'];
  items?: InputMaybe<Array<DeliveryItemInput>>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  origin: DeliveryAddressInput;
  pickupWindow?: InputMaybe<DailyWindowInput>;
  /** Copied onto its orders; absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  /** Skills the vehicle carrying its orders must hold, copied onto them; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
  schedule: ScheduleRuleInput;
  skipHolidays?: InputMaybe<Scalars['Boolean']['input']>;
  startsOn: Scalars['String']['input'];
};

export type CreateDeviceInput = {
  activeOn?: InputMaybe<Scalars['DateTime']['input']>;
  deviceCode?: InputMaybe<Scalars['String']['input']>;
  deviceName?: InputMaybe<Scalars['String']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  imei: Scalars['String']['input'];
  /** GT06: take packets with a wrong CRC or length byte */
  lenientFraming?: InputMaybe<Scalars['Boolean']['input']>;
  /** a GT06 model; "" clears it */
  model?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  vendorType: Scalars['String']['input'];
};

export type CreateDocumentInput = {
  driverId?: InputMaybe<Scalars['Int']['input']>;
  /** Empty: the issue day plus the type's validity */
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  issuedOn: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  /** Upload URLs from POST /api/documents/uploads (new ones) or already on the document; at most 10; missing: none */
  scanUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  type: DocumentType;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateDriverInput = {
  /** The RFID card or iButton number the vehicle's reader sends; unique in the company. */
  driverCardId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullname: Scalars['String']['input'];
  /** Indonesian number; stored in E.164. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
};

export type CreateFleetTaskInput = {
  coDriverId?: InputMaybe<Scalars['Int']['input']>;
  departureTime: Scalars['DateTime']['input'];
  driverId?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  stops: Array<FleetTaskStopInput>;
  vehicleId: Scalars['Int']['input'];
};

export type CreateGeofenceInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  breakEnd?: InputMaybe<Scalars['String']['input']>;
  breakStart?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  circData?: InputMaybe<CircleDataInput>;
  city?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  fenceName: Scalars['String']['input'];
  isAlert?: InputMaybe<Scalars['Boolean']['input']>;
  isBillingAddr?: InputMaybe<Scalars['Boolean']['input']>;
  isDepot?: InputMaybe<Scalars['Boolean']['input']>;
  isGarage?: InputMaybe<Scalars['Boolean']['input']>;
  isServiceLoc?: InputMaybe<Scalars['Boolean']['input']>;
  /** Own (default) or Customer */
  ownership?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  /** At least 3 distinct [lat, lng] points; edges must not cross. */
  polyData?: InputMaybe<Array<Array<Scalars['Float']['input']>>>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  serviceEnd?: InputMaybe<Scalars['String']['input']>;
  serviceLocType?: InputMaybe<Scalars['String']['input']>;
  serviceStart?: InputMaybe<Scalars['String']['input']>;
  /** C circle (with circData) or P polygon (with polyData) */
  type: Scalars['String']['input'];
};

export type CreateInvoiceDraftInput = {
  customerName: Scalars['String']['input'];
  deliveryOrderIds: Array<Scalars['Int']['input']>;
  from: Scalars['DateTime']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Orders without proof of delivery invoiced anyway, each with its reason */
  podOverrides?: InputMaybe<Array<PodOverrideInput>>;
  serviceType: ServiceType;
  to: Scalars['DateTime']['input'];
  /** The customer withholds PPh 23 at the company's rate; omitted: as on the customer's last invoice, else true */
  withholdPph23?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateLandMeasurementInput = {
  endTime?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  points?: InputMaybe<Array<LandPointInput>>;
  /** tapped (with points) or track (with vehicleId, startTime and endTime: the server reads the track) */
  source: Scalars['String']['input'];
  startTime?: InputMaybe<Scalars['String']['input']>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateRoutePlanInput = {
  /** Spread the work over the vehicles, shortening the longest route, instead of using the fewest (default false) */
  balanceRoutes?: InputMaybe<Scalars['Boolean']['input']>;
  /** The drivers' breaks (Istirahat); absent: none */
  breaks?: InputMaybe<BreakRuleInput>;
  /** The company day whose confirmed orders (by delivery window) are planned */
  day: Scalars['String']['input'];
  /** Plan these confirmed orders instead of the day's */
  deliveryOrderIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  depot: DeliveryAddressInput;
  /** MANUAL: road over great-circle distance, default 1.3 */
  detourFactor?: InputMaybe<Scalars['Float']['input']>;
  /** Minutes at each stop, default 10 */
  serviceMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** HH:MM */
  shiftEnd: Scalars['String']['input'];
  /** HH:MM */
  shiftStart: Scalars['String']['input'];
  /** MANUAL: average speed, default 30 km/h */
  speedKmh?: InputMaybe<Scalars['Float']['input']>;
  /** The solver's budget, default 10, at most 60 seconds */
  timeLimitSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Apply the traffic of each hour of day to the arrivals (the fleet's hours, else the default rush hours) */
  traffic?: InputMaybe<Scalars['Boolean']['input']>;
  /** AUTO (default unless a detour factor or speed is given): the fleet's history or the road router */
  travelEstimate?: InputMaybe<RouteTravelEstimate>;
  vehicles: Array<RoutePlanVehicleInput>;
};

export type CreateSalesOrderInput = {
  billedCustomerName?: InputMaybe<Scalars['String']['input']>;
  customerName: Scalars['String']['input'];
  destination: DeliveryAddressInput;
  destinationContactName?: InputMaybe<Scalars['String']['input']>;
  /** An Indonesian phone number (08…, 62…, +62…) */
  destinationContactPhone?: InputMaybe<Scalars['String']['input']>;
  lines: Array<SalesOrderLineInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  orderDate: Scalars['String']['input'];
  /** Copied onto its delivery orders; absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  requestedDeliveryWindow?: InputMaybe<TimeWindowInput>;
  /** Skills the vehicle carrying its delivery orders must hold, copied onto them; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
};

export type CreateServiceOrderInput = {
  costLines?: InputMaybe<Array<ServiceCostLineInput>>;
  extraServices?: InputMaybe<Array<Scalars['String']['input']>>;
  location: ServiceLocation;
  notes?: InputMaybe<Scalars['String']['input']>;
  personInCharge: Scalars['String']['input'];
  /** The vehicle's plan items this order services; finishing it resets them */
  planItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  scheduledDay: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
  workshopName?: InputMaybe<Scalars['String']['input']>;
};

export type CreateServicePlanInput = {
  items: Array<ServicePlanItemInput>;
  name: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type CreateTemporaryLiveViewResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  temporaryLiveView: Maybe<CreatedTemporaryLiveView>;
};

/** Either a vehicle or a driver. */
export type CreateUnavailabilityInput = {
  driverId?: InputMaybe<Scalars['Int']['input']>;
  fromDay: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: UnavailabilityReason;
  toDay: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateUserInput = {
  /** the user's login name too; unique */
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  roleId: Scalars['Int']['input'];
};

export type CreateVehicleInput = {
  boxType?: InputMaybe<Scalars['String']['input']>;
  /** A dashcam beside the tracker: a spare JT/T 808 device of the company, or a new one (then cameraVendorType is required). */
  cameraImei?: InputMaybe<Scalars['String']['input']>;
  /** jt808, bsj, vss-howen or jc */
  cameraVendorType?: InputMaybe<Scalars['String']['input']>;
  carrosserie?: InputMaybe<Scalars['String']['input']>;
  chassisNumber?: InputMaybe<Scalars['String']['input']>;
  deviceCode?: InputMaybe<Scalars['String']['input']>;
  /** Device.lenientFraming of the vehicle's device. */
  deviceLenientFraming?: InputMaybe<Scalars['Boolean']['input']>;
  /** GT06 model of the device (Device.model); "" clears it. */
  deviceModel?: InputMaybe<Scalars['String']['input']>;
  door1?: InputMaybe<Scalars['Boolean']['input']>;
  door2?: InputMaybe<Scalars['Boolean']['input']>;
  driver1Id?: InputMaybe<Scalars['Int']['input']>;
  driver2Id?: InputMaybe<Scalars['Int']['input']>;
  fuelCapacity?: InputMaybe<Scalars['Float']['input']>;
  fuelEfficiency?: InputMaybe<Scalars['Float']['input']>;
  garageId?: InputMaybe<Scalars['Int']['input']>;
  hourmeter?: InputMaybe<Scalars['Float']['input']>;
  hullNo?: InputMaybe<Scalars['String']['input']>;
  idleDuration?: InputMaybe<Scalars['Int']['input']>;
  /** A spare device of the company, or a new device (then vendorType is required). */
  imei?: InputMaybe<Scalars['String']['input']>;
  licensePlate: Scalars['String']['input'];
  machineNumber?: InputMaybe<Scalars['String']['input']>;
  odometer?: InputMaybe<Scalars['Float']['input']>;
  parkingDuration?: InputMaybe<Scalars['Int']['input']>;
  /** SIM number of the device. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  phoneTracking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Replaces the vehicle's sensors. */
  sensors?: InputMaybe<Array<VehicleSensorInput>>;
  /** Replaces the list when given */
  skills?: InputMaybe<Array<VehicleSkill>>;
  sourceMode?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  thermoType?: InputMaybe<Scalars['String']['input']>;
  tonnage?: InputMaybe<Scalars['Float']['input']>;
  vehicleTypeId?: InputMaybe<Scalars['Int']['input']>;
  vendorType?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the vehicle's groups. */
  vgroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  volume?: InputMaybe<Scalars['Float']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateVehicleTypeInput = {
  category: Scalars['String']['input'];
  fuelEfficiency?: InputMaybe<Scalars['Float']['input']>;
  fuelTypeId?: InputMaybe<Scalars['Int']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  manufacturer: Scalars['String']['input'];
  model: Scalars['String']['input'];
  tonnage?: InputMaybe<Scalars['Float']['input']>;
  transmissionType?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  volume?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateVgroupInput = {
  name: Scalars['String']['input'];
  vehicleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type CreateWebhookInput = {
  events: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type CreatedAlertRule = {
  alertCode: Scalars['Int']['output'];
  alertRuleId: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  maxThreshold: Maybe<Scalars['Float']['output']>;
  minThreshold: Maybe<Scalars['Float']['output']>;
};

export type CreatedApiKey = {
  id: Scalars['Int']['output'];
  prefix: Scalars['String']['output'];
  /** The whole secret: shown once, never stored */
  secret: Scalars['String']['output'];
};

export type CreatedApiKeyResult = Envelope & {
  data: Maybe<CreatedApiKey>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type CreatedTemporaryLiveView = {
  accessToken: Scalars['String']['output'];
  shortKey: Scalars['String']['output'];
  temporaryLvId: Scalars['Int']['output'];
};

export type CreatedWebhook = {
  id: Scalars['Int']['output'];
  /** The whole signing secret: shown once */
  secret: Scalars['String']['output'];
  secretPrefix: Scalars['String']['output'];
};

export type CreatedWebhookResult = Envelope & {
  data: Maybe<CreatedWebhook>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Page totals with the ids of the first and last vehicle of the page as cursors. */
export type CursorPagination = {
  endCursor: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  show: Scalars['Int']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type CustomField = {
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type CustomFieldInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A window of the day, times of day (08:00) in the company's time zone; either end may be open. */
export type DailyWindow = {
  end: Maybe<Scalars['String']['output']>;
  start: Maybe<Scalars['String']['output']>;
};

export type DailyWindowInput = {
  end?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
};

export type DateRangeInput = {
  endDate: Scalars['DateTime']['input'];
  startDate: Scalars['DateTime']['input'];
};

export type DeleteAlertRuleInput = {
  alertRuleId: Scalars['Int']['input'];
};

export type DeleteAlertRulesInput = {
  alertRuleIds: Array<Scalars['Int']['input']>;
};

export type DeleteBankAccountInput = {
  bankAccountId: Scalars['Int']['input'];
};

export type DeleteBankAccountResult = Envelope & {
  data: Maybe<BankAccount>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeleteDeviceInput = {
  id: Scalars['Int']['input'];
};

export type DeleteDriverAssignmentInput = {
  id: Scalars['Int']['input'];
};

export type DeleteGeofenceInput = {
  geofenceId: Scalars['Int']['input'];
};

export type DeleteLandMeasurementResult = Envelope & {
  data: Maybe<LandMeasurementIdPayload>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeletePasskeyInput = {
  id: Scalars['Int']['input'];
  password: Scalars['String']['input'];
};

export type DeleteTemporaryLiveViewInput = {
  temporaryLvId: Scalars['Int']['input'];
};

export type DeleteVehicleInput = {
  id: Scalars['Int']['input'];
};

export type DeleteVehicleResult = Envelope & {
  data: Maybe<DeletedVehicle>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeleteVgroupInput = {
  id: Scalars['Int']['input'];
};

export type DeletedVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
};

export type DeliverStopInput = {
  actionId: Scalars['String']['input'];
  at: Scalars['DateTime']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** From POST /api/driver/uploads */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  receiverName?: InputMaybe<Scalars['String']['input']>;
  /** From POST /api/driver/uploads */
  signatureUrl?: InputMaybe<Scalars['String']['input']>;
  stopId: Scalars['Int']['input'];
};

export type DeliveriesOfDay = {
  canceled: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
};

/** An address with its point, optionally one of the company's saved geofences. */
export type DeliveryAddress = {
  address: Scalars['String']['output'];
  geofenceId: Maybe<Scalars['Int']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type DeliveryAddressInput = {
  address: Scalars['String']['input'];
  geofenceId?: InputMaybe<Scalars['Int']['input']>;
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

export type DeliveryItem = {
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  volumeM3: Scalars['Float']['output'];
  weightKg: Scalars['Float']['output'];
};

export type DeliveryItemInput = {
  name: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  volumeM3: Scalars['Float']['input'];
  weightKg: Scalars['Float']['input'];
};

export type DeliveryOrder = {
  billedCustomerName: Maybe<Scalars['String']['output']>;
  /** DO-000123 */
  code: Scalars['String']['output'];
  /** The consignee's tracking links of the order, newest first (one per started fleet task); read per order, so ask for it on one order, not a list */
  consigneeLinks: Maybe<Array<ConsigneeLinkStatus>>;
  createdOn: Scalars['DateTime']['output'];
  customFields: Array<CustomField>;
  customerName: Scalars['String']['output'];
  deliveryOrderId: Scalars['Int']['output'];
  deliveryWindow: TimeWindow;
  destination: DeliveryAddress;
  /** Who receives the goods; their WhatsApp gets the tracking link when the order's task starts */
  destinationContactName: Maybe<Scalars['String']['output']>;
  /** E.164 */
  destinationContactPhone: Maybe<Scalars['String']['output']>;
  /** The fleet task the order is on (not canceled), if any */
  fleetTaskId: Maybe<Scalars['Int']['output']>;
  items: Array<DeliveryItem>;
  notes: Maybe<Scalars['String']['output']>;
  origin: DeliveryAddress;
  pickupWindow: TimeWindow;
  /** The route planner keeps higher priorities when not every order fits */
  priority: OrderPriority;
  /** Skills the vehicle carrying the order must hold (the route planner's rule) */
  requiredSkills: Array<VehicleSkill>;
  /** SO-000123 */
  salesOrderCode: Maybe<Scalars['String']['output']>;
  /** The sales order it was made from (Buat DO), if any */
  salesOrderId: Maybe<Scalars['Int']['output']>;
  shipmentNumber: Maybe<Scalars['String']['output']>;
  status: DeliveryOrderStatus;
  /** Each status the order moved to after it was made, oldest first; read per order, so ask for it on one order, not a list */
  statusHistory: Maybe<Array<DeliveryOrderStatusChange>>;
  /** Total of the items' volume × quantity, m³ */
  totalVolumeM3: Scalars['Float']['output'];
  /** Total of the items' weight × quantity, kg */
  totalWeightKg: Scalars['Float']['output'];
  updatedOn: Scalars['DateTime']['output'];
};

export type DeliveryOrderIdInput = {
  deliveryOrderId: Scalars['Int']['input'];
};

export type DeliveryOrderResult = Envelope & {
  data: Maybe<DeliveryOrder>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A delivery order's status: DRAFT (Draf), CONFIRMED (Dikonfirmasi), SCHEDULED (Dijadwalkan), IN_PROGRESS (Dijalankan), PICKED_UP (Diambil), DELIVERED (Terkirim), FAILED (Gagal), CANCELED (Dibatalkan). */
export type DeliveryOrderStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'DRAFT'
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'PICKED_UP'
  | 'SCHEDULED';

/** A move of a delivery order's status (by a planner, its task, a stop's visit or the driver) */
export type DeliveryOrderStatusChange = {
  changedOn: Scalars['DateTime']['output'];
  fromStatus: DeliveryOrderStatus;
  toStatus: DeliveryOrderStatus;
};

export type DeliveryOrdersFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Code, customer, shipment number or address contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DeliveryOrderStatus>;
};

export type DeliveryOrdersResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<DeliveryOrder>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

export type DeliveryReport = {
  canceled: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  endDate: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  onTimeRate: Maybe<Scalars['Float']['output']>;
  perCustomer: Array<OnTimeRate>;
  perDay: Array<DeliveriesOfDay>;
  perDriver: Array<OnTimeRate>;
  perVehicle: Array<OnTimeRate>;
  startDate: Scalars['String']['output'];
  /** More orders ended in the period than the report reads; the figures cover the first ones */
  truncated: Scalars['Boolean']['output'];
};

/** Company days, first and last included, at most 31 days. */
export type DeliveryReportInput = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type DeliveryReportResult = Envelope & {
  data: Maybe<DeliveryReport>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeliveryRequest = {
  /** RQ-000123 */
  code: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  decidedOn: Maybe<Scalars['DateTime']['output']>;
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  /** The DO it was approved into */
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  deliveryOrderStatus: Maybe<DeliveryOrderStatus>;
  deliveryRequestId: Scalars['Int']['output'];
  deliveryWindow: TimeWindow;
  destination: DeliveryAddress;
  items: Array<DeliveryItem>;
  notes: Maybe<Scalars['String']['output']>;
  origin: DeliveryAddress;
  rejectionReason: Maybe<Scalars['String']['output']>;
  requesterKind: DeliveryRequesterKind;
  requesterName: Scalars['String']['output'];
  /** E.164 */
  requesterPhone: Scalars['String']['output'];
  status: DeliveryRequestStatus;
};

export type DeliveryRequestIdInput = {
  deliveryRequestId: Scalars['Int']['input'];
};

export type DeliveryRequestResult = Envelope & {
  data: Maybe<DeliveryRequest>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A delivery request's status: NEW (Baru), APPROVED (Disetujui), REJECTED (Ditolak). */
export type DeliveryRequestStatus =
  | 'APPROVED'
  | 'NEW'
  | 'REJECTED';

/** Who asks for a delivery: a customer or a branch. */
export type DeliveryRequesterKind =
  | 'BRANCH'
  | 'CUSTOMER';

export type DeliveryRequestsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Code, requester, phone or address contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DeliveryRequestStatus>;
};

export type DeliveryRequestsResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<DeliveryRequest>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

export type DeliveryTemplate = {
  createdOn: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  /** The driver of that route when the planner chose none */
  defaultDriverId: Maybe<Scalars['Int']['output']>;
  /** A route plan with this vehicle puts the template's orders on its route */
  defaultVehicleId: Maybe<Scalars['Int']['output']>;
  deliveryTemplateId: Scalars['Int']['output'];
  deliveryWindow: Maybe<DailyWindow>;
  destination: DeliveryAddress;
  /** Last day, YYYY-MM-DD; null: no end */
  endsOn: Maybe<Scalars['String']['output']>;
  /** How many days ahead the orders are made (1–30) */
  horizonDays: Scalars['Int']['output'];
  items: Array<DeliveryItem>;
  name: Scalars['String']['output'];
  /** The next days the schedule falls on (from today, up to five) */
  nextOccurrences: Array<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  /** The orders it made from a week ago on, soonest first */
  orders: Array<TemplateDeliveryOrder>;
  origin: DeliveryAddress;
  pickupWindow: Maybe<DailyWindow>;
  /** The route planner's priority, copied onto its orders */
  priority: OrderPriority;
  /** Skills the vehicle carrying its orders must hold, copied onto them */
  requiredSkills: Array<VehicleSkill>;
  schedule: ScheduleRule;
  /** Leaves out Indonesia's national holidays */
  skipHolidays: Scalars['Boolean']['output'];
  /** First day an order may be for, YYYY-MM-DD */
  startsOn: Scalars['String']['output'];
  status: DeliveryTemplateStatus;
  updatedOn: Scalars['DateTime']['output'];
};

export type DeliveryTemplateIdInput = {
  deliveryTemplateId: Scalars['Int']['input'];
};

export type DeliveryTemplateResult = Envelope & {
  data: Maybe<DeliveryTemplate>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** ACTIVE (Aktif): makes its orders; PAUSED (Dijeda): makes none until resumed. */
export type DeliveryTemplateStatus =
  | 'ACTIVE'
  | 'PAUSED';

export type DeliveryTemplateStatusInput = {
  deliveryTemplateId: Scalars['Int']['input'];
  status: DeliveryTemplateStatus;
};

export type DeliveryTemplatesFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Name or customer contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DeliveryTemplateStatus>;
};

export type DeliveryTemplatesResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<DeliveryTemplate>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

/** A GPS tracker or dashcam. Its IMEI is unique across the whole system. */
export type Device = {
  activeOn: Maybe<Scalars['DateTime']['output']>;
  companyId: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  deviceCode: Maybe<Scalars['String']['output']>;
  deviceName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  identifier: Maybe<Scalars['String']['output']>;
  imei: Scalars['String']['output'];
  /** When its vehicle last heard from a device (the vehicle's latest status); null for a spare or a silent one. */
  lastPacket: Maybe<Scalars['DateTime']['output']>;
  /** GT06: packets with a wrong CRC or length byte are taken (buggy firmware), not dropped */
  lenientFraming: Scalars['Boolean']['output'];
  /** GT06 model whose frame layouts the gateway follows (standard, lw4g, seeworld, ...); null = standard */
  model: Maybe<Scalars['String']['output']>;
  /** SIM number, E.164. */
  phoneNo: Maybe<Scalars['String']['output']>;
  /** tracker or camera: the vehicle's slot the device fills; null for a spare device. */
  slot: Maybe<Scalars['String']['output']>;
  /** active or inactive; the gateways refuse an inactive device's packets */
  status: Scalars['String']['output'];
  /** The vehicle the device is fitted to; null for a spare device. */
  vehicle: Maybe<DeviceVehicle>;
  /** gt06, osmand, bsj, vss-howen or jc */
  vendorType: Scalars['String']['output'];
};

/** A command sent to a vehicle's GT06 tracker and the device's answer. */
export type DeviceCommand = {
  /** The device's answer, once answered */
  answer: Maybe<Scalars['String']['output']>;
  answeredOn: Maybe<Scalars['DateTime']['output']>;
  createdOn: Scalars['DateTime']['output'];
  /** Unanswered by then, the command expires */
  expiresOn: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** locate, engineCut, engineRestore, reboot or custom */
  kind: Scalars['String']['output'];
  sentOn: Maybe<Scalars['DateTime']['output']>;
  /** queued (waiting for the device), sent, answered, expired or failed (the connection dropped while sending) */
  status: Scalars['String']['output'];
  /** What the device receives, e.g. WHERE# */
  text: Scalars['String']['output'];
  /** Who sent it */
  user: Maybe<VehicleAuditUser>;
  vehicleId: Scalars['Int']['output'];
};

export type DeviceCommandResult = Envelope & {
  data: Maybe<DeviceCommand>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeviceCommandsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  vehicleId: Scalars['Int']['input'];
};

export type DeviceCommandsResult = Envelope & {
  data: Maybe<Array<DeviceCommand>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A tracker's own state (packages/domain deviceHealthOf): values outside a plausible range are left out. */
export type DeviceHealth = {
  /** Internal battery, 0-100 %. */
  batteryPercent: Maybe<Scalars['Float']['output']>;
  /** Internal battery volts, sent instead of a level by some firmwares. */
  batteryVolts: Maybe<Scalars['Float']['output']>;
  /** Charging from the vehicle's power. */
  charging: Maybe<Scalars['Boolean']['output']>;
  /** The vehicle's power supply in volts. */
  externalVolts: Maybe<Scalars['Float']['output']>;
  /** GSM signal in bars, 0 (none) to 4 (strong). */
  gsmSignal: Maybe<Scalars['Int']['output']>;
  satellites: Maybe<Scalars['Int']['output']>;
  /** When the last status report came. */
  statusTime: Maybe<Scalars['DateTime']['output']>;
};

/** A device taken from one vehicle to another, or to or from the spares. */
export type DeviceMove = {
  deviceId: Scalars['Int']['output'];
  fromLicensePlate: Maybe<Scalars['String']['output']>;
  /** null: the device was a spare */
  fromVehicleId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  movedAt: Scalars['DateTime']['output'];
  movedBy: Maybe<DeviceMoveUser>;
  toLicensePlate: Maybe<Scalars['String']['output']>;
  /** null: the device became a spare */
  toVehicleId: Maybe<Scalars['Int']['output']>;
};

export type DeviceMoveUser = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type DeviceMovesFilter = {
  deviceId: Scalars['Int']['input'];
  pagination?: InputMaybe<PaginationInput>;
};

export type DeviceMovesResult = Envelope & {
  data: Maybe<Array<DeviceMove>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type DeviceResult = Envelope & {
  data: Maybe<Device>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DeviceVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
};

export type DevicesFilter = {
  /** true: only devices fitted to a vehicle; false: only spare devices. */
  isAttached?: InputMaybe<Scalars['Boolean']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** IMEI, identifier, name, code or SIM number. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  vendorType?: InputMaybe<Scalars['String']['input']>;
};

export type DevicesResult = Envelope & {
  data: Maybe<Array<Device>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type DisableTotpInput = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type DocumentIdInput = {
  documentId: Scalars['Int']['input'];
};

export type DocumentResult = Envelope & {
  data: Maybe<VehicleDocument>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DocumentSettings = {
  /** A new fleet task is refused for a vehicle or driver with an expired document */
  blockAssigning: Scalars['Boolean']['output'];
  /** Every type's rule: the company's own, else the Indonesian default */
  rules: Array<DocumentTypeRule>;
};

export type DocumentSettingsResult = Envelope & {
  data: Maybe<DocumentSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** VALID (Berlaku), EXPIRING (Segera kedaluwarsa: within the type's reminder days), EXPIRED (Kedaluwarsa). */
export type DocumentStatus =
  | 'EXPIRED'
  | 'EXPIRING'
  | 'VALID';

/** Whose document: a vehicle's or a driver's. */
export type DocumentSubject =
  | 'DRIVER'
  | 'VEHICLE';

/** A document's type: STNK_VALIDATION (STNK pengesahan tahunan), STNK_RENEWAL (STNK 5 tahunan), KIR (uji berkala), INSURANCE (asuransi), PERMIT (izin), SIM (a driver's). */
export type DocumentType =
  | 'INSURANCE'
  | 'KIR'
  | 'PERMIT'
  | 'SIM'
  | 'STNK_RENEWAL'
  | 'STNK_VALIDATION';

export type DocumentTypeRule = {
  reminderDays: Scalars['Int']['output'];
  type: DocumentType;
  validityMonths: Scalars['Int']['output'];
};

export type DocumentTypeRuleInput = {
  reminderDays: Scalars['Int']['input'];
  type: DocumentType;
  validityMonths: Scalars['Int']['input'];
};

export type DocumentsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Number, plate or driver contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DocumentStatus>;
  subject?: InputMaybe<DocumentSubject>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type DocumentsResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<VehicleDocument>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  /** Current documents per status (the status filter does not apply) */
  statusCounts: Maybe<Array<StatusCount>>;
};

export type DownloadVideoHistoriesFilter = {
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** Requests whose window is within 60 s of this time, or from it to endTime */
  startTime: Scalars['DateTime']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type DownloadVideoHistoriesResult = Envelope & {
  data: Maybe<Array<DownloadVideoHistory>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A clip asked of a vehicle's dashcam: the download history and, once stored, the clip. */
export type DownloadVideoHistory = {
  /** The dashcam channel (1 road / ADAS, 3 driver / DMS on BSJ) */
  channel: Scalars['Int']['output'];
  contentType: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['DateTime']['output'];
  endTime: Scalars['DateTime']['output'];
  failureReason: Maybe<Scalars['String']['output']>;
  fileSize: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  /** The alert the clip was asked for */
  rawAlertId: Maybe<Scalars['Float']['output']>;
  startTime: Scalars['DateTime']['output'];
  /** W waiting for the dashcam's upload, S stored (success), F failed */
  status: Scalars['String']['output'];
  updatedOn: Scalars['DateTime']['output'];
  /** Where a stored clip is played and downloaded (GET, HTTP ranges; the session and key b3i-menu-media:read) */
  url: Maybe<Scalars['String']['output']>;
  vehicleId: Scalars['Int']['output'];
};

/** A user of the company who drives (isDriver). */
export type Driver = {
  /** The RFID card or iButton the driver presents to a vehicle's reader (upper case). */
  driverCardId: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  fullname: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  isDriver: Scalars['Boolean']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

/** A driver allowance (uang jalan): an advance for a vehicle's trip, its receipts and its settlement. */
export type DriverAllowance = {
  allowanceId: Scalars['Int']['output'];
  /** The advance, whole Rupiah */
  amount: Scalars['Float']['output'];
  closedOn: Maybe<Scalars['DateTime']['output']>;
  direction: AllowanceDirection;
  driverId: Scalars['Int']['output'];
  driverName: Scalars['String']['output'];
  expenseCount: Scalars['Int']['output'];
  /** FT-000042 */
  fleetTaskCode: Maybe<Scalars['String']['output']>;
  fleetTaskId: Maybe<Scalars['Int']['output']>;
  licensePlate: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  paidOn: Scalars['DateTime']['output'];
  purpose: Scalars['String']['output'];
  /** The receipts' sum */
  spent: Scalars['Float']['output'];
  status: AllowanceStatus;
  /** Advance − receipts: fixed at settlement; while given, what settling now would give */
  variance: Scalars['Float']['output'];
  vehicleId: Scalars['Int']['output'];
};

/** What a driver still holds: advances still given, less their receipts (negative: the company owes the driver). */
export type DriverAllowanceBalance = {
  advanced: Scalars['Float']['output'];
  driverId: Scalars['Int']['output'];
  driverName: Scalars['String']['output'];
  openCount: Scalars['Int']['output'];
  outstanding: Scalars['Float']['output'];
  spent: Scalars['Float']['output'];
};

export type DriverAllowanceBalancesResult = Envelope & {
  data: Maybe<Array<DriverAllowanceBalance>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A driver allowance with its receipts, oldest first. */
export type DriverAllowanceDetail = {
  allowance: DriverAllowance;
  expenses: Array<AllowanceExpense>;
};

export type DriverAllowanceDetailResult = Envelope & {
  data: Maybe<DriverAllowanceDetail>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DriverAllowanceFilterInput = {
  driverId?: InputMaybe<Scalars['Int']['input']>;
  /** Paid on or after (inclusive) */
  from: Scalars['DateTime']['input'];
  status?: InputMaybe<AllowanceStatus>;
  /** Paid before (exclusive); at most 366 days after from */
  to: Scalars['DateTime']['input'];
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type DriverAllowanceIdInput = {
  allowanceId: Scalars['Int']['input'];
};

export type DriverAllowanceInput = {
  /** Whole Rupiah, 1 to 1.000.000.000 */
  amount: Scalars['Float']['input'];
  /** A user who is a driver */
  driverId: Scalars['Int']['input'];
  fleetTaskId?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  paidOn: Scalars['DateTime']['input'];
  purpose: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type DriverAllowanceResult = Envelope & {
  data: Maybe<DriverAllowance>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type DriverAllowancesResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<DriverAllowance>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A period in which a driver was a vehicle's driver 1 or driver 2. */
export type DriverAssignment = {
  driver: DriverAssignmentDriver;
  driverId: Scalars['Int']['output'];
  /** null while the driver is still assigned */
  endedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  /** 1 or 2 */
  slot: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  vehicleId: Scalars['Int']['output'];
};

/** The driver of an assignment period. */
export type DriverAssignmentDriver = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type DriverAssignmentRef = {
  id: Scalars['Int']['output'];
};

export type DriverAssignmentResult = Envelope & {
  data: Maybe<DriverAssignmentRef>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One vehicle's or one driver's assignment history (at least one of the two). */
export type DriverAssignmentsFilter = {
  driverId?: InputMaybe<Scalars['Int']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type DriverAssignmentsResult = Envelope & {
  data: Maybe<Array<DriverAssignment>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type DriverAvailability = {
  days: Array<AvailabilityDay>;
  driverId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A driver call through a vehicle's dashcam (JT/T 1078 two-way intercom): a row of the call log. */
export type DriverCall = {
  /** When the dashcam's audio first came; null when it never answered */
  answeredOn: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from the answer to the end (0 when never answered); null while the call runs */
  durationSeconds: Maybe<Scalars['Int']['output']>;
  /** operatorEnded, operatorDisconnected, operatorSilent, noAnswer, deviceDisconnected, deviceSilent, maxDuration, serverStopped, relayLost (the instance relaying the dashcam's stream from another instance was lost) or codecNotSupported (the dashcam declared a codec calls cannot speak) */
  endReason: Maybe<Scalars['String']['output']>;
  /** Null while the call runs */
  endedOn: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  /** JT/T 1078 payload type the dashcam spoke (6 G.711A, 7 G.711µ, 8 G.726, 26 ADPCM) */
  payloadType: Maybe<Scalars['Int']['output']>;
  startedOn: Scalars['DateTime']['output'];
  /** Who called */
  userId: Maybe<Scalars['Int']['output']>;
  userName: Maybe<Scalars['String']['output']>;
  vehicleId: Scalars['Int']['output'];
};

export type DriverCallLogFilter = {
  /** Calls started from this time */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** … up to this time */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type DriverCallLogResult = Envelope & {
  data: Maybe<Array<DriverCall>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type DriverResult = Envelope & {
  data: Maybe<Driver>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/**
 * A driver's score over a period: per behaviour the count (`harshAccel`) and its own score (`harshAccelScore`), the
 * total score (base minus cost × events per 100 km, docs/driver-scores.md) and its grade (A-D by the company's
 * minimums, E below). False alerts do not count.
 */
export type DriverScore = {
  distraction: Scalars['Int']['output'];
  distractionScore: Scalars['Float']['output'];
  driver: DriverScoreDriver;
  driverId: Scalars['Int']['output'];
  exceededIdleTime: Scalars['Int']['output'];
  exceededIdleTimeScore: Scalars['Float']['output'];
  exceededParkingTime: Scalars['Int']['output'];
  exceededParkingTimeScore: Scalars['Float']['output'];
  eyeClosed: Scalars['Int']['output'];
  eyeClosedScore: Scalars['Float']['output'];
  finalGrade: Scalars['String']['output'];
  harshAccel: Scalars['Int']['output'];
  harshAccelScore: Scalars['Float']['output'];
  harshBrake: Scalars['Int']['output'];
  harshBrakeScore: Scalars['Float']['output'];
  /** when the driver's figures last changed */
  lastSync: Maybe<Scalars['DateTime']['output']>;
  missingFace: Scalars['Int']['output'];
  missingFaceScore: Scalars['Float']['output'];
  overspeed: Scalars['Int']['output'];
  overspeedScore: Scalars['Float']['output'];
  phoneCalling: Scalars['Int']['output'];
  phoneCallingScore: Scalars['Float']['output'];
  score: Scalars['Float']['output'];
  sharpturn: Scalars['Int']['output'];
  sharpturnScore: Scalars['Float']['output'];
  smoking: Scalars['Int']['output'];
  smokingScore: Scalars['Float']['output'];
  totalAlert: Scalars['Int']['output'];
  totalDriven: DriverScoreDriven;
  /** DriverScore only: the score of each week of the period */
  weeks: Maybe<Array<DriverScoreWeek>>;
  yawn: Scalars['Int']['output'];
  yawnScore: Scalars['Float']['output'];
};

/** Distance and time driven in the period. */
export type DriverScoreDriven = {
  distanceKm: Scalars['Float']['output'];
  drivingSeconds: Scalars['Int']['output'];
};

/** The driver of a driver score. */
export type DriverScoreDriver = {
  fullname: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  /** always null: users have no photograph yet */
  photograph: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

export type DriverScoreFilter = {
  driverId: Scalars['Int']['input'];
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type DriverScoreOrderBy = {
  /** desc (default) or asc */
  direction?: InputMaybe<Scalars['String']['input']>;
  /** score (default), totalAlert, distance or fullname */
  field?: InputMaybe<Scalars['String']['input']>;
};

export type DriverScoreReportResult = Envelope & {
  data: Maybe<Array<DriverScoreReportRow>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type DriverScoreReportRow = {
  distanceKm: Scalars['Float']['output'];
  driverId: Scalars['Int']['output'];
  drivingSeconds: Scalars['Int']['output'];
  finalGrade: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  totalAlert: Scalars['Int']['output'];
};

export type DriverScoreResult = Envelope & {
  data: Maybe<DriverScore>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A week of a driver's trend: the week's own score. */
export type DriverScoreWeek = {
  distanceKm: Scalars['Float']['output'];
  score: Scalars['Float']['output'];
  /** Monday of the week, YYYY-MM-DD */
  week: Scalars['String']['output'];
};

export type DriverScoresAggregation = {
  averageFinalGrade: Maybe<Scalars['String']['output']>;
  /** null without any scored driver */
  averageScore: Maybe<Scalars['Float']['output']>;
  lowest10Drivers: Array<DriverScore>;
  top10Drivers: Array<DriverScore>;
  totalDriver: Scalars['Int']['output'];
};

/** A period of the company's days, both included, at most 92 days. */
export type DriverScoresFilter = {
  /** YYYY-MM-DD */
  endDate: Scalars['String']['input'];
  orderBy?: InputMaybe<DriverScoreOrderBy>;
  pagination?: InputMaybe<PaginationInput>;
  /** driver name */
  search?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  startDate: Scalars['String']['input'];
};

export type DriverScoresPage = {
  aggregation: DriverScoresAggregation;
  data: Array<DriverScore>;
  pagination: Pagination;
};

export type DriverScoresResult = Envelope & {
  driverScores: Maybe<DriverScoresPage>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Every driver action carries the id the phone gave it (a replay never applies twice) and when it was done. */
export type DriverTaskActionInput = {
  actionId: Scalars['String']['input'];
  at: Scalars['DateTime']['input'];
  fleetTaskId: Scalars['Int']['input'];
};

export type DriversFilter = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** Name, email or phone number. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type DriversResult = Envelope & {
  data: Maybe<Array<Driver>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** An e-mail of the company's outbox (verification links). */
export type EmailMessage = {
  attempts: Scalars['Int']['output'];
  body: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  recipientEmail: Scalars['String']['output'];
  sentOn: Maybe<Scalars['DateTime']['output']>;
  /** queued, sending, stored (kept by the log transport: SMTP_URL not set, nothing sent), sent or failed */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type EmailMessagesFilter = {
  pagination?: InputMaybe<PaginationInput>;
};

export type EmailMessagesResult = Envelope & {
  data: Maybe<Array<EmailMessage>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type EndDriverCallResult = Envelope & {
  data: Maybe<Scalars['Boolean']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type EndMySessionInput = {
  id: Scalars['Int']['input'];
};

export type EndUserSessionInput = {
  /** one session; without it every session of the user but the caller's own */
  sessionId?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};

export type EndedSessionsResult = Envelope & {
  /** how many sessions ended */
  data: Maybe<Scalars['Int']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The fields every result carries. */
export type Envelope = {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A company's e-toll card; its statements' transactions are booked on the vehicle it was on at their time. */
export type EtollCard = {
  /** Since when it is on its vehicle */
  assignedFrom: Maybe<Scalars['DateTime']['output']>;
  /** Whole Rupiah: entered, or the latest an imported statement showed */
  balance: Maybe<Scalars['Float']['output']>;
  balanceOn: Maybe<Scalars['DateTime']['output']>;
  /** Digits only */
  cardNumber: Scalars['String']['output'];
  etollCardId: Scalars['Int']['output'];
  issuer: EtollIssuer;
  licensePlate: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type EtollCardIdInput = {
  etollCardId: Scalars['Int']['input'];
};

export type EtollCardInput = {
  /** Since when it is on the vehicle (default now) */
  assignedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Whole Rupiah, when known */
  balance?: InputMaybe<Scalars['Float']['input']>;
  /** 10 to 19 digits; spaces and dashes are dropped */
  cardNumber: Scalars['String']['input'];
  issuer: EtollIssuer;
  note?: InputMaybe<Scalars['String']['input']>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type EtollCardResult = Envelope & {
  data: Maybe<EtollCard>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type EtollCardsResult = Envelope & {
  data: Maybe<Array<EtollCard>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The e-toll card's issuer: Mandiri e-money, BCA Flazz, BRI Brizzi, BNI TapCash. */
export type EtollIssuer =
  | 'bca'
  | 'bni'
  | 'bri'
  | 'mandiri';

export type FailStopInput = {
  actionId: Scalars['String']['input'];
  at: Scalars['DateTime']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** RECEIVER_ABSENT, ADDRESS_NOT_FOUND, REFUSED, STORE_CLOSED, GOODS_DAMAGED or OTHER (needs a note) */
  reason: Scalars['String']['input'];
  stopId: Scalars['Int']['input'];
};

export type FeatureFlagValue = {
  enabled: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
};

/** A fix stored for the record but kept out of the track by the company's track filters. */
export type FilteredPoint = {
  fixTime: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** invalid, zero, future, past, accuracy, duplicate, jump, drift, minPeriod or minDistance */
  reason: Scalars['String']['output'];
  /** km/h */
  speed: Scalars['Float']['output'];
};

export type FinishPasskeyRegistrationInput = {
  /** how the passkey is listed, 1-60 characters */
  name: Scalars['String']['input'];
  /** the browser's RegistrationResponseJSON */
  response: Scalars['JSON']['input'];
};

export type FleetAvailability = {
  days: Array<Scalars['String']['output']>;
  driverPagination: Pagination;
  /** The page of drivers asked for */
  drivers: Array<DriverAvailability>;
  serviceOrders: Array<AvailabilityServiceOrder>;
  tasks: Array<AvailabilityTask>;
  unavailabilities: Array<Unavailability>;
  vehiclePagination: Pagination;
  /** The page of vehicles asked for */
  vehicles: Array<VehicleAvailability>;
};

export type FleetAvailabilityInput = {
  /** YYYY-MM-DD */
  day: Scalars['String']['input'];
  /** The page of drivers (by name; default page 1 of 25) */
  driverPagination?: InputMaybe<PaginationInput>;
  /** The page of vehicles (by licence plate; default page 1 of 25) */
  vehiclePagination?: InputMaybe<PaginationInput>;
  view: AvailabilityView;
};

export type FleetAvailabilityResult = Envelope & {
  data: Maybe<FleetAvailability>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Vehicles counted by the motion rule at this moment (packages/domain motionNow); each in exactly one bucket. */
export type FleetSummary = {
  idle: Scalars['Int']['output'];
  moving: Scalars['Int']['output'];
  /** vehicles with a device that has not reported yet */
  noData: Scalars['Int']['output'];
  noDevice: Scalars['Int']['output'];
  offline: Scalars['Int']['output'];
  parked: Scalars['Int']['output'];
  /** a moving or idling vehicle whose last position is too old to say anything about motion now */
  stale: Scalars['Int']['output'];
  /** a short stop the stored status still counts as moving (traffic light) */
  stopped: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FleetSummaryResult = Envelope & {
  data: Maybe<FleetSummary>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type FleetTask = {
  coDriverId: Maybe<Scalars['Int']['output']>;
  coDriverName: Maybe<Scalars['String']['output']>;
  /** FT-000123 */
  code: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  departureTime: Scalars['DateTime']['output'];
  driverId: Maybe<Scalars['Int']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  endedOn: Maybe<Scalars['DateTime']['output']>;
  fleetTaskId: Scalars['Int']['output'];
  interventions: Array<FleetTaskIntervention>;
  /** True when no stop is a delivery order's (a fleet task instant) */
  isInstant: Scalars['Boolean']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  /** True when the vehicle takes its position from the driver's phone while the task runs */
  phoneTracking: Scalars['Boolean']['output'];
  startedOn: Maybe<Scalars['DateTime']['output']>;
  status: FleetTaskStatus;
  stopCount: Scalars['Int']['output'];
  /** The proofs of delivery and failures of the task's stops (resolved per task: select it on one task, not on lists). */
  stopOutcomes: Maybe<Array<StopOutcome>>;
  stops: Array<FleetTaskStop>;
  vehicleId: Maybe<Scalars['Int']['output']>;
  visitedCount: Scalars['Int']['output'];
};

export type FleetTaskIdInput = {
  fleetTaskId: Scalars['Int']['input'];
};

/** A change to the task after its start. */
export type FleetTaskIntervention = {
  /** UPDATE or STATUS */
  action: Scalars['String']['output'];
  after: Scalars['JSON']['output'];
  before: Scalars['JSON']['output'];
  createdOn: Scalars['DateTime']['output'];
  interventionId: Scalars['Int']['output'];
  userName: Maybe<Scalars['String']['output']>;
};

export type FleetTaskResult = Envelope & {
  data: Maybe<FleetTask>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A fleet task's status; ENDED is shown as Selesai. */
export type FleetTaskStatus =
  | 'CANCELED'
  | 'DRAFT'
  | 'ENDED'
  | 'SCHEDULED'
  | 'STARTED';

export type FleetTaskStop = {
  activity: StopActivity;
  actualArrival: Maybe<Scalars['DateTime']['output']>;
  actualDeparture: Maybe<Scalars['DateTime']['output']>;
  address: Scalars['String']['output'];
  customerName: Maybe<Scalars['String']['output']>;
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  geofenceId: Maybe<Scalars['Int']['output']>;
  lat: Scalars['Float']['output'];
  lateMinutes: Maybe<Scalars['Int']['output']>;
  lng: Scalars['Float']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** EARLY, ON_TIME or LATE against the target arrival (late already once the target passed unreached); null while unknown */
  punctuality: Maybe<Scalars['String']['output']>;
  sequence: Scalars['Int']['output'];
  stopId: Scalars['Int']['output'];
  targetArrival: Maybe<Scalars['DateTime']['output']>;
  targetDeparture: Maybe<Scalars['DateTime']['output']>;
  visitStatus: StopVisitStatus;
};

/** A stop: a delivery order's pickup (its origin) or drop (its destination), or an instant stop with its own address. */
export type FleetTaskStopInput = {
  activity: StopActivity;
  address?: InputMaybe<DeliveryAddressInput>;
  deliveryOrderId?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the order's pickup or delivery window start */
  targetArrival?: InputMaybe<Scalars['DateTime']['input']>;
  targetDeparture?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FleetTasksFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Code, plate, driver or stop address contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<FleetTaskStatus>;
};

export type FleetTasksResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<FleetTask>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

/** A vehicle tank's calibration table; no points: linear over the tank's capacity. */
export type FuelCalibration = {
  capacityLitres: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  points: Array<FuelCalibrationPoint>;
  updatedOn: Maybe<Scalars['DateTime']['output']>;
  vehicleId: Scalars['Int']['output'];
};

export type FuelCalibrationInput = {
  /** 2 to 100 points, sensor strictly increasing, litres never decreasing, at most 110 % of the tank's capacity */
  calibrationPoints: Array<FuelCalibrationPointInput>;
  vehicleId: Scalars['Int']['input'];
};

export type FuelCalibrationPoint = {
  litres: Scalars['Float']['output'];
  /** What the sensor reports (percent or raw units) */
  sensor: Scalars['Float']['output'];
};

export type FuelCalibrationPointInput = {
  litres: Scalars['Float']['input'];
  sensor: Scalars['Float']['input'];
};

export type FuelCalibrationResult = Envelope & {
  data: Maybe<FuelCalibration>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type FuelCalibrationVehicleInput = {
  vehicleId: Scalars['Int']['input'];
};

/** A refuel or drain the fuel alert worker stored, raised as fuel gain (13) or loss (14). */
export type FuelEvent = {
  endTime: Scalars['DateTime']['output'];
  fuelEventId: Scalars['Int']['output'];
  /** refuel or drain */
  kind: Scalars['String']['output'];
  levelAfter: Scalars['Float']['output'];
  levelBefore: Scalars['Float']['output'];
  litres: Scalars['Float']['output'];
  startTime: Scalars['DateTime']['output'];
  whileParked: Scalars['Boolean']['output'];
};

export type FuelLevel = {
  litres: Scalars['Float']['output'];
  time: Scalars['DateTime']['output'];
};

/** A fuel receipt against the stored refuel seen in the tank: matched, short (less reached the tank) or unseen (no refuel near it). */
export type FuelReceiptCheck = {
  amount: Scalars['Float']['output'];
  costEntryId: Scalars['Int']['output'];
  detectedLitres: Maybe<Scalars['Float']['output']>;
  receiptLitres: Scalars['Float']['output'];
  refuelTime: Maybe<Scalars['DateTime']['output']>;
  spentAt: Maybe<Scalars['DateTime']['output']>;
  station: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type FuelReport = {
  capacityLitres: Scalars['Float']['output'];
  consumedLitres: Scalars['Float']['output'];
  drainedLitres: Scalars['Float']['output'];
  events: Array<FuelEvent>;
  levels: Array<FuelLevel>;
  licensePlate: Scalars['String']['output'];
  receipts: Array<FuelReceiptCheck>;
  refuelledLitres: Scalars['Float']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type FuelReportInput = {
  from: Scalars['DateTime']['input'];
  /** At most 31 days after from */
  to: Scalars['DateTime']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type FuelReportResult = Envelope & {
  data: Maybe<FuelReport>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Reference list shared by every company. */
export type FuelType = {
  category: Scalars['String']['output'];
  fuelTypeId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type FuelTypesResult = Envelope & {
  data: Maybe<Array<FuelType>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type GeneratedDeliveryOrders = {
  /** How many orders were made now */
  created: Scalars['Int']['output'];
  template: DeliveryTemplate;
};

export type GeneratedDeliveryOrdersResult = Envelope & {
  data: Maybe<GeneratedDeliveryOrders>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A place drawn on the map: a circle (C) or a polygon (P). */
export type Geofence = {
  address: Maybe<Scalars['String']['output']>;
  addressDetail: Maybe<Scalars['String']['output']>;
  breakEnd: Maybe<Scalars['String']['output']>;
  breakStart: Maybe<Scalars['String']['output']>;
  category: Maybe<Scalars['String']['output']>;
  circData: Maybe<CircleData>;
  city: Maybe<Scalars['String']['output']>;
  companyId: Scalars['Int']['output'];
  contactName: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['DateTime']['output'];
  customerName: Maybe<Scalars['String']['output']>;
  fenceName: Scalars['String']['output'];
  geofenceId: Scalars['Int']['output'];
  /** True when a vehicle uses the geofence as its garage. */
  hasRelation: Scalars['Boolean']['output'];
  isAlert: Scalars['Boolean']['output'];
  isBillingAddr: Scalars['Boolean']['output'];
  isDepot: Scalars['Boolean']['output'];
  isGarage: Scalars['Boolean']['output'];
  isServiceLoc: Scalars['Boolean']['output'];
  maxLat: Scalars['Float']['output'];
  maxLng: Scalars['Float']['output'];
  /** Bounding box of the shape. */
  minLat: Scalars['Float']['output'];
  minLng: Scalars['Float']['output'];
  /** Own (the company's places) or Customer (customers' addresses). */
  ownership: Scalars['String']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  /** Polygon ring as [lat, lng] pairs, not closed. */
  polyData: Maybe<Array<Array<Scalars['Float']['output']>>>;
  postalCode: Maybe<Scalars['String']['output']>;
  province: Maybe<Scalars['String']['output']>;
  serviceEnd: Maybe<Scalars['String']['output']>;
  serviceLocType: Maybe<Scalars['String']['output']>;
  /** HH:mm */
  serviceStart: Maybe<Scalars['String']['output']>;
  /** C circle, P polygon */
  type: Scalars['String']['output'];
  updatedOn: Scalars['DateTime']['output'];
};

export type GeofenceFilter = {
  geofenceId: Scalars['Int']['input'];
};

export type GeofenceResult = Envelope & {
  data: Maybe<Geofence>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type GeofenceVisitReportResult = Envelope & {
  data: Maybe<Array<GeofenceVisitReportRow>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type GeofenceVisitReportRow = {
  /** until the exit, or until the period's end (or now) while inside */
  dwellSeconds: Scalars['Int']['output'];
  enterTime: Scalars['DateTime']['output'];
  /** null while the vehicle is still inside */
  exitTime: Maybe<Scalars['DateTime']['output']>;
  fenceName: Scalars['String']['output'];
  geofenceId: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type GeofencesFilter = {
  category?: InputMaybe<Scalars['String']['input']>;
  isGarage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Own and/or Customer; all when omitted. */
  ownership?: InputMaybe<Array<Scalars['String']['input']>>;
  pagination?: InputMaybe<PaginationInput>;
  /** Fence name or address. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** C or P */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type GeofencesResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<Geofence>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type Identity = {
  /** Access keys of the form `resource:action`. */
  accessRight: Array<Scalars['String']['output']>;
  companyId: Scalars['Int']['output'];
  companyName: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  featureFlags: Array<FeatureFlagValue>;
  isDriver: Scalars['Boolean']['output'];
  /** Armada's platform staff: signs in to the platform console (/console/) only. */
  isPlatformAdmin: Scalars['Boolean']['output'];
  /** id or en */
  language: Scalars['String']['output'];
  /** Where 'back to version 1.0' leads; null when it is not offered (no LEGACY_APP_URL, hidden company, no back_to_vsms1:create). */
  legacyAppUrl: Maybe<Scalars['String']['output']>;
  /** The company's motion timeouts, for reading the vehicles' status against the clock. */
  motionTimeouts: MotionTimeouts;
  name: Scalars['String']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
  /** Whether the company finished the notification onboarding wizard (company setupNotifCompleted). */
  setupNotifCompleted: Scalars['Boolean']['output'];
  /** IANA zone of every date and time shown (the company's setting: Asia/Jakarta, Asia/Makassar, ...). */
  timeZone: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type IdentityResult = Envelope & {
  data: Maybe<Identity>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** An invoice; amounts in whole Rupiah: total = subtotal + PPN − PPh 23 (withheld by the customer). */
export type Invoice = {
  cancelReason: Maybe<Scalars['String']['output']>;
  cancelledOn: Maybe<Scalars['DateTime']['output']>;
  createdOn: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  /** Issue date + the payment terms of the settings when it was issued */
  dueOn: Maybe<Scalars['DateTime']['output']>;
  invoiceId: Scalars['Int']['output'];
  issuedOn: Maybe<Scalars['DateTime']['output']>;
  /** Empty in the list */
  lines: Array<InvoiceLine>;
  notes: Maybe<Scalars['String']['output']>;
  /** INV/2026/11/0001 once issued */
  number: Maybe<Scalars['String']['output']>;
  paidOn: Maybe<Scalars['DateTime']['output']>;
  periodFrom: Scalars['DateTime']['output'];
  periodTo: Scalars['DateTime']['output'];
  pph23: Scalars['Float']['output'];
  /** 0 when the customer does not withhold PPh 23 */
  pph23RatePercent: Scalars['Float']['output'];
  ppn: Scalars['Float']['output'];
  /** What PPN is charged on */
  ppnBase: Scalars['Float']['output'];
  /** PPN on DPP nilai lain (11/12 of the subtotal) */
  ppnDppNilaiLain: Scalars['Boolean']['output'];
  ppnRatePercent: Scalars['Float']['output'];
  /** The lines were gross prices with PPN in them */
  pricesIncludePpn: Scalars['Boolean']['output'];
  sellerAddress: Maybe<Scalars['String']['output']>;
  sellerBankAccount: Maybe<Scalars['String']['output']>;
  /** The seller's NPWP, invoice address and bank account when it was issued */
  sellerTaxNo: Maybe<Scalars['String']['output']>;
  serviceType: ServiceType;
  status: InvoiceStatus;
  subtotal: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

/** What a new invoice for the customer starts with. */
export type InvoiceCustomerDefaults = {
  /** The choice comes from the customer's last invoice */
  remembered: Scalars['Boolean']['output'];
  /** Withhold PPh 23: as on the customer's last invoice, else true */
  withholdPph23: Scalars['Boolean']['output'];
};

export type InvoiceCustomerDefaultsInput = {
  customerName: Scalars['String']['input'];
};

export type InvoiceCustomerDefaultsResult = Envelope & {
  data: Maybe<InvoiceCustomerDefaults>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type InvoiceIdInput = {
  invoiceId: Scalars['Int']['input'];
};

/** A delivered order on an invoice, priced when the draft was made, with its proof of delivery. */
export type InvoiceLine = {
  amount: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  deliveredOn: Maybe<Scalars['DateTime']['output']>;
  deliveryOrderCode: Scalars['String']['output'];
  deliveryOrderId: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  extraDropAmount: Scalars['Float']['output'];
  overnightAmount: Scalars['Float']['output'];
  /** Why it was invoiced without proof of delivery */
  podOverrideReason: Maybe<Scalars['String']['output']>;
  podReceiverName: Maybe<Scalars['String']['output']>;
  podTime: Maybe<Scalars['DateTime']['output']>;
  quantity: Scalars['Float']['output'];
  unit: RateUnit;
  unitPrice: Scalars['Float']['output'];
  waitingAmount: Scalars['Float']['output'];
};

export type InvoiceLogoInput = {
  /** A png or jpg uploaded to POST /api/invoices/uploads; null (or none) removes the logo */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceResult = Envelope & {
  data: Maybe<Invoice>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The company's invoice settings: new drafts are taxed with them, an invoice prints them when issued. */
export type InvoiceSettings = {
  /** The company profile's default bank account (edited there) */
  bankAccount: Maybe<Scalars['String']['output']>;
  invoiceAddress: Maybe<Scalars['String']['output']>;
  /** The logo the invoices print (an upload private to the company), null: none */
  logoUrl: Maybe<Scalars['String']['output']>;
  /** PREFIX/2026/11/0001 */
  numberPrefix: Scalars['String']['output'];
  paymentTermsDays: Scalars['Int']['output'];
  pph23RatePercent: Scalars['Float']['output'];
  /** PPN on DPP nilai lain: 11/12 of the price (12 % × 11/12) */
  ppnDppNilaiLain: Scalars['Boolean']['output'];
  ppnRatePercent: Scalars['Float']['output'];
  /** Rate card prices already include PPN */
  pricesIncludePpn: Scalars['Boolean']['output'];
  /** The company profile's NPWP (edited there) */
  taxNo: Maybe<Scalars['String']['output']>;
};

export type InvoiceSettingsInput = {
  invoiceAddress?: InputMaybe<Scalars['String']['input']>;
  numberPrefix: Scalars['String']['input'];
  paymentTermsDays: Scalars['Int']['input'];
  pph23RatePercent: Scalars['Float']['input'];
  ppnDppNilaiLain: Scalars['Boolean']['input'];
  ppnRatePercent: Scalars['Float']['input'];
  pricesIncludePpn: Scalars['Boolean']['input'];
};

export type InvoiceSettingsResult = Envelope & {
  data: Maybe<InvoiceSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** DRAFT → ISSUED → PAID; a draft or an issued invoice can be CANCELLED. */
export type InvoiceStatus =
  | 'CANCELLED'
  | 'DRAFT'
  | 'ISSUED'
  | 'PAID';

/** A delivered order of the customer in the period: its proof of delivery and the invoice it is already on, if any. */
export type InvoiceableOrder = {
  code: Scalars['String']['output'];
  deliveredOn: Scalars['DateTime']['output'];
  deliveryOrderId: Scalars['Int']['output'];
  destinationAddress: Scalars['String']['output'];
  hasPod: Scalars['Boolean']['output'];
  /** The number of the invoice it is on (DRAFT for a draft), null when not invoiced */
  invoiceNumber: Maybe<Scalars['String']['output']>;
  podReceiverName: Maybe<Scalars['String']['output']>;
  podTime: Maybe<Scalars['DateTime']['output']>;
};

export type InvoiceableOrdersInput = {
  customerName: Scalars['String']['input'];
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

export type InvoiceableOrdersResult = Envelope & {
  data: Maybe<Array<InvoiceableOrder>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type InvoicesFilterInput = {
  pagination?: InputMaybe<PaginationInput>;
  status?: InputMaybe<InvoiceStatus>;
};

export type InvoicesResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<Invoice>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

/** A named area measured by its boundary, tapped on the map or driven by a vehicle. */
export type LandMeasurement = {
  /** On the WGS 84 ellipsoid */
  areaSquareMeters: Scalars['Float']['output'];
  createdOn: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  perimeterMeters: Scalars['Float']['output'];
  /** The boundary, not closed (the last point joins the first) */
  points: Array<LandPoint>;
  /** tapped or track */
  source: Scalars['String']['output'];
  trackEnd: Maybe<Scalars['DateTime']['output']>;
  trackStart: Maybe<Scalars['DateTime']['output']>;
  updatedOn: Scalars['DateTime']['output'];
  /** A track's vehicle (null once the vehicle is removed; the plate stays) */
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type LandMeasurementIdInput = {
  id: Scalars['Int']['input'];
};

export type LandMeasurementIdPayload = {
  id: Scalars['Int']['output'];
};

export type LandMeasurementResult = Envelope & {
  data: Maybe<LandMeasurement>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A vehicle's track between two times as a boundary, measured when it is a simple polygon. */
export type LandMeasurementTrack = {
  areaSquareMeters: Maybe<Scalars['Float']['output']>;
  /** Why the boundary is no parcel: polygonTooFewPoints, polygonDuplicatePoints, polygonSelfIntersects or polygonDegenerate */
  issue: Maybe<Scalars['String']['output']>;
  licensePlate: Scalars['String']['output'];
  perimeterMeters: Maybe<Scalars['Float']['output']>;
  /** The track thinned to its corners (fixes within 3 m dropped), at most 1,000 points */
  points: Array<LandPoint>;
  /** The range held more fixes than the route history reads; the boundary ends early */
  truncated: Scalars['Boolean']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type LandMeasurementTrackFilter = {
  /** ISO 8601; at most 7 days after startTime */
  endTime: Scalars['String']['input'];
  /** ISO 8601 */
  startTime: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type LandMeasurementTrackResult = Envelope & {
  data: Maybe<LandMeasurementTrack>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type LandMeasurementsFilterInput = {
  pagination?: InputMaybe<PaginationInput>;
  /** Part of the name */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type LandMeasurementsResult = Envelope & {
  data: Maybe<Array<LandMeasurement>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A boundary point in decimal degrees (WGS 84). */
export type LandPoint = {
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type LandPointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type LatLng = {
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

/** A longitude/latitude box in degrees. */
export type MapArea = {
  east: Scalars['Float']['output'];
  north: Scalars['Float']['output'];
  south: Scalars['Float']['output'];
  west: Scalars['Float']['output'];
};

export type MediaRequestResult = Envelope & {
  data: Maybe<DownloadVideoHistory>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Minutes (company settings idleTimeout, parkTimeout, offlineTimeout). */
export type MotionTimeouts = {
  idleMinutes: Scalars['Int']['output'];
  offlineMinutes: Scalars['Int']['output'];
  parkMinutes: Scalars['Int']['output'];
};

export type MoveDeviceInput = {
  id: Scalars['Int']['input'];
  /** The vehicle to fit the device to; null takes it off its vehicle (a spare). */
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type MoveRoutePlanStopInput = {
  /** 0-based; past the end appends */
  position: Scalars['Int']['input'];
  /** null takes the stop off its route, back to the unassigned orders */
  routeId?: InputMaybe<Scalars['Int']['input']>;
  routePlanId: Scalars['Int']['input'];
  stopId: Scalars['Int']['input'];
};

export type Mutation = {
  DeleteTemporaryLiveView: BasicResult;
  UpsertContactLocationToTempLiveView: BasicResult;
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** Creates a fleet task for each route with stops */
  acceptRoutePlan: RoutePlanResult;
  /** Adds a receipt to a given allowance (financial-record:create). */
  addAllowanceExpense: DriverAllowanceResult;
  /** Sends a verification link to the e-mail; the e-mail is added when the link is followed. */
  addEmail: BasicResult;
  /** Sends a one-time code by WhatsApp to the number. */
  addNumber: BasicResult;
  /** Approves a new request into a draft DO */
  approveDeliveryRequest: DeliveryRequestResult;
  /** The driver confirms the arrival at a stop of their running task; a pickup's order is Diambil (once per actionId). */
  arriveAtStop: FleetTaskResult;
  /** Back to version 1.0 (back_to_vsms1:create; only with LEGACY_APP_URL set and the company not hidden). */
  backToVsmsV1: BackToVsmsV1Result;
  /** Cancels a given allowance without receipts (financial-record:update). */
  cancelDriverAllowance: DriverAllowanceResult;
  /** Cancels a draft or issued invoice; its orders may be invoiced again. */
  cancelInvoice: InvoiceResult;
  /** Moves a delivery order along its status machine (tms:update); SCHEDULED and IN_PROGRESS come from its fleet task. */
  changeDeliveryOrderStatus: DeliveryOrderResult;
  /** Moves a fleet task along its status machine, and its orders with it (update). */
  changeFleetTaskStatus: FleetTaskResult;
  /** Changes the signed-in user's password (the current one is checked) and ends their other sessions. */
  changeMyPassword: BasicResult;
  changeSalesOrderStatus: SalesOrderResult;
  /** Moves a service order along Draf → Konfirmasi → Dalam Proses → Verifikasi Dokumen → Selesai, or cancels it (maintenance:update). */
  changeServiceOrderStatus: ServiceOrderResult;
  /** The company closes its own ticket (selesai); a reply opens it again */
  closeCompanyTicket: CompanyTicketResult;
  /** Turns the authenticator app on with a code from it; answers 10 new recovery codes. */
  confirmTotpEnrolment: RecoveryCodesResult;
  /** The platform console's answer with the ticket's new status (platform admins) */
  consoleReplyCompanyTicket: CompanyTicketResult;
  /** Sets the vehicle's odometer (and engine hours) by hand, e.g. after its tracker was replaced (maintenance:update). */
  correctVehicleMeters: VehicleMetersResult;
  createAlertRule: AlertRuleResult;
  createAlertRules: CreateAlertRulesResult;
  /** Creates a key and answers its secret, once (sessions only) */
  createApiKey: CreatedApiKeyResult;
  createCompanyCategory: CompanyCategoryResult;
  createCompanyTicket: CompanyTicketResult;
  /** A new cost entry (financial-record:create). */
  createCostEntry: CostEntryResult;
  /** A new draft delivery order (tms:create). */
  createDeliveryOrder: DeliveryOrderResult;
  /** Buat DO: one draft DO per shipment, never more of a line than is left (sales-order:update and tms:create) */
  createDeliveryOrdersFromSalesOrder: SalesOrderResult;
  createDeliveryRequest: DeliveryRequestResult;
  /** A new active template; makes the orders due within its horizon at once (tms:create). */
  createDeliveryTemplate: DeliveryTemplateResult;
  createDevice: DeviceResult;
  /** A new document (vehicle_docs:create, or user_docs:create for a SIM). */
  createDocument: DocumentResult;
  /** A new driver of the company (cannot sign in until given a password). */
  createDriver: DriverResult;
  /** Gives a driver an allowance (financial-record:create). */
  createDriverAllowance: DriverAllowanceResult;
  /** Registers an e-toll card (financial-record:create). */
  createEtollCard: EtollCardResult;
  /** A new draft fleet task; stops of delivery orders need the tms keys, instant stops tms or fleet-task-instant (create). */
  createFleetTask: FleetTaskResult;
  createGeofence: GeofenceResult;
  /** A draft invoice of the chosen delivered orders, priced by the customer's rate cards. */
  createInvoiceDraft: InvoiceResult;
  createLandMeasurement: LandMeasurementResult;
  createRateCard: RateCardResult;
  /** Solves the plan (up to its time limit) and stores it as a draft */
  createRoutePlan: RoutePlanResult;
  createSalesOrder: SalesOrderResult;
  /** Schedules a report (its access key needed); it runs as the caller */
  createScheduledReport: ScheduledReportResult;
  /** A new draft service order (maintenance:create). */
  createServiceOrder: ServiceOrderResult;
  /** A new service plan for a vehicle (maintenance:create). */
  createServicePlan: ServicePlanResult;
  createTemporaryLiveView: CreateTemporaryLiveViewResult;
  /** Marks a vehicle off or a driver away for company days (tms:create). */
  createUnavailability: UnavailabilityResult;
  /** A new user of the company with a one-time set-password link (c2a-setting-user:update). */
  createUser: SetPasswordLinkResult;
  createVehicle: VehicleResult;
  createVehicleType: VehicleTypeResult;
  createVgroup: VgroupResult;
  /** Creates a subscription and answers its signing secret, once (sessions only) */
  createWebhook: CreatedWebhookResult;
  deleteAlertRule: AlertRuleResult;
  deleteAlertRules: AlertRulesCountResult;
  /** Removes a receipt from a given allowance (financial-record:delete). */
  deleteAllowanceExpense: DriverAllowanceResult;
  deleteBankAccount: DeleteBankAccountResult;
  /** Deletes a cost entry (financial-record:delete). */
  deleteCostEntry: CostEntryResult;
  /** Deletes a draft delivery order; later ones are canceled instead (tms:delete). */
  deleteDeliveryOrder: DeliveryOrderResult;
  /** Deletes a template; the orders it made stay (tms:delete). */
  deleteDeliveryTemplate: DeliveryTemplateResult;
  deleteDevice: DeviceResult;
  /** Deletes a document (…:delete). */
  deleteDocument: DocumentResult;
  /** Removes a wrongly recorded past assignment period (not the current one). */
  deleteDriverAssignment: DriverAssignmentResult;
  /** Removes an e-toll card; the tolls it booked stay (financial-record:delete). */
  deleteEtollCard: EtollCardResult;
  /** Deletes a fleet task that never started; its orders go back to confirmed (delete). */
  deleteFleetTask: FleetTaskResult;
  /** Removes a vehicle tank's calibration table: linear over its capacity again (d1a-master-vehicle:update). */
  deleteFuelCalibration: FuelCalibrationResult;
  /** Refused with GeofenceInUse while a vehicle uses it as its garage. */
  deleteGeofence: GeofenceResult;
  deleteLandMeasurement: DeleteLandMeasurementResult;
  /** Removes one of the caller's passkeys (asks the password). */
  deletePasskey: BasicResult;
  deleteRateCard: RateCardResult;
  /** Only a draft */
  deleteSalesOrder: SalesOrderResult;
  /** Deletes a schedule with its history */
  deleteScheduledReport: BasicResult;
  /** Deletes a plan and its items (maintenance:delete). */
  deleteServicePlan: ServicePlanResult;
  /** Removes a vehicle's or driver's off range (tms:delete). */
  deleteUnavailability: UnavailabilityResult;
  deleteVehicle: DeleteVehicleResult;
  deleteVgroup: VgroupResult;
  /** Deletes a subscription and its delivery log (sessions only) */
  deleteWebhook: BasicResult;
  /** The proof of delivery at a drop; the order is Terkirim (tms_driver:update; once per actionId). */
  deliverStop: FleetTaskResult;
  /** Turns the authenticator app off (password and a current code); the recovery codes go with it. */
  disableTotp: BasicResult;
  /** Ends a running call of the company, whichever server runs it (both two-way communication keys). */
  endDriverCall: EndDriverCallResult;
  /** The driver ends their running task once every stop is done (tms_driver:update; once per actionId). */
  endMyFleetTask: FleetTaskResult;
  /** Ends every session of the caller but this one. */
  endMyOtherSessions: EndedSessionsResult;
  /** Ends one of the caller's sessions: its cookie is refused and its sockets close at once. */
  endMySession: EndedSessionsResult;
  /** Ends one session of a user, or all but the caller's own (c2a-setting-user:update). */
  endUserSessions: EndedSessionsResult;
  /** A stop failed, with its reason; the order is Gagal (tms_driver:update; once per actionId). */
  failStop: FleetTaskResult;
  /** Adds the passkey the browser made for the last startPasskeyRegistration. */
  finishPasskeyRegistration: BasicResult;
  /** Makes an active template's due orders now, once per day (tms:create). */
  generateDeliveryTemplateOrders: GeneratedDeliveryOrdersResult;
  /** Gives the draft the company's next number (INV/year/month/sequence). */
  issueInvoice: InvoiceResult;
  /** Records that the reminder to add an e-mail or number was shown now (lastReminder). */
  markContactReminderShown: ProfileResult;
  markInvoicePaid: InvoiceResult;
  markWhatsappConversationRead: WhatsappConversationReadResult;
  /** Fits a device to another vehicle (or makes it a spare), recording the move. */
  moveDevice: DeviceResult;
  moveRoutePlanStop: RoutePlanResult;
  /** Refers another company to Armada (referal_program:read; never for company 1449). AlreadyReferred when the number is already referred. */
  referCompany: ReferCompanyResult;
  /** Replaces the recovery codes by 10 new ones (asks the password). */
  regenerateRecoveryCodes: RecoveryCodesResult;
  /** Registers this browser's push subscription for the signed-in user: alerts arrive as notifications with the tab closed. */
  registerPushToken: BasicResult;
  rejectDeliveryRequest: DeliveryRequestResult;
  renameLandMeasurement: LandMeasurementResult;
  replyCompanyTicket: CompanyTicketResult;
  replyWhatsappConversation: WhatsappConversationResult;
  /** The driver's phone reports the vehicle's positions while their task on it runs and the vehicle takes its position from the phone (tms_driver:update). */
  reportMyPositions: ReportMyPositionsResult;
  /** The marketplace's request button: opens a ticket (a lead) for the platform team */
  requestMarketplaceItem: CompanyTicketResult;
  /** Asks the dashcam for its file list now (key b3i-menu-media:read); DeviceUnreachable when it is not connected. */
  requestVideoFileListUpdate: VideoFileListUpdateResult;
  /** Queues a failed message again (access c5a-setting-notification:update). */
  resendWhatsAppMessage: WhatsAppMessageResult;
  /** The user's password stops working and their sessions end; a new set-password link (c2a-setting-user:update). */
  resetUserPassword: SetPasswordLinkResult;
  /** Turns off a user's authenticator app and recovery codes (c2a-setting-user:update). */
  resetUserTwoFactor: BasicResult;
  /** Revokes a key at once (sessions only) */
  revokeApiKey: BasicResult;
  saveControlTowerSettings: ControlTowerSettingsResult;
  /** Replaces a vehicle tank's calibration table (d1a-master-vehicle:update). */
  saveFuelCalibration: FuelCalibrationResult;
  /**
   * Sends a command to the vehicle's device: at once when it is connected, else when it next logs in, until it
   * expires. Engine cut and restore need d5c-device-engine-cut:create; engine cut is refused while the vehicle's
   * latest position is faster than 10 km/h (errorName EngineCutWhileMoving).
   */
  sendDeviceCommand: DeviceCommandResult;
  /** Sends the latest whole period (yesterday, last week, last month) now */
  sendScheduledReportNow: ScheduledReportRunResult;
  /** Queues a ping event to the subscription (sessions only) */
  sendWebhookTest: WebhookTestResult;
  /** Requires two-step verification of every user of the caller's company (c1a-setting-company:update). */
  setCompanyTwoFactorRequired: BasicResult;
  /** Pauses or resumes a template (tms:update). */
  setDeliveryTemplateStatus: DeliveryTemplateResult;
  /** Sets or (null) removes the logo the invoices print. */
  setInvoiceLogo: InvoiceSettingsResult;
  /** Pauses or resumes a schedule (a resumed one sends from its next time on) */
  setScheduledReportPaused: ScheduledReportResult;
  /** Asks the dashcam to upload a clip (key b3i-menu-media:read): message Sent, or an error. */
  setUploadMedia: MediaRequestResult;
  /** Deactivates (sessions end, sign-in refused) or reactivates a user (c2a-setting-user:update). */
  setUserActive: BasicResult;
  /** Sets or clears a vehicle's monthly ownership cost (financial-record:update). */
  setVehicleOwnershipCost: VehicleOwnershipCostResult;
  /** Enables or disables a subscription (sessions only) */
  setWebhookEnabled: BasicResult;
  /** Settles a given allowance: fixes the variance and books its receipts as the vehicle's costs (financial-record:update). */
  settleDriverAllowance: DriverAllowanceResult;
  /** The driver starts their scheduled task (tms_driver:update; once per actionId). */
  startMyFleetTask: FleetTaskResult;
  /** Starts adding a passkey: the options for the browser (session only). */
  startPasskeyRegistration: PasskeyRegistrationOptionsResult;
  /** Starts turning on the authenticator app: a new key, on only after confirmTotpEnrolment. */
  startTotpEnrolment: TotpEnrolmentResult;
  /** The caller becomes the exception's owner */
  takeControlTowerException: ControlTowerExceptionResult;
  /** Removes this browser's push subscription of the signed-in user (logout, or turned off). */
  unregisterPushToken: BasicResult;
  updateAlertRule: AlertRuleResult;
  updateAlertRules: AlertRulesCountResult;
  updateCompany: CompanyResult;
  updateControlTowerException: ControlTowerExceptionResult;
  /** Changes a cost entry (financial-record:update). */
  updateCostEntry: CostEntryResult;
  /** Changes a draft or confirmed delivery order (tms:update). */
  updateDeliveryOrder: DeliveryOrderResult;
  /** Changes a template; orders already made stay (tms:update). */
  updateDeliveryTemplate: DeliveryTemplateResult;
  updateDevice: DeviceResult;
  /** Changes a document (…:update). */
  updateDocument: DocumentResult;
  /** Changes the type rules and the assigning block (vehicle_docs:update or user_docs:update). */
  updateDocumentSettings: DocumentSettingsResult;
  /** Edits or deactivates a driver. */
  updateDriver: DriverResult;
  /** Corrects the times of an assignment period. */
  updateDriverAssignment: DriverAssignmentResult;
  /** Sets or removes a driver's card number (unique in the company). */
  updateDriverCard: DriverResult;
  /** Changes an e-toll card; a new vehicle ends the card's time on the previous one (financial-record:update). */
  updateEtollCard: EtollCardResult;
  /** Changes a fleet task; after its start the change is recorded as an intervention (update). */
  updateFleetTask: FleetTaskResult;
  updateGeofence: GeofenceResult;
  /** Saves the invoice settings; drafts already made and issued invoices keep their figures. */
  updateInvoiceSettings: InvoiceSettingsResult;
  /** Saves the signed-in user's interface language (id or en). */
  updateMyLanguage: BasicResult;
  /** Sets which parts of a proof of delivery the company requires (tms:update). */
  updatePodRequirements: PodRequirementsResult;
  updateRateCard: RateCardResult;
  updateReminderSettings: ReminderSettingsResult;
  updateRetentionSettings: RetentionSettingsResult;
  /** Only a draft */
  updateSalesOrder: SalesOrderResult;
  /** Changes a schedule; it then runs as the caller */
  updateScheduledReport: ScheduledReportResult;
  /** Changes a draft or confirmed service order (maintenance:update). */
  updateServiceOrder: ServiceOrderResult;
  /** Changes a plan and its items (maintenance:update). */
  updateServicePlan: ServicePlanResult;
  /** Saves the caller's company's single sign-on settings (c1a-setting-company:update, sessions only) */
  updateSsoSettings: SsoSettingsResult;
  updateTemporaryLiveView: BasicResult;
  /** Changes a vehicle's or driver's off range: its days, reason and note (tms:update). */
  updateUnavailability: UnavailabilityResult;
  /** Edits a user's name, e-mail, number or role (c2a-setting-user:update). */
  updateUser: BasicResult;
  updateVehicle: VehicleResult;
  updateVehicleType: VehicleTypeResult;
  /** The same changes on many vehicles, one audit entry each. */
  updateVehicles: UpdateVehiclesResult;
  updateVgroup: VgroupResult;
  /** Sets the live streams cap and the monthly video minutes (the company settings' update key). */
  updateVideoSettings: VideoUsageResult;
  upsertRawAlertsAction: UpsertRawAlertsActionResult;
  /** Adds the number when the code matches. */
  verifyNumber: ProfileResult;
};


export type MutationDeleteTemporaryLiveViewArgs = {
  input: DeleteTemporaryLiveViewInput;
};


export type MutationUpsertContactLocationToTempLiveViewArgs = {
  input: UpsertContactLocationInput;
};


export type MutationAcceptRoutePlanArgs = {
  input: RoutePlanIdInput;
};


export type MutationAddAllowanceExpenseArgs = {
  input: AllowanceExpenseInput;
};


export type MutationAddEmailArgs = {
  input: AddEmailInput;
};


export type MutationAddNumberArgs = {
  input: AddNumberInput;
};


export type MutationApproveDeliveryRequestArgs = {
  input: DeliveryRequestIdInput;
};


export type MutationArriveAtStopArgs = {
  input: ArriveAtStopInput;
};


export type MutationBackToVsmsV1Args = {
  input: BackToVsmsV1Input;
};


export type MutationCancelDriverAllowanceArgs = {
  input: DriverAllowanceIdInput;
};


export type MutationCancelInvoiceArgs = {
  input: CancelInvoiceInput;
};


export type MutationChangeDeliveryOrderStatusArgs = {
  input: ChangeDeliveryOrderStatusInput;
};


export type MutationChangeFleetTaskStatusArgs = {
  input: ChangeFleetTaskStatusInput;
};


export type MutationChangeMyPasswordArgs = {
  input: ChangeMyPasswordInput;
};


export type MutationChangeSalesOrderStatusArgs = {
  input: ChangeSalesOrderStatusInput;
};


export type MutationChangeServiceOrderStatusArgs = {
  input: ChangeServiceOrderStatusInput;
};


export type MutationCloseCompanyTicketArgs = {
  input: CloseCompanyTicketInput;
};


export type MutationConfirmTotpEnrolmentArgs = {
  input: ConfirmTotpInput;
};


export type MutationConsoleReplyCompanyTicketArgs = {
  input: ConsoleReplyCompanyTicketInput;
};


export type MutationCorrectVehicleMetersArgs = {
  input: CorrectVehicleMetersInput;
};


export type MutationCreateAlertRuleArgs = {
  input: AlertRuleInput;
};


export type MutationCreateAlertRulesArgs = {
  input: CreateAlertRulesInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCompanyCategoryArgs = {
  input: CreateCompanyCategoryInput;
};


export type MutationCreateCompanyTicketArgs = {
  input: CreateCompanyTicketInput;
};


export type MutationCreateCostEntryArgs = {
  input: CostEntryInput;
};


export type MutationCreateDeliveryOrderArgs = {
  input: CreateDeliveryOrderInput;
};


export type MutationCreateDeliveryOrdersFromSalesOrderArgs = {
  input: CreateDeliveryOrdersFromSalesOrderInput;
};


export type MutationCreateDeliveryRequestArgs = {
  input: CreateDeliveryRequestInput;
};


export type MutationCreateDeliveryTemplateArgs = {
  input: CreateDeliveryTemplateInput;
};


export type MutationCreateDeviceArgs = {
  input: CreateDeviceInput;
};


export type MutationCreateDocumentArgs = {
  input: CreateDocumentInput;
};


export type MutationCreateDriverArgs = {
  input: CreateDriverInput;
};


export type MutationCreateDriverAllowanceArgs = {
  input: DriverAllowanceInput;
};


export type MutationCreateEtollCardArgs = {
  input: EtollCardInput;
};


export type MutationCreateFleetTaskArgs = {
  input: CreateFleetTaskInput;
};


export type MutationCreateGeofenceArgs = {
  input: CreateGeofenceInput;
};


export type MutationCreateInvoiceDraftArgs = {
  input: CreateInvoiceDraftInput;
};


export type MutationCreateLandMeasurementArgs = {
  input: CreateLandMeasurementInput;
};


export type MutationCreateRateCardArgs = {
  input: RateCardInput;
};


export type MutationCreateRoutePlanArgs = {
  input: CreateRoutePlanInput;
};


export type MutationCreateSalesOrderArgs = {
  input: CreateSalesOrderInput;
};


export type MutationCreateScheduledReportArgs = {
  input: ScheduledReportInput;
};


export type MutationCreateServiceOrderArgs = {
  input: CreateServiceOrderInput;
};


export type MutationCreateServicePlanArgs = {
  input: CreateServicePlanInput;
};


export type MutationCreateTemporaryLiveViewArgs = {
  input: TemporaryLiveViewDataInput;
};


export type MutationCreateUnavailabilityArgs = {
  input: CreateUnavailabilityInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateVehicleArgs = {
  input: CreateVehicleInput;
};


export type MutationCreateVehicleTypeArgs = {
  input: CreateVehicleTypeInput;
};


export type MutationCreateVgroupArgs = {
  input: CreateVgroupInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteAlertRuleArgs = {
  input: DeleteAlertRuleInput;
};


export type MutationDeleteAlertRulesArgs = {
  input: DeleteAlertRulesInput;
};


export type MutationDeleteAllowanceExpenseArgs = {
  input: AllowanceExpenseIdInput;
};


export type MutationDeleteBankAccountArgs = {
  input: DeleteBankAccountInput;
};


export type MutationDeleteCostEntryArgs = {
  input: CostEntryIdInput;
};


export type MutationDeleteDeliveryOrderArgs = {
  input: DeliveryOrderIdInput;
};


export type MutationDeleteDeliveryTemplateArgs = {
  input: DeliveryTemplateIdInput;
};


export type MutationDeleteDeviceArgs = {
  input: DeleteDeviceInput;
};


export type MutationDeleteDocumentArgs = {
  input: DocumentIdInput;
};


export type MutationDeleteDriverAssignmentArgs = {
  input: DeleteDriverAssignmentInput;
};


export type MutationDeleteEtollCardArgs = {
  input: EtollCardIdInput;
};


export type MutationDeleteFleetTaskArgs = {
  input: FleetTaskIdInput;
};


export type MutationDeleteFuelCalibrationArgs = {
  input: FuelCalibrationVehicleInput;
};


export type MutationDeleteGeofenceArgs = {
  input: DeleteGeofenceInput;
};


export type MutationDeleteLandMeasurementArgs = {
  input: LandMeasurementIdInput;
};


export type MutationDeletePasskeyArgs = {
  input: DeletePasskeyInput;
};


export type MutationDeleteRateCardArgs = {
  input: RateCardIdInput;
};


export type MutationDeleteSalesOrderArgs = {
  input: SalesOrderIdInput;
};


export type MutationDeleteScheduledReportArgs = {
  input: ScheduledReportIdInput;
};


export type MutationDeleteServicePlanArgs = {
  input: ServicePlanIdInput;
};


export type MutationDeleteUnavailabilityArgs = {
  input: UnavailabilityIdInput;
};


export type MutationDeleteVehicleArgs = {
  input: DeleteVehicleInput;
};


export type MutationDeleteVgroupArgs = {
  input: DeleteVgroupInput;
};


export type MutationDeleteWebhookArgs = {
  input: WebhookIdInput;
};


export type MutationDeliverStopArgs = {
  input: DeliverStopInput;
};


export type MutationDisableTotpArgs = {
  input: DisableTotpInput;
};


export type MutationEndDriverCallArgs = {
  callId: Scalars['Int']['input'];
};


export type MutationEndMyFleetTaskArgs = {
  input: DriverTaskActionInput;
};


export type MutationEndMySessionArgs = {
  input: EndMySessionInput;
};


export type MutationEndUserSessionsArgs = {
  input: EndUserSessionInput;
};


export type MutationFailStopArgs = {
  input: FailStopInput;
};


export type MutationFinishPasskeyRegistrationArgs = {
  input: FinishPasskeyRegistrationInput;
};


export type MutationGenerateDeliveryTemplateOrdersArgs = {
  input: DeliveryTemplateIdInput;
};


export type MutationIssueInvoiceArgs = {
  input: InvoiceIdInput;
};


export type MutationMarkInvoicePaidArgs = {
  input: InvoiceIdInput;
};


export type MutationMarkWhatsappConversationReadArgs = {
  input: WhatsappConversationIdInput;
};


export type MutationMoveDeviceArgs = {
  input: MoveDeviceInput;
};


export type MutationMoveRoutePlanStopArgs = {
  input: MoveRoutePlanStopInput;
};


export type MutationReferCompanyArgs = {
  input: ReferCompanyInput;
};


export type MutationRegenerateRecoveryCodesArgs = {
  input: RegenerateRecoveryCodesInput;
};


export type MutationRegisterPushTokenArgs = {
  input: PushTokenInput;
};


export type MutationRejectDeliveryRequestArgs = {
  input: RejectDeliveryRequestInput;
};


export type MutationRenameLandMeasurementArgs = {
  input: RenameLandMeasurementInput;
};


export type MutationReplyCompanyTicketArgs = {
  input: ReplyCompanyTicketInput;
};


export type MutationReplyWhatsappConversationArgs = {
  input: ReplyWhatsappConversationInput;
};


export type MutationReportMyPositionsArgs = {
  input: ReportMyPositionsInput;
};


export type MutationRequestMarketplaceItemArgs = {
  input: RequestMarketplaceItemInput;
};


export type MutationRequestVideoFileListUpdateArgs = {
  input: VideoFileListUpdateInput;
};


export type MutationResendWhatsAppMessageArgs = {
  input: ResendWhatsAppMessageInput;
};


export type MutationResetUserPasswordArgs = {
  input: UserIdInput;
};


export type MutationResetUserTwoFactorArgs = {
  input: UserIdInput;
};


export type MutationRevokeApiKeyArgs = {
  input: ApiKeyIdInput;
};


export type MutationSaveControlTowerSettingsArgs = {
  input: ControlTowerSettingsInput;
};


export type MutationSaveFuelCalibrationArgs = {
  input: FuelCalibrationInput;
};


export type MutationSendDeviceCommandArgs = {
  input: SendDeviceCommandInput;
};


export type MutationSendScheduledReportNowArgs = {
  input: ScheduledReportIdInput;
};


export type MutationSendWebhookTestArgs = {
  input: WebhookIdInput;
};


export type MutationSetCompanyTwoFactorRequiredArgs = {
  input: CompanyTwoFactorInput;
};


export type MutationSetDeliveryTemplateStatusArgs = {
  input: DeliveryTemplateStatusInput;
};


export type MutationSetInvoiceLogoArgs = {
  input: InvoiceLogoInput;
};


export type MutationSetScheduledReportPausedArgs = {
  input: SetScheduledReportPausedInput;
};


export type MutationSetUploadMediaArgs = {
  input: SetUploadMediaInput;
};


export type MutationSetUserActiveArgs = {
  input: SetUserActiveInput;
};


export type MutationSetVehicleOwnershipCostArgs = {
  input: VehicleOwnershipCostInput;
};


export type MutationSetWebhookEnabledArgs = {
  input: SetWebhookEnabledInput;
};


export type MutationSettleDriverAllowanceArgs = {
  input: DriverAllowanceIdInput;
};


export type MutationStartMyFleetTaskArgs = {
  input: DriverTaskActionInput;
};


export type MutationTakeControlTowerExceptionArgs = {
  input: ControlTowerExceptionIdInput;
};


export type MutationUnregisterPushTokenArgs = {
  input: PushTokenInput;
};


export type MutationUpdateAlertRuleArgs = {
  input: UpdateAlertRuleInput;
};


export type MutationUpdateAlertRulesArgs = {
  input: UpdateAlertRulesInput;
};


export type MutationUpdateCompanyArgs = {
  input: UpdateCompanyInput;
};


export type MutationUpdateControlTowerExceptionArgs = {
  input: UpdateControlTowerExceptionInput;
};


export type MutationUpdateCostEntryArgs = {
  input: UpdateCostEntryInput;
};


export type MutationUpdateDeliveryOrderArgs = {
  input: UpdateDeliveryOrderInput;
};


export type MutationUpdateDeliveryTemplateArgs = {
  input: UpdateDeliveryTemplateInput;
};


export type MutationUpdateDeviceArgs = {
  input: UpdateDeviceInput;
};


export type MutationUpdateDocumentArgs = {
  input: UpdateDocumentInput;
};


export type MutationUpdateDocumentSettingsArgs = {
  input: UpdateDocumentSettingsInput;
};


export type MutationUpdateDriverArgs = {
  input: UpdateDriverInput;
};


export type MutationUpdateDriverAssignmentArgs = {
  input: UpdateDriverAssignmentInput;
};


export type MutationUpdateDriverCardArgs = {
  input: UpdateDriverCardInput;
};


export type MutationUpdateEtollCardArgs = {
  input: UpdateEtollCardInput;
};


export type MutationUpdateFleetTaskArgs = {
  input: UpdateFleetTaskInput;
};


export type MutationUpdateGeofenceArgs = {
  input: UpdateGeofenceInput;
};


export type MutationUpdateInvoiceSettingsArgs = {
  input: InvoiceSettingsInput;
};


export type MutationUpdateMyLanguageArgs = {
  input: UpdateMyLanguageInput;
};


export type MutationUpdatePodRequirementsArgs = {
  input: PodRequirementsInput;
};


export type MutationUpdateRateCardArgs = {
  input: UpdateRateCardInput;
};


export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};


export type MutationUpdateRetentionSettingsArgs = {
  input: RetentionSettingsInput;
};


export type MutationUpdateSalesOrderArgs = {
  input: UpdateSalesOrderInput;
};


export type MutationUpdateScheduledReportArgs = {
  input: UpdateScheduledReportInput;
};


export type MutationUpdateServiceOrderArgs = {
  input: UpdateServiceOrderInput;
};


export type MutationUpdateServicePlanArgs = {
  input: UpdateServicePlanInput;
};


export type MutationUpdateSsoSettingsArgs = {
  input: UpdateSsoSettingsInput;
};


export type MutationUpdateTemporaryLiveViewArgs = {
  input: UpdateTemporaryLiveViewInput;
};


export type MutationUpdateUnavailabilityArgs = {
  input: UpdateUnavailabilityInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateVehicleArgs = {
  input: UpdateVehicleInput;
};


export type MutationUpdateVehicleTypeArgs = {
  input: UpdateVehicleTypeInput;
};


export type MutationUpdateVehiclesArgs = {
  input: UpdateVehiclesInput;
};


export type MutationUpdateVgroupArgs = {
  input: UpdateVgroupInput;
};


export type MutationUpdateVideoSettingsArgs = {
  input: UpdateVideoSettingsInput;
};


export type MutationUpsertRawAlertsActionArgs = {
  input: UpsertRawAlertsActionInput;
};


export type MutationVerifyNumberArgs = {
  input: VerifyNumberInput;
};

/** One of the calling driver's own alerts (read-only). */
export type MyDriverAlert = {
  address: Maybe<Scalars['String']['output']>;
  alert: AlertCode;
  alertCode: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** alertData in words, in the caller's language */
  formattedAlertData: Maybe<Scalars['String']['output']>;
  /** alertCode-vehicleId-createdTimeMs-alertFlag */
  id: Scalars['String']['output'];
  isFalseAlert: Scalars['Boolean']['output'];
  isResolved: Scalars['Boolean']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  longitude: Maybe<Scalars['Float']['output']>;
  rawAlertId: Scalars['Float']['output'];
  vehicleId: Scalars['Int']['output'];
};

/** What a driver's home shows: their vehicle, their latest ten alerts and their score of the last four weeks. */
export type MyDriverHome = {
  alerts: Array<MyDriverAlert>;
  /** null without any figure in the period; weeks holds each week's own score */
  score: Maybe<DriverScore>;
  scorePeriod: MyDriverScorePeriod;
  /** null when the driver has no vehicle (no card read this shift, not a vehicle's driver 1 or 2) */
  vehicle: Maybe<MyDriverVehicle>;
};

export type MyDriverHomeResult = Envelope & {
  data: Maybe<MyDriverHome>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The days the driver's home score covers, both included (YYYY-MM-DD, company days). */
export type MyDriverScorePeriod = {
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
};

/**
 * The calling driver's vehicle as their home shows it: the one whose device read their card this shift, else one
 * they are driver 1 or 2 of; its motion now by the company's timeouts.
 */
export type MyDriverVehicle = {
  /** kept by the vehicle address keeper; null until resolved */
  address: Maybe<Scalars['String']['output']>;
  hullNo: Maybe<Scalars['String']['output']>;
  /** time of the latest position */
  lastUpdate: Maybe<Scalars['DateTime']['output']>;
  latitude: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  /** identified (their card read this shift) or assigned (driver 1 or 2) */
  link: Scalars['String']['output'];
  longitude: Maybe<Scalars['Float']['output']>;
  /** km/h; null when the position says nothing about now (stale, offline, no data) */
  speed: Maybe<Scalars['Float']['output']>;
  /** moving, stopped, idle, parked, stale, offline or noData (no position yet) */
  status: Scalars['String']['output'];
  vehicleId: Scalars['Int']['output'];
  /** manufacturer, model and type; null without a vehicle type */
  vehicleTypeName: Maybe<Scalars['String']['output']>;
};

export type MyFleetTasksResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<FleetTask>>;
  message: Scalars['String']['output'];
  podRequirements: Maybe<PodRequirements>;
  status: Scalars['Int']['output'];
};

/** A menu module marked new (the side menu's New badge) until `newUntil`. */
export type NewModule = {
  newUntil: Scalars['DateTime']['output'];
  path: Scalars['String']['output'];
};

export type NewModulesResult = Envelope & {
  data: Maybe<Array<NewModule>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One entry of the Notification Log: an action a user took on an alert. */
export type NotificationLogEntry = {
  createdOn: Scalars['DateTime']['output'];
  data: Maybe<Scalars['String']['output']>;
  id: Scalars['Float']['output'];
  note: Maybe<Scalars['String']['output']>;
  rawAlert: RawAlert;
  typeField: Scalars['String']['output'];
  user: Maybe<RawAlertUser>;
};

export type NotificationLogPage = {
  data: Array<NotificationLogEntry>;
  pagination: Pagination;
};

export type NotificationLogResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  notificationLog: Maybe<NotificationLogPage>;
  status: Scalars['Int']['output'];
};

/** On-time figures of one customer, driver or vehicle: delivered orders, those with a delivery window (judged), on time and late. */
export type OnTimeRate = {
  delivered: Scalars['Int']['output'];
  judged: Scalars['Int']['output'];
  late: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  onTime: Scalars['Int']['output'];
  /** onTime / judged, 0–1; null when no delivered order had a window */
  rate: Maybe<Scalars['Float']['output']>;
};

/** A delivery order's priority for route planning: LOW (Rendah), NORMAL (Normal), HIGH (Tinggi), URGENT (Mendesak). When not every order fits, the plan keeps the higher ones. */
export type OrderPriority =
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  | 'URGENT';

export type Pagination = {
  page: Scalars['Int']['output'];
  show: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PaginationInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  show?: InputMaybe<Scalars['Int']['input']>;
};

export type PaginationWithActualTotal = {
  /** rows before the search/filter */
  actualTotal: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  show: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A passkey (WebAuthn) of the signed-in user: a second factor beside or instead of the authenticator app. */
export type Passkey = {
  /** ISO 8601 */
  createdOn: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** ISO 8601; null until it signs in once */
  lastUsedOn: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PasskeyRegistrationOptionsResult = Envelope & {
  /** PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (good for 2 minutes, once) */
  data: Maybe<Scalars['JSON']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type PasskeysResult = Envelope & {
  data: Maybe<Array<Passkey>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type PayloadData = {
  payload: SocketPayload;
  subscribedAlertRules: SubscribedAlertRules;
};

export type PayloadFilter = {
  /** SystemNotif and/or AlertCenter */
  filterByType?: InputMaybe<Array<Scalars['String']['input']>>;
  isSharedVehicle?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PayloadResult = Envelope & {
  data: Maybe<PayloadData>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** a place near a point: its name and the distance to it */
export type PlaceNear = {
  metres: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PodOverrideInput = {
  deliveryOrderId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};

/** Which parts of a proof of delivery the company's drivers must hand in at each drop. */
export type PodRequirements = {
  photo: Scalars['Boolean']['output'];
  receiverName: Scalars['Boolean']['output'];
  signature: Scalars['Boolean']['output'];
};

export type PodRequirementsInput = {
  photo: Scalars['Boolean']['input'];
  receiverName: Scalars['Boolean']['input'];
  signature: Scalars['Boolean']['input'];
};

export type PodRequirementsResult = Envelope & {
  data: Maybe<PodRequirements>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The signed-in user's own profile (docs/spec/alert-center-and-shell.md §3 Profile). */
export type Profile = {
  /** verified e-mail, null until one is added */
  email: Maybe<Scalars['String']['output']>;
  /** id or en */
  language: Scalars['String']['output'];
  lastReminder: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** verified number in E.164, null until one is added */
  phoneNo: Maybe<Scalars['String']['output']>;
  /** whether the reminder should be shown now */
  reminderDue: Scalars['Boolean']['output'];
  /** minutes between reminders to add a missing e-mail or number: 0 (none), 5, 10, 15, 30 or 60 */
  reminderMinutes: Scalars['Int']['output'];
};

export type ProfileResult = Envelope & {
  data: Maybe<Profile>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type PushPublicKeyResult = Envelope & {
  /** the server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe */
  data: Maybe<Scalars['String']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type PushTokenInput = {
  /** web */
  platform: Scalars['String']['input'];
  /** the browser's PushSubscription as JSON ({endpoint, keys: {p256dh, auth}}) */
  registrationToken: Scalars['String']['input'];
};

/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type Query = {
  /** One driver's behaviour alerts of the period, newest first (false alerts included and flagged). */
  AlertDetailDriverScores: AlertDetailDriverScoresResult;
  /** One driver's score of the period with its weekly trend; NotFound without any figure in the period. */
  DriverScore: DriverScoreResult;
  /** Drivers who drove or raised a behaviour alert in the period, scored; with the average and the top and lowest ten. */
  DriverScores: DriverScoresResult;
  /** The company's geofences (saved addresses), by name. The list is in `list`. */
  Geofences: GeofencesResult;
  TemporaryLiveViewsPaginated: TemporaryLiveViewsPaginatedResult;
  _version: Scalars['String']['output'];
  /** The company's running driver calls and its maximum (keys b3f-two-way-communication:read and b3f-two-way-communication-all-module:read). Calls start on the call socket /ws/call?vehicleId=… */
  activeDriverCalls: ActiveDriverCallsResult;
  /** alert codes catalogue (key e4b-alert-center-rule-setting:read or e4a-alert-center-main:read) */
  alertCodesPaginated: AlertCodesPaginatedResult;
  alertRule: AlertRuleResult;
  alertRuleTemplates: AlertRuleTemplatesResult;
  /** the company's active non-driver users for the rule's subscribed users (key e4b-alert-center-rule-setting:read) */
  alertRuleUserOptions: AlertRuleUserOptionsResult;
  alertRules: AlertRulesResult;
  /** Alerts of the period by alert code, vehicle and driver, with the false-alert rate (f1f-report-alert:read). */
  alertSummaryReport: AlertSummaryReportResult;
  /** Up to 20 fleet tasks an allowance may be for, newest departure first (financial-record:create). */
  allowanceFleetTasks: AllowanceFleetTasksResult;
  /** The audit of calls made with the company's keys, newest first (sessions only) */
  apiKeyCalls: ApiKeyCallsResult;
  /** The company's API keys: active first, newest first (sessions only) */
  apiKeys: ApiKeysResult;
  /** The company's audit log (c9a-setting-audit-log:read); the XLSX export is GET /api/audit/export with the same filter. */
  auditEvents: AuditEventsResult;
  company: CompanyResult;
  companyCategories: CompanyCategoriesResult;
  /** Where the caller's company operates, for maps to start on; data is null with no positions and no geofences. */
  companyMapArea: CompanyMapAreaResult;
  /** The company's roles to give a user (c2a-setting-user:read). */
  companyRoles: CompanyRolesResult;
  companyTicket: CompanyTicketResult;
  /** The bell's ticket entries of the caller: its company's answered tickets (company_ticket:read) and, for a platform admin, the tickets a company wrote in, newest first */
  companyTicketNotices: CompanyTicketNoticesResult;
  /** The caller's company's tickets, latest activity first */
  companyTickets: CompanyTicketsResult;
  /** The company's users, a page at a time (c2a-setting-user:read). */
  companyUsers: CompanyUsersResult;
  consoleCompanyTicket: CompanyTicketResult;
  /** The platform console: every company's tickets, those waiting for the platform team first (platform admins) */
  consoleCompanyTickets: CompanyTicketsResult;
  /** Open exceptions per queue */
  controlTowerCounts: ControlTowerCountsResult;
  /** The company's live exceptions, the longest waiting first */
  controlTowerExceptions: ControlTowerExceptionsResult;
  controlTowerSettings: ControlTowerSettingsResult;
  /** The company's cost entries of the filter, newest first (financial-record:read). */
  costEntries: CostEntriesResult;
  /** Totals of the filter per category, per vehicle and for the fleet (financial-record:read). */
  costSummary: CostSummaryResult;
  /** One delivery order of the company (tms:read). */
  deliveryOrder: DeliveryOrderResult;
  /** The company's delivery orders, newest first, with a count per status (all four tms keys). */
  deliveryOrders: DeliveryOrdersResult;
  /** On-time rate per customer, driver and vehicle, and deliveries per day, over a period of company days (tms:read). */
  deliveryReport: DeliveryReportResult;
  deliveryRequest: DeliveryRequestResult;
  /** Delivery requests of the caller's company (tms:read) */
  deliveryRequests: DeliveryRequestsResult;
  /** The company's delivery templates, newest first, with a count per status (tms:read). */
  deliveryTemplates: DeliveryTemplatesResult;
  /** A vehicle's commands, newest first (key d5b-device-command:read). */
  deviceCommands: DeviceCommandsResult;
  /** Where a device was fitted and by whom, newest first. */
  deviceMoves: DeviceMovesResult;
  devices: DevicesResult;
  /** The document type rules and the assigning block (vehicle_docs:read or user_docs:read). */
  documentSettings: DocumentSettingsResult;
  /** The company's current documents (a renewal replaces the one before), soonest expiry first, with a count per status (vehicle_docs:read for vehicles', user_docs:read for drivers'). */
  documents: DocumentsResult;
  /** A driver allowance with its receipts (financial-record:read). */
  driverAllowance: DriverAllowanceDetailResult;
  /** Per driver with an allowance still given: what they hold (financial-record:read). */
  driverAllowanceBalances: DriverAllowanceBalancesResult;
  /** The company's driver allowances paid in the filter's range, newest first (financial-record:read). */
  driverAllowances: DriverAllowancesResult;
  /** Who was a vehicle's driver 1 or 2 when, newest first. */
  driverAssignments: DriverAssignmentsResult;
  /** The company's call log, newest first (both two-way communication keys). */
  driverCallLog: DriverCallLogResult;
  /** The company's drivers scored over the period, best first (f1g-report-driver-behavior:read). */
  driverScoreReport: DriverScoreReportResult;
  drivers: DriversResult;
  /** The caller company's e-mail outbox, newest first (access c5a-setting-notification:read). */
  emailMessages: EmailMessagesResult;
  /** The company's e-toll cards by number (financial-record:read). */
  etollCards: EtollCardsResult;
  /** A vehicle's clip requests (key b3i-menu-media:read); status S is a stored clip. */
  findDownloadVideoHistories: DownloadVideoHistoriesResult;
  /** The company's vehicles and drivers per day of the day or week, with their tasks, service orders and off ranges (tms:read). */
  fleetAvailability: FleetAvailabilityResult;
  /** Vehicles of the caller's company by motion status. */
  fleetSummary: FleetSummaryResult;
  /** One fleet task with its stops and interventions (tms:read or fleet-task-instant:read). */
  fleetTask: FleetTaskResult;
  /** The company's fleet tasks, newest departure first, with a count per status (tms:read or fleet-task-instant:read). */
  fleetTasks: FleetTasksResult;
  /** A vehicle tank's calibration table (d1a-master-vehicle:read). */
  fuelCalibration: FuelCalibrationResult;
  /** A vehicle's fuel level, its stored refuels and drains, and its receipts reconciled (financial-record:read). */
  fuelReport: FuelReportResult;
  fuelTypes: FuelTypesResult;
  geofence: GeofenceResult;
  /** Geofence visits that overlap the period: enter, exit, dwell (f1h-report-geofence:read). */
  geofenceVisitReport: GeofenceVisitReportResult;
  /** The signed-in user, their company, access rights and feature flags. */
  identity: IdentityResult;
  /** An invoice with its lines. */
  invoice: InvoiceResult;
  /** The PPh 23 choice a new invoice for the customer starts with (its last invoice's). */
  invoiceCustomerDefaults: InvoiceCustomerDefaultsResult;
  /** The company's invoice settings (the defaults until saved). */
  invoiceSettings: InvoiceSettingsResult;
  /** The customer's delivered orders of the period, to make a draft of. */
  invoiceableOrders: InvoiceableOrdersResult;
  /** The company's invoices, newest first, with counts per status. */
  invoices: InvoicesResult;
  landMeasurement: LandMeasurementResult;
  /** A vehicle's stored track between two times as a boundary to measure */
  landMeasurementTrack: LandMeasurementTrackResult;
  /** The company's saved measurements, newest first */
  landMeasurements: LandMeasurementsResult;
  /** The calling driver's own home, scoped by the session to their driver record and company; Forbidden for a non-driver. */
  myDriverHome: MyDriverHomeResult;
  /** The signed-in driver's tasks of today, as driver or co-driver, and the POD the company requires (tms_driver:read). */
  myFleetTasks: MyFleetTasksResult;
  /** The signed-in user's passkeys. */
  myPasskeys: PasskeysResult;
  /** The caller's own live sessions (a signed-in session only). */
  mySessions: UserSessionsResult;
  /** The signed-in user's two-step verification and whether their company requires it. */
  myTwoFactor: TwoFactorStatusResult;
  /** The new-module check: modules still new now (the same for every company). */
  newModules: NewModulesResult;
  /** actions users took on alerts (key e1j-log-notification:read) */
  notificationLog: NotificationLogResult;
  payload: PayloadResult;
  /** Which parts of a proof of delivery the company requires (tms:read). */
  podRequirements: PodRequirementsResult;
  /** The signed-in user's profile. */
  profile: ProfileResult;
  /** The VAPID public key for subscribing to Web Push. */
  pushPublicKey: PushPublicKeyResult;
  /** The company's rate cards (tms-integration-accurate:read and invoiceCoreFlag, like every invoice call). */
  rateCards: RateCardsResult;
  rawAlert: RawAlertResult;
  rawAlerts: RawAlertsResult;
  /** the light variant: ids and pagination only */
  rawAlertsLight: RawAlertsLightResult;
  /**
   * The files the vehicle's dashcam recorded on a channel in a window, asked of the dashcam (0x9205 → 0x1205) with the
   * live view's key (Track Vision); played back on the live video socket in playback mode.
   */
  recordedVideos: RecordedVideosResult;
  /** The caller's company's referral code, link and referrals (referal_program:read; never for company 1449). */
  referralProgram: ReferralProgramResult;
  /** The company's active users a reminder recipient may be chosen from, by name */
  reminderRecipientOptions: ReminderRecipientOptionsResult;
  reminderSettings: ReminderSettingsResult;
  retentionSettings: RetentionSettingsResult;
  /** The path, stops and trip summary of one vehicle over a time range. */
  routeHistory: RouteHistoryResult;
  routePlan: RoutePlanResult;
  routePlans: RoutePlansResult;
  salesOrder: SalesOrderResult;
  /** Sales orders of the caller's company (sales-order:read) */
  salesOrders: SalesOrdersResult;
  /** The next days a schedule falls on from today, before the template is saved (tms:read). */
  scheduleOccurrences: ScheduleOccurrencesResult;
  /** The company's people with an e-mail address or a phone number (any report key) */
  scheduledReportPeople: ScheduledReportPeopleResult;
  /** A schedule's runs, newest first */
  scheduledReportRuns: ScheduledReportRunsResult;
  /** The company's schedules of the reports the caller may read, newest first */
  scheduledReports: ScheduledReportsResult;
  /** The reminders the company was sent, newest first */
  sentReminders: SentRemindersResult;
  /** One service order, e.g. for its SPK (maintenance:read). */
  serviceOrder: ServiceOrderResult;
  /** The company's service orders, latest scheduled first, with a count per status (maintenance:read). */
  serviceOrders: ServiceOrdersResult;
  /** Every plan item, most due first, with a count per due status: the upcoming and overdue lists (maintenance:read). */
  servicePlanItems: ServicePlanItemsResult;
  /** The company's service plans with their items' due status (maintenance:read). */
  servicePlans: ServicePlansResult;
  /** The caller's company's single sign-on settings (c1a-setting-company:read) */
  ssoSettings: SsoSettingsResult;
  /** Stops and parking that begin in the period, oldest first, with addresses (f1b-report-parking:read). */
  stopReport: StopReportResult;
  /** Total cost of ownership per vehicle, per vehicle group and for the fleet over a period (financial-record:read). */
  tcoSummary: TcoSummaryResult;
  temporaryLiveView: TemporaryLiveViewResult;
  totalImportantAlerts: TotalImportantAlertsResult;
  /** Trips that begin in the period, oldest first, with the start and end addresses of the page (f1a-report-trip:read). */
  tripReport: TripReportResult;
  /** A user's live sessions (c2a-setting-user:update). */
  userSessions: UserSessionsResult;
  /** Driving, idle, parked and offline time per vehicle per day (f1e-report-mileage:read). */
  utilisationReport: UtilisationReportResult;
  vehicle: VehicleResult;
  /** Changes of one vehicle, newest first (kept after the vehicle is deleted). */
  vehicleAuditLogs: VehicleAuditLogsResult;
  /** Vehicles in the given statuses (default: out of use) with their last receive time. */
  vehicleStatuses: VehicleStatusesResult;
  vehicleType: VehicleTypeResult;
  vehicleTypes: VehicleTypesResult;
  /** The files of a vehicle's dashcam channel in a window (key b3i-menu-media:read). */
  vehicleVideos: VehicleVideosResult;
  /** Vehicles of the caller's company, sorted (licence plate ascending by default); all of them unless a page is asked. */
  vehicles: VehiclesResult;
  /** Light list for pickers: rows of a page plus every matching id. */
  vehiclesFilter: VehiclesFilterResult;
  vehiclesPaginated: VehiclesPaginatedResult;
  vgroups: VgroupsResult;
  /** This month's video minutes, the quota and the streams cap (the Track Vision key or the company settings' read key). */
  videoUsage: VideoUsageResult;
  /** Who watched which vehicle's cameras when and how long (the Track Vision key), newest first. */
  videoViews: VideoViewsResult;
  /** A subscription's deliveries, newest first (sessions only) */
  webhookDeliveries: WebhookDeliveriesResult;
  /** The company's webhook subscriptions, newest first (sessions only) */
  webhooks: WebhooksResult;
  whatsappConversation: WhatsappConversationResult;
  /** The company's WhatsApp conversations: waiting for the operator first, then unread, then newest */
  whatsappConversations: WhatsappConversationsResult;
  /** The inbox badge */
  whatsappInboxCounts: WhatsappInboxCountsResult;
  /** The bell's entries: conversations waiting for the operator, the newest wait first (at most 20) */
  whatsappInboxNotices: WhatsappInboxNoticesResult;
  /** The caller company's WhatsApp outbox, newest first (access c5a-setting-notification:read). */
  whatsappMessages: WhatsAppMessagesResult;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertDetailDriverScoresArgs = {
  filter: AlertDetailDriverScoresFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverScoreArgs = {
  filter: DriverScoreFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverScoresArgs = {
  filter: DriverScoresFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryGeofencesArgs = {
  filter?: InputMaybe<GeofencesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryTemporaryLiveViewsPaginatedArgs = {
  filter?: InputMaybe<TemporaryLiveViewsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertCodesPaginatedArgs = {
  filter?: InputMaybe<AlertCodesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertRuleArgs = {
  filter: AlertRuleFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertRuleTemplatesArgs = {
  filter?: InputMaybe<AlertRuleTemplatesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertRuleUserOptionsArgs = {
  filter?: InputMaybe<AlertRuleUserOptionsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertRulesArgs = {
  filter?: InputMaybe<AlertRulesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAlertSummaryReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAllowanceFleetTasksArgs = {
  input: AllowanceFleetTasksInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryApiKeyCallsArgs = {
  filter?: InputMaybe<ApiKeyCallsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryAuditEventsArgs = {
  filter: AuditEventsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCompanyArgs = {
  filter?: InputMaybe<CompanyFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCompanyCategoriesArgs = {
  filter?: InputMaybe<CompanyCategoriesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCompanyTicketArgs = {
  input: CompanyTicketIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCompanyTicketsArgs = {
  filter?: InputMaybe<CompanyTicketsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCompanyUsersArgs = {
  filter?: InputMaybe<CompanyUsersFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryConsoleCompanyTicketArgs = {
  input: CompanyTicketIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryConsoleCompanyTicketsArgs = {
  filter?: InputMaybe<CompanyTicketsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryControlTowerExceptionsArgs = {
  filter?: InputMaybe<ControlTowerExceptionsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCostEntriesArgs = {
  filter: CostFilterInput;
  pagination?: InputMaybe<PaginationInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryCostSummaryArgs = {
  filter: CostFilterInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryOrderArgs = {
  deliveryOrderId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryOrdersArgs = {
  filter?: InputMaybe<DeliveryOrdersFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryReportArgs = {
  input: DeliveryReportInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryRequestArgs = {
  deliveryRequestId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryRequestsArgs = {
  filter?: InputMaybe<DeliveryRequestsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeliveryTemplatesArgs = {
  filter?: InputMaybe<DeliveryTemplatesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeviceCommandsArgs = {
  filter: DeviceCommandsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDeviceMovesArgs = {
  filter: DeviceMovesFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDevicesArgs = {
  filter?: InputMaybe<DevicesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDocumentsArgs = {
  filter?: InputMaybe<DocumentsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverAllowanceArgs = {
  input: DriverAllowanceIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverAllowancesArgs = {
  filter: DriverAllowanceFilterInput;
  pagination?: InputMaybe<PaginationInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverAssignmentsArgs = {
  filter: DriverAssignmentsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverCallLogArgs = {
  filter?: InputMaybe<DriverCallLogFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriverScoreReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryDriversArgs = {
  filter?: InputMaybe<DriversFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryEmailMessagesArgs = {
  filter?: InputMaybe<EmailMessagesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFindDownloadVideoHistoriesArgs = {
  filter: DownloadVideoHistoriesFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFleetAvailabilityArgs = {
  input: FleetAvailabilityInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFleetTaskArgs = {
  fleetTaskId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFleetTasksArgs = {
  filter?: InputMaybe<FleetTasksFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFuelCalibrationArgs = {
  input: FuelCalibrationVehicleInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryFuelReportArgs = {
  input: FuelReportInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryGeofenceArgs = {
  filter: GeofenceFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryGeofenceVisitReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryInvoiceArgs = {
  invoiceId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryInvoiceCustomerDefaultsArgs = {
  input: InvoiceCustomerDefaultsInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryInvoiceableOrdersArgs = {
  input: InvoiceableOrdersInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoicesFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryLandMeasurementArgs = {
  input: LandMeasurementIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryLandMeasurementTrackArgs = {
  filter: LandMeasurementTrackFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryLandMeasurementsArgs = {
  filter?: InputMaybe<LandMeasurementsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryNotificationLogArgs = {
  filter?: InputMaybe<RawAlertUserLogsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryPayloadArgs = {
  filter?: InputMaybe<PayloadFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRateCardsArgs = {
  filter?: InputMaybe<RateCardsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRawAlertArgs = {
  filter: RawAlertFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRawAlertsArgs = {
  filter?: InputMaybe<RawAlertsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRawAlertsLightArgs = {
  filter?: InputMaybe<RawAlertsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRecordedVideosArgs = {
  filter: RecordedVideosFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRouteHistoryArgs = {
  filter: RouteHistoryFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRoutePlanArgs = {
  routePlanId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryRoutePlansArgs = {
  filter?: InputMaybe<RoutePlansFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QuerySalesOrderArgs = {
  salesOrderId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QuerySalesOrdersArgs = {
  filter?: InputMaybe<SalesOrdersFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryScheduleOccurrencesArgs = {
  input: ScheduleOccurrencesInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryScheduledReportRunsArgs = {
  filter: ScheduledReportRunsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QuerySentRemindersArgs = {
  filter?: InputMaybe<SentRemindersFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryServiceOrderArgs = {
  serviceOrderId: Scalars['Int']['input'];
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryServiceOrdersArgs = {
  filter?: InputMaybe<ServiceOrdersFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryServicePlanItemsArgs = {
  filter?: InputMaybe<ServicePlanItemsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryServicePlansArgs = {
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryStopReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryTcoSummaryArgs = {
  input: TcoPeriodInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryTemporaryLiveViewArgs = {
  filter: TemporaryLiveViewFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryTotalImportantAlertsArgs = {
  filter?: InputMaybe<TotalImportantAlertsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryTripReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryUserSessionsArgs = {
  input: UserIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryUtilisationReportArgs = {
  filter: ReportFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleArgs = {
  filter: VehicleFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleAuditLogsArgs = {
  filter: VehicleAuditLogsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleStatusesArgs = {
  filter?: InputMaybe<VehicleStatusesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleTypeArgs = {
  filter: VehicleTypeFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleTypesArgs = {
  filter?: InputMaybe<VehicleTypesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehicleVideosArgs = {
  filter: VehicleVideosFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehiclesArgs = {
  filter?: InputMaybe<VehiclesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehiclesFilterArgs = {
  filter?: InputMaybe<VehiclesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVehiclesPaginatedArgs = {
  filter?: InputMaybe<VehiclesFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVgroupsArgs = {
  filter?: InputMaybe<VgroupsFilter>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryVideoViewsArgs = {
  filter: VideoViewsFilter;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryWebhookDeliveriesArgs = {
  filter: WebhookDeliveriesFilterInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryWhatsappConversationArgs = {
  input: WhatsappConversationIdInput;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryWhatsappConversationsArgs = {
  filter?: InputMaybe<WhatsappConversationsFilterInput>;
};


/**
 * Conventions: queries take a `filter` argument, mutations an `input` argument (as the product's client does).
 * Results carry the response envelope fields; lists add `pagination`.
 */
export type QueryWhatsappMessagesArgs = {
  filter?: InputMaybe<WhatsAppMessagesFilter>;
};

/** A customer's price for a service type; areas and vehicle size narrow it when set. Amounts in whole Rupiah. */
export type RateCard = {
  createdOn: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  destinationArea: Maybe<Scalars['String']['output']>;
  /** Each further drop of a trip (trip cards) */
  extraDropPrice: Scalars['Float']['output'];
  /** Part of the origin address, e.g. Cikarang */
  originArea: Maybe<Scalars['String']['output']>;
  overnightPrice: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  rateCardId: Scalars['Int']['output'];
  serviceType: ServiceType;
  unit: RateUnit;
  updatedOn: Scalars['DateTime']['output'];
  /** The vehicle type, e.g. CDD */
  vehicleSize: Maybe<Scalars['String']['output']>;
  waitingFreeMinutes: Scalars['Int']['output'];
  /** Per started hour beyond the free minutes */
  waitingPricePerHour: Scalars['Float']['output'];
};

export type RateCardIdInput = {
  rateCardId: Scalars['Int']['input'];
};

export type RateCardInput = {
  customerName: Scalars['String']['input'];
  destinationArea?: InputMaybe<Scalars['String']['input']>;
  extraDropPrice?: InputMaybe<Scalars['Float']['input']>;
  originArea?: InputMaybe<Scalars['String']['input']>;
  overnightPrice?: InputMaybe<Scalars['Float']['input']>;
  price: Scalars['Float']['input'];
  serviceType: ServiceType;
  unit: RateUnit;
  vehicleSize?: InputMaybe<Scalars['String']['input']>;
  waitingFreeMinutes?: InputMaybe<Scalars['Int']['input']>;
  waitingPricePerHour?: InputMaybe<Scalars['Float']['input']>;
};

export type RateCardResult = Envelope & {
  data: Maybe<RateCard>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RateCardsFilterInput = {
  customerName?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
};

export type RateCardsResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<RateCard>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** How a rate card counts: per TRIP, per KG, per M3, per KM or per DROP. */
export type RateUnit =
  | 'DROP'
  | 'KG'
  | 'KM'
  | 'M3'
  | 'TRIP';

export type RawAlert = {
  additionalData: Maybe<RawAlertAdditionalData>;
  /** the geocoder's phrase in Indonesian ('± 380 m dari Depo Cakung') */
  address: Maybe<Scalars['String']['output']>;
  /** the phrase's parts when the offline geocoder named a nearby place, to phrase it in the reader's language */
  addressNear: Maybe<PlaceNear>;
  alert: AlertCode;
  alertCode: Scalars['Int']['output'];
  alertData: Maybe<Scalars['String']['output']>;
  alertFlag: Scalars['String']['output'];
  alertRuleIds: Array<Scalars['Int']['output']>;
  alertTrigger: Maybe<Scalars['String']['output']>;
  /** the alert's rules ask for an automatic popup and the caller subscribes to one of them */
  autoPopup: Scalars['Boolean']['output'];
  callState: RawAlertCallState;
  /** a clip request waits for the dashcam's upload: the popup polls */
  canCheck: Scalars['Boolean']['output'];
  /** no clip stored and none waiting: the popup may ask the dashcam for one */
  canRequest: Scalars['Boolean']['output'];
  childVehicleId: Maybe<Scalars['Int']['output']>;
  createdOn: Scalars['DateTime']['output'];
  driver: Maybe<RawAlertDriver>;
  driverId: Maybe<Scalars['Int']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  /** fleet-order alerts (137-143): the order's details; null otherwise or when none were stored */
  foData: Maybe<RawAlertFleetOrder>;
  form: Maybe<RawAlertForm>;
  /** alertData in words, in the caller's language (e.g. '92 km/h selama 75 detik') */
  formattedAlertData: Maybe<Scalars['String']['output']>;
  geofence: Maybe<Scalars['String']['output']>;
  geofences: Array<RawAlertGeofence>;
  /** alertCode-vehicleId-createdTimeMs-alertFlag */
  id: Scalars['String']['output'];
  isFalseAlert: Scalars['Boolean']['output'];
  isImportant: Scalars['Boolean']['output'];
  isRead: Scalars['Boolean']['output'];
  isResolved: Scalars['Boolean']['output'];
  /** for the caller: the alert's rules are in their subscribed urgent / important lists */
  isUrgent: Scalars['Boolean']['output'];
  lastUserFeedback: Maybe<RawAlertFeedback>;
  latitude: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  longitude: Maybe<Scalars['Float']['output']>;
  mapUrl: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  /** complete, waiting or failed by the clip requests; null before any */
  pollingStatus: Maybe<Scalars['String']['output']>;
  rawAlertId: Scalars['Float']['output'];
  readOn: Maybe<Scalars['DateTime']['output']>;
  resolvedBy: Maybe<Scalars['Int']['output']>;
  resolvedOn: Maybe<Scalars['DateTime']['output']>;
  resolver: Maybe<RawAlertUser>;
  /** clip requests made for the alert */
  retryCount: Scalars['Int']['output'];
  shouldHaveMedia: Scalars['Boolean']['output'];
  /** GPS or camera */
  sourceDeviceCategory: Scalars['String']['output'];
  sourceDeviceType: Maybe<Scalars['String']['output']>;
  userLogs: Array<RawAlertUserLog>;
  vehicle: RawAlertVehicle;
  vehicleId: Scalars['Int']['output'];
  /** the stored clip, once one is */
  videoData: Maybe<RawAlertVideoData>;
};

export type RawAlertActionRecord = {
  actionType: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  data: Maybe<Scalars['String']['output']>;
  rawAlertId: Scalars['Float']['output'];
  type: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type RawAlertAdditionalData = {
  /** the latest clip request's status: W waiting, S stored, F failed */
  downloadVideoStatus: Maybe<Scalars['String']['output']>;
};

/** Voice call capability of the alert's vehicle (bsj and vss-howen devices). */
export type RawAlertCallState = {
  deviceType: Maybe<Scalars['String']['output']>;
  imeiVoip: Maybe<Scalars['String']['output']>;
  isHaveVoip: Scalars['Boolean']['output'];
  vehicleIdVoip: Maybe<Scalars['Int']['output']>;
};

export type RawAlertDriver = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type RawAlertFeedback = {
  createdOn: Scalars['DateTime']['output'];
  feedback: Scalars['String']['output'];
  user: Maybe<RawAlertUser>;
  userId: Maybe<Scalars['Int']['output']>;
};

export type RawAlertFilter = {
  /** a raw alert id, or alertCode-vehicleId-createdTimeMs-alertFlag */
  id: Scalars['String']['input'];
};

/** The details of a fleet-order alert (codes 137-143); times ISO 8601. */
export type RawAlertFleetOrder = {
  actualTime: Maybe<Scalars['DateTime']['output']>;
  destination: Maybe<Scalars['String']['output']>;
  distanceKm: Maybe<Scalars['Float']['output']>;
  estimatedArrival: Maybe<Scalars['DateTime']['output']>;
  location: Maybe<Scalars['String']['output']>;
  plannedActivityMinutes: Maybe<Scalars['Int']['output']>;
  targetArrival: Maybe<Scalars['DateTime']['output']>;
  /** target time of the arrival or departure the alert is about */
  targetTime: Maybe<Scalars['DateTime']['output']>;
  totalDurationMinutes: Maybe<Scalars['Int']['output']>;
};

export type RawAlertForm = {
  others: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
};

export type RawAlertFormInput = {
  others?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};

export type RawAlertGeofence = {
  fenceName: Scalars['String']['output'];
  geofenceId: Scalars['Int']['output'];
};

export type RawAlertId = {
  rawAlertId: Scalars['Float']['output'];
};

export type RawAlertResult = Envelope & {
  data: Maybe<RawAlert>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RawAlertUploadInput = {
  /** 1 road (ADAS), 2 driver (DMS) */
  cameraPosition: Scalars['Int']['input'];
  rawAlertCreatedOn: Scalars['DateTime']['input'];
};

export type RawAlertUser = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type RawAlertUserLog = {
  createdOn: Scalars['DateTime']['output'];
  data: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  /** Read, Resolve, FalseAlert or Feedback */
  typeField: Scalars['String']['output'];
  user: Maybe<RawAlertUser>;
  userId: Maybe<Scalars['Int']['output']>;
};

export type RawAlertUserLogsFilter = {
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Read, Resolve, FalseAlert or Feedback */
  typeField?: InputMaybe<Array<Scalars['String']['input']>>;
  userIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  vehicleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type RawAlertVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
};

/** The stored dashcam clip of an alert. */
export type RawAlertVideoData = {
  channel: Scalars['Int']['output'];
  contentType: Maybe<Scalars['String']['output']>;
  endTime: Scalars['DateTime']['output'];
  fileSize: Maybe<Scalars['Float']['output']>;
  /** the download history entry */
  id: Scalars['Int']['output'];
  startTime: Scalars['DateTime']['output'];
  /** GET with the session (key b3i-menu-media:read); HTTP ranges */
  url: Scalars['String']['output'];
};

export type RawAlertsActionAggregate = {
  insertedAlertLogs: Scalars['Int']['output'];
  updatedAlertStatuses: Scalars['Int']['output'];
  updatedAlerts: Scalars['Int']['output'];
};

export type RawAlertsFilter = {
  alertCodes?: InputMaybe<Array<Scalars['Int']['input']>>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  isFalseAlert?: InputMaybe<Scalars['Boolean']['input']>;
  isImportant?: InputMaybe<Scalars['Boolean']['input']>;
  isRead?: InputMaybe<Scalars['Boolean']['input']>;
  isResolved?: InputMaybe<Scalars['Boolean']['input']>;
  /** only alerts urgent / important for the caller */
  isUrgent?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<RawAlertsOrderBy>;
  pagination?: InputMaybe<PaginationInput>;
  rawAlertIds?: InputMaybe<Array<Scalars['Float']['input']>>;
  /** plate, alert description or address */
  search?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  vehicleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type RawAlertsLightPage = {
  data: Array<RawAlertId>;
  pagination: Pagination;
};

export type RawAlertsLightResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  rawAlerts: Maybe<RawAlertsLightPage>;
  status: Scalars['Int']['output'];
};

export type RawAlertsOrderBy = {
  /** asc or desc */
  direction: Scalars['String']['input'];
  /** createdOn */
  field: Scalars['String']['input'];
};

export type RawAlertsPage = {
  data: Array<RawAlert>;
  pagination: Pagination;
};

export type RawAlertsResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  rawAlerts: Maybe<RawAlertsPage>;
  status: Scalars['Int']['output'];
};

/** A file a dashcam recorded on its card (its JT/T 1078 resource list, asked now). */
export type RecordedVideo = {
  /** Alarm flags of the recording (64 bits as two 32-bit words: high, low); 0 and 0 for none */
  alarmFlagsHigh: Scalars['Float']['output'];
  alarmFlagsLow: Scalars['Float']['output'];
  channel: Scalars['Int']['output'];
  endTime: Maybe<Scalars['DateTime']['output']>;
  fileSize: Scalars['Float']['output'];
  startTime: Maybe<Scalars['DateTime']['output']>;
  /** 1 main, 2 backup storage (0 unknown) */
  storageType: Scalars['Int']['output'];
  /** 1 main, 2 sub stream (0 unknown) */
  streamType: Scalars['Int']['output'];
};

export type RecordedVideosFilter = {
  /** The camera channel (1–8) */
  channel: Scalars['Int']['input'];
  endTime: Scalars['DateTime']['input'];
  /** The window, at most a day */
  startTime: Scalars['DateTime']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type RecordedVideosResult = Envelope & {
  data: Maybe<Array<RecordedVideo>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One-time recovery codes, shown once. */
export type RecoveryCodes = {
  codes: Array<Scalars['String']['output']>;
};

export type RecoveryCodesResult = Envelope & {
  data: Maybe<RecoveryCodes>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ReferCompanyInput = {
  companyName: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  /** an Indonesian number (08…, +62…); stored in E.164 */
  phoneNo: Scalars['String']['input'];
};

export type ReferCompanyResult = Envelope & {
  data: Maybe<Referral>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type Referral = {
  companyName: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** E.164 */
  phoneNo: Scalars['String']['output'];
  referralId: Scalars['Int']['output'];
  status: ReferralStatus;
  statusUpdatedOn: Maybe<Scalars['DateTime']['output']>;
};

export type ReferralProgram = {
  /** the company's referral code */
  code: Scalars['String']['output'];
  /** the link to share: the referral page with the code */
  link: Scalars['String']['output'];
  /** the company's referrals, newest first (at most 200) */
  referrals: Array<Referral>;
};

export type ReferralProgramResult = Envelope & {
  data: Maybe<ReferralProgram>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Where a referred company stands, set by Armada's staff in the platform console. */
export type ReferralStatus =
  | 'contacted'
  | 'declined'
  | 'joined'
  | 'submitted';

/** A position of the report that was not stored, by its place in the report and why (invalid, futureTime, tooOld, duplicate). */
export type RefusedPhonePosition = {
  index: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type RegenerateRecoveryCodesInput = {
  password: Scalars['String']['input'];
};

export type RejectDeliveryRequestInput = {
  deliveryRequestId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};

export type ReminderRecipient = {
  byEmail: Scalars['Boolean']['output'];
  byPush: Scalars['Boolean']['output'];
  byWhatsApp: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
  warnings: Array<ReminderRecipientWarning>;
};

export type ReminderRecipientInput = {
  /** Needs the user's valid e-mail */
  byEmail: Scalars['Boolean']['input'];
  byPush: Scalars['Boolean']['input'];
  /** Needs the user's valid Indonesian number */
  byWhatsApp: Scalars['Boolean']['input'];
  /** An active user of the company */
  userId: Scalars['Int']['input'];
};

/** An active user of the company a reminder recipient may be chosen from, with where they can be reached */
export type ReminderRecipientOption = {
  /** Valid e-mail, else null */
  email: Maybe<Scalars['String']['output']>;
  /** Whether a browser of theirs is subscribed to web push */
  hasPush: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Valid Indonesian number in E.164, else null */
  phoneNo: Maybe<Scalars['String']['output']>;
  userId: Scalars['Int']['output'];
};

export type ReminderRecipientOptionsResult = Envelope & {
  data: Maybe<Array<ReminderRecipientOption>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Why a chosen recipient is not reached on a channel they were chosen for */
export type ReminderRecipientWarning =
  /** Chosen for e-mail without a valid address: e-mail is skipped */
  | 'EMAIL_INVALID'
  /** Deactivated: receives no reminder */
  | 'INACTIVE'
  /** Chosen for WhatsApp without a valid Indonesian number: WhatsApp is skipped */
  | 'WHATSAPP_INVALID';

/** When the company's reminders of documents expiring and services coming due go out, how, and to whom. */
export type ReminderSettings = {
  byEmail: Scalars['Boolean']['output'];
  byPush: Scalars['Boolean']['output'];
  byWhatsApp: Scalars['Boolean']['output'];
  /** Days before the due day a reminder goes out, largest first; 0 is the day itself */
  leadDays: Array<Scalars['Int']['output']>;
  /** The chosen users (a deactivated one too, warned), each on their channels (within the company's channels) */
  recipients: Array<ReminderRecipient>;
  /** false: the users whose role looks after the documents/plans; true: the recipients chosen */
  recipientsChosen: Scalars['Boolean']['output'];
};

export type ReminderSettingsInput = {
  byEmail: Scalars['Boolean']['input'];
  byPush: Scalars['Boolean']['input'];
  byWhatsApp: Scalars['Boolean']['input'];
  /** 1-8 distinct whole days, 0-365 */
  leadDays: Array<Scalars['Int']['input']>;
  /** At most 50 distinct users, each on at least one channel; at least one when recipientsChosen */
  recipients: Array<ReminderRecipientInput>;
  recipientsChosen: Scalars['Boolean']['input'];
};

export type ReminderSettingsResult = Envelope & {
  data: Maybe<ReminderSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RenameLandMeasurementInput = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};

export type ReplyCompanyTicketInput = {
  attachments?: InputMaybe<Array<Scalars['String']['input']>>;
  body: Scalars['String']['input'];
  ticketId: Scalars['Int']['input'];
};

export type ReplyWhatsappConversationInput = {
  /** Outside the 24-hour window: send through the configured template */
  asTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  body: Scalars['String']['input'];
  conversationId: Scalars['Int']['input'];
};

/**
 * Which vehicles and days a report covers: one vehicle (vehicleId), a vehicle group (vgroupId) or, with neither, the
 * whole fleet; vehicleId wins when both are given. Days are the company's (its time zone, Asia/Jakarta by default),
 * both included, at most 31.
 */
export type ReportFilter = {
  /** YYYY-MM-DD */
  endDate: Scalars['String']['input'];
  pagination?: InputMaybe<PaginationInput>;
  /** YYYY-MM-DD */
  startDate: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
  vgroupId?: InputMaybe<Scalars['Int']['input']>;
};

/** Positions of the driver's phone while their task runs: each one checked on its own (issue 33). */
export type ReportMyPositionsInput = {
  fleetTaskId: Scalars['Int']['input'];
  /** At most 100: time (ISO), latitude, longitude, accuracy (m), speedKmh, course, altitude */
  positions: Array<Scalars['JSON']['input']>;
};

export type ReportMyPositionsResult = Envelope & {
  accepted: Maybe<Scalars['Int']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  refused: Maybe<Array<RefusedPhonePosition>>;
  status: Scalars['Int']['output'];
};

export type RequestMarketplaceItemInput = {
  /** An id of the marketplace catalogue */
  itemId: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};

export type ResendWhatsAppMessageInput = {
  messageId: Scalars['Int']['input'];
};

/** How long the company keeps its data, in days (issue 39); past it the data is deleted or, for positions, no longer shown. */
export type RetentionSettings = {
  /** the audit trail (90-3650) */
  audit: Scalars['Int']['output'];
  /** dashcam clips and alarm attachments (7-3650) */
  media: Scalars['Int']['output'];
  /** positions, in the database or its Parquet archive (7-3650; the Indonesian rule for public transport: at least 7) */
  positions: Scalars['Int']['output'];
  /** raw alerts (7-3650) */
  rawAlerts: Scalars['Int']['output'];
};

export type RetentionSettingsInput = {
  audit: Scalars['Int']['input'];
  media: Scalars['Int']['input'];
  positions: Scalars['Int']['input'];
  rawAlerts: Scalars['Int']['input'];
};

export type RetentionSettingsResult = Envelope & {
  data: Maybe<RetentionSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A driver's break on a route. */
export type RouteBreak = {
  end: Scalars['DateTime']['output'];
  start: Scalars['DateTime']['output'];
};

export type RouteHistory = {
  /** Only with `withFiltered`: at most 5,000 fixes kept out of the track, which `points`, stops and summary leave out. */
  filteredPoints: Array<FilteredPoint>;
  /** Some points come from the archive (months whose partition left the database): read more slowly. */
  fromArchive: Scalars['Boolean']['output'];
  licensePlate: Scalars['String']['output'];
  /** At most 20,000 points; `truncated` tells when the range held more. */
  points: Array<RoutePoint>;
  stops: Array<RouteStop>;
  summary: TripSummary;
  truncated: Scalars['Boolean']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type RouteHistoryFilter = {
  /** ISO 8601; at most 7 days after startTime */
  endTime: Scalars['String']['input'];
  /** ISO 8601 */
  startTime: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
  /** also read the fixes the track filters kept out of the track */
  withFiltered?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RouteHistoryResult = Envelope & {
  data: Maybe<RouteHistory>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RoutePlan = {
  acceptedOn: Maybe<Scalars['DateTime']['output']>;
  /** The work was spread over the vehicles (Seimbangkan rute) rather than on the fewest */
  balanceRoutes: Scalars['Boolean']['output'];
  /** null: no breaks planned */
  breakRule: Maybe<BreakRule>;
  /** RP-000012 */
  code: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** The company day planned, 2026-12-01 */
  day: Scalars['String']['output'];
  depot: DeliveryAddress;
  /** The detour factor the travel times used (learned or the planner's) */
  detourFactor: Scalars['Float']['output'];
  distanceKm: Scalars['Float']['output'];
  routePlanId: Scalars['Int']['output'];
  routes: Array<RoutePlanRoute>;
  serviceMinutes: Scalars['Int']['output'];
  shiftEnd: Scalars['DateTime']['output'];
  shiftStart: Scalars['DateTime']['output'];
  /** How long the solver ran, ms */
  solveMs: Scalars['Int']['output'];
  /** The average speed the travel times used (learned or the planner's), km/h */
  speedKmh: Scalars['Float']['output'];
  status: RoutePlanStatus;
  timeLimitSeconds: Scalars['Int']['output'];
  traffic: RouteTraffic;
  /** Each hour's factor (24, the company's hours of day) when traffic applies */
  trafficFactors: Maybe<Array<Scalars['Float']['output']>>;
  /** The configured road router failed: the learned estimate stood in */
  travelFallback: Scalars['Boolean']['output'];
  /** The fleet drives the estimate was learned from (0: the defaults) */
  travelSamples: Scalars['Int']['output'];
  travelSource: RouteTravelSource;
  unassigned: Array<RoutePlanStop>;
};

export type RoutePlanIdInput = {
  routePlanId: Scalars['Int']['input'];
};

export type RoutePlanResult = Envelope & {
  data: Maybe<RoutePlan>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RoutePlanRoute = {
  /** The driver's breaks (Istirahat) in order, as planned */
  breaks: Array<RouteBreak>;
  /** null: not limited */
  capacityKg: Maybe<Scalars['Float']['output']>;
  capacityM3: Maybe<Scalars['Float']['output']>;
  /** Road estimate: the plan's travel source (great circle × detour factor, or the road router) */
  distanceKm: Scalars['Float']['output'];
  driverId: Maybe<Scalars['Int']['output']>;
  fleetTaskCode: Maybe<Scalars['String']['output']>;
  /** The fleet task the route became once accepted */
  fleetTaskId: Maybe<Scalars['Int']['output']>;
  licensePlate: Scalars['String']['output'];
  loadKg: Scalars['Float']['output'];
  loadM3: Scalars['Float']['output'];
  /** Back at the depot; null without stops */
  returnAt: Maybe<Scalars['DateTime']['output']>;
  routeId: Scalars['Int']['output'];
  sequence: Scalars['Int']['output'];
  /** The vehicle's skills when planned */
  skills: Array<VehicleSkill>;
  stops: Array<RoutePlanStop>;
  vehicleId: Maybe<Scalars['Int']['output']>;
  violations: Array<RouteViolation>;
};

/** A route plan's status: DRAFT (Draf, may still change) or ACCEPTED (Diterima, its routes are fleet tasks). */
export type RoutePlanStatus =
  | 'ACCEPTED'
  | 'DRAFT';

/** A delivery order of a plan as it was planned: its drop point, load and window, its place and times. */
export type RoutePlanStop = {
  address: Scalars['String']['output'];
  arrival: Maybe<Scalars['DateTime']['output']>;
  customerName: Scalars['String']['output'];
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  departure: Maybe<Scalars['DateTime']['output']>;
  lat: Scalars['Float']['output'];
  /** Reached after its window's end */
  late: Scalars['Boolean']['output'];
  lng: Scalars['Float']['output'];
  /** Required skills the route's vehicle lacks (the planner moved the stop there by hand) */
  missingSkills: Array<VehicleSkill>;
  /** 0-based position on its route */
  position: Scalars['Int']['output'];
  /** The order's priority when planned */
  priority: OrderPriority;
  /** Skills the carrying vehicle must hold */
  requiredSkills: Array<VehicleSkill>;
  stopId: Scalars['Int']['output'];
  unassignedReason: Maybe<UnassignedReason>;
  volumeM3: Scalars['Float']['output'];
  weightKg: Scalars['Float']['output'];
  window: TimeWindow;
};

export type RoutePlanSummary = {
  acceptedOn: Maybe<Scalars['DateTime']['output']>;
  code: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  day: Scalars['String']['output'];
  depotAddress: Scalars['String']['output'];
  routePlanId: Scalars['Int']['output'];
  routedCount: Scalars['Int']['output'];
  shiftEnd: Scalars['DateTime']['output'];
  shiftStart: Scalars['DateTime']['output'];
  status: RoutePlanStatus;
  unassignedCount: Scalars['Int']['output'];
  vehicleCount: Scalars['Int']['output'];
};

export type RoutePlanVehicleInput = {
  /** Defaults to the vehicle's (or its type's) tonnage */
  capacityKg?: InputMaybe<Scalars['Float']['input']>;
  /** Defaults to the vehicle's (or its type's) volume */
  capacityM3?: InputMaybe<Scalars['Float']['input']>;
  /** Defaults to the vehicle's first driver */
  driverId?: InputMaybe<Scalars['Int']['input']>;
  vehicleId: Scalars['Int']['input'];
};

export type RoutePlansFilter = {
  pagination?: InputMaybe<PaginationInput>;
  status?: InputMaybe<RoutePlanStatus>;
};

export type RoutePlansResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<RoutePlanSummary>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

export type RoutePoint = {
  course: Maybe<Scalars['Float']['output']>;
  fixTime: Scalars['String']['output'];
  fuel: Maybe<Scalars['Float']['output']>;
  ignition: Maybe<Scalars['Boolean']['output']>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** km/h */
  speed: Scalars['Float']['output'];
  temperature: Maybe<Scalars['Float']['output']>;
};

export type RouteStop = {
  durationSeconds: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  engineOn: Scalars['Boolean']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  startTime: Scalars['String']['output'];
};

/** The traffic by hour a plan's timing applies. */
export type RouteTraffic =
  /** The fleet's learned speed of each hour relative to the day's mean */
  | 'LEARNED'
  | 'OFF'
  /** The default rush hours (06–09 and 16–19, 1.4× slower) */
  | 'PROFILE';

/** How a plan's travel times are estimated: AUTO (learned from the fleet's drives, or the configured road router) or MANUAL (the plan's detour factor and speed). */
export type RouteTravelEstimate =
  | 'AUTO'
  | 'MANUAL';

/** Where a plan's travel times came from. */
export type RouteTravelSource =
  /** Too little fleet history: great circle × 1.3 at 30 km/h */
  | 'DEFAULT'
  /** Google's Routes API route matrix */
  | 'GOOGLE'
  /** Learned from the fleet's recent drives (Perkiraan dari riwayat armada) */
  | 'LEARNED'
  /** The plan's own detour factor and speed */
  | 'MANUAL'
  /** The OSRM road router's table */
  | 'OSRM'
  /** The Valhalla road router's matrix */
  | 'VALHALLA';

/** A rule a route breaks as planned: a stop reached after its window, more weight or volume than the vehicle carries, back at the depot after the shift, a stop requiring a skill the vehicle lacks. */
export type RouteViolation =
  | 'CAPACITY_VOLUME'
  | 'CAPACITY_WEIGHT'
  | 'MISSING_SKILL'
  | 'SHIFT_END'
  | 'TIME_WINDOW';

export type SalesOrder = {
  billedCustomerName: Maybe<Scalars['String']['output']>;
  /** SO-000123 */
  code: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  deliveryOrders: Array<SalesOrderDeliveryOrder>;
  destination: DeliveryAddress;
  destinationContactName: Maybe<Scalars['String']['output']>;
  destinationContactPhone: Maybe<Scalars['String']['output']>;
  lines: Array<SalesOrderLine>;
  notes: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  orderDate: Scalars['String']['output'];
  /** The route planner's priority, copied onto its delivery orders */
  priority: OrderPriority;
  requestedDeliveryWindow: TimeWindow;
  /** Skills the vehicle carrying its delivery orders must hold, copied onto them */
  requiredSkills: Array<VehicleSkill>;
  salesOrderId: Scalars['Int']['output'];
  status: SalesOrderStatus;
  /** Rupiah */
  totalPrice: Scalars['Float']['output'];
  updatedOn: Scalars['DateTime']['output'];
};

/** A DO made from the sales order, with what it carries of each line. */
export type SalesOrderDeliveryOrder = {
  code: Scalars['String']['output'];
  deliveryOrderId: Scalars['Int']['output'];
  lines: Array<SalesOrderDeliveryOrderLine>;
  status: DeliveryOrderStatus;
};

export type SalesOrderDeliveryOrderLine = {
  lineNo: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type SalesOrderIdInput = {
  salesOrderId: Scalars['Int']['input'];
};

export type SalesOrderLine = {
  lineNo: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  remainingQuantity: Scalars['Int']['output'];
  /** Carried by the order's live DOs (not canceled or failed) */
  shippedQuantity: Scalars['Int']['output'];
  /** Rupiah per unit */
  unitPrice: Scalars['Float']['output'];
  volumeM3: Scalars['Float']['output'];
  weightKg: Scalars['Float']['output'];
};

export type SalesOrderLineInput = {
  name: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  /** Whole Rupiah per unit */
  unitPrice: Scalars['Float']['input'];
  volumeM3: Scalars['Float']['input'];
  weightKg: Scalars['Float']['input'];
};

/** The statuses a planner sets on a sales order. */
export type SalesOrderManualStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'DRAFT';

export type SalesOrderResult = Envelope & {
  data: Maybe<SalesOrder>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One DO of a Buat DO: its origin, pickup window, and the lines and quantities it carries. */
export type SalesOrderShipmentInput = {
  lines: Array<SalesOrderShipmentLineInput>;
  origin: DeliveryAddressInput;
  pickupWindow?: InputMaybe<TimeWindowInput>;
};

export type SalesOrderShipmentLineInput = {
  lineNo: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

/** A sales order's status: DRAFT (Draf), CONFIRMED (Dikonfirmasi), PARTIALLY_SHIPPED (Sebagian dikirim), COMPLETED (Selesai), CANCELED (Dibatalkan). The last but one two are read from its DOs. */
export type SalesOrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'DRAFT'
  | 'PARTIALLY_SHIPPED';

export type SalesOrdersFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** Code, customer or destination contains */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SalesOrderStatus>;
};

export type SalesOrdersResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<SalesOrder>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

/** DAILY (every day), WEEKDAYS (Monday–Friday), WEEKLY (chosen weekdays), MONTHLY (chosen dates), RRULE (iCalendar rule). */
export type ScheduleKind =
  | 'DAILY'
  | 'MONTHLY'
  | 'RRULE'
  | 'WEEKDAYS'
  | 'WEEKLY';

export type ScheduleOccurrencesInput = {
  /** How many days (1–30, default 10) */
  count?: InputMaybe<Scalars['Int']['input']>;
  endsOn?: InputMaybe<Scalars['String']['input']>;
  schedule: ScheduleRuleInput;
  skipHolidays?: InputMaybe<Scalars['Boolean']['input']>;
  startsOn: Scalars['String']['input'];
};

export type ScheduleOccurrencesResult = Envelope & {
  /** Days, YYYY-MM-DD */
  data: Maybe<Array<Scalars['String']['output']>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** When a template makes its orders. */
export type ScheduleRule = {
  kind: ScheduleKind;
  /** MONTHLY: dates 1–31; a date the month lacks falls on its last day */
  monthDays: Maybe<Array<Scalars['Int']['output']>>;
  /** RRULE: e.g. FREQ=WEEKLY;INTERVAL=2;BYDAY=MO (daily or less often) */
  rrule: Maybe<Scalars['String']['output']>;
  /** WEEKLY: ISO weekdays, 1 Monday … 7 Sunday */
  weekdays: Maybe<Array<Scalars['Int']['output']>>;
};

export type ScheduleRuleInput = {
  kind: ScheduleKind;
  monthDays?: InputMaybe<Array<Scalars['Int']['input']>>;
  rrule?: InputMaybe<Scalars['String']['input']>;
  weekdays?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A report of /report/ sent on a schedule by e-mail and WhatsApp (issue 37). */
export type ScheduledReport = {
  emails: Array<Scalars['String']['output']>;
  /** xlsx, pdf */
  formats: Array<Scalars['String']['output']>;
  /** DAILY, WEEKLY or MONTHLY */
  frequency: Scalars['String']['output'];
  /** the hour of the company's day it is sent at */
  hour: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** the files' and free recipients' language: id or en */
  language: Scalars['String']['output'];
  lastRunOn: Maybe<Scalars['DateTime']['output']>;
  /** QUEUED, RUNNING, SENT or FAILED */
  lastRunStatus: Maybe<Scalars['String']['output']>;
  /** MONTHLY: 1-31, a day past the month's end being its last day */
  monthDay: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** the next scheduled run */
  nextRunAt: Scalars['DateTime']['output'];
  paused: Scalars['Boolean']['output'];
  /** E.164 */
  phones: Array<Scalars['String']['output']>;
  /** trips, stops, geofenceVisits, alerts, utilisation or driverScores */
  reportKind: Scalars['String']['output'];
  /** people of the company (their e-mail and WhatsApp) */
  userIds: Array<Scalars['Int']['output']>;
  /** one vehicle, or a group, or (neither) the whole fleet */
  vehicleId: Maybe<Scalars['Int']['output']>;
  vgroupId: Maybe<Scalars['Int']['output']>;
  /** WEEKLY: 1 = Monday … 7 = Sunday */
  weekday: Maybe<Scalars['Int']['output']>;
};

export type ScheduledReportIdInput = {
  scheduledReportId: Scalars['Int']['input'];
};

export type ScheduledReportInput = {
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  formats: Array<Scalars['String']['input']>;
  frequency: Scalars['String']['input'];
  hour: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  monthDay?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  phones?: InputMaybe<Array<Scalars['String']['input']>>;
  reportKind: Scalars['String']['input'];
  userIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
  vgroupId?: InputMaybe<Scalars['Int']['input']>;
  weekday?: InputMaybe<Scalars['Int']['input']>;
};

export type ScheduledReportPeopleResult = Envelope & {
  data: Maybe<Array<ScheduledReportPerson>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A person of the company a report can be sent to. */
export type ScheduledReportPerson = {
  hasEmail: Scalars['Boolean']['output'];
  hasPhone: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** Where a run went: e-mail or WhatsApp, the address, the person's name (null for a free address). */
export type ScheduledReportRecipient = {
  address: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type ScheduledReportResult = Envelope & {
  data: Maybe<ScheduledReport>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One period of a schedule sent (or being sent). */
export type ScheduledReportRun = {
  createdOn: Scalars['DateTime']['output'];
  /** why it failed, in the caller's language */
  error: Maybe<Scalars['String']['output']>;
  /** the formats whose files are still kept (GET /api/scheduled-reports/runs/:id/files/:format) */
  files: Array<Scalars['String']['output']>;
  finishedOn: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  periodEnd: Scalars['String']['output'];
  /** YYYY-MM-DD, company days, both included */
  periodStart: Scalars['String']['output'];
  recipients: Array<ScheduledReportRecipient>;
  rowCount: Maybe<Scalars['Int']['output']>;
  scheduledReportId: Scalars['Int']['output'];
  /** bytes of the files sent, together */
  size: Maybe<Scalars['Int']['output']>;
  /** QUEUED, RUNNING, SENT or FAILED */
  status: Scalars['String']['output'];
  /** SCHEDULED or MANUAL (Kirim sekarang) */
  trigger: Scalars['String']['output'];
};

export type ScheduledReportRunResult = Envelope & {
  data: Maybe<ScheduledReportRun>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ScheduledReportRunsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  scheduledReportId: Scalars['Int']['input'];
};

export type ScheduledReportRunsResult = Envelope & {
  data: Maybe<Array<ScheduledReportRun>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type ScheduledReportsResult = Envelope & {
  data: Maybe<Array<ScheduledReport>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type SendDeviceCommandInput = {
  /** 5, 30, 60, 360 or 1440: how long the command waits for an offline device */
  expiresInMinutes: Scalars['Int']['input'];
  /** locate (WHERE#), engineCut (RELAY,1#), engineRestore (RELAY,0#), reboot (RESET#; GT06 and the protocols with one) or custom */
  kind: Scalars['String']['input'];
  /** custom only: printable ASCII, at most 160 characters */
  text?: InputMaybe<Scalars['String']['input']>;
  vehicleId: Scalars['Int']['input'];
};

/** A reminder sent (once per document or service item, cycle and lead day). */
export type SentReminder = {
  createdOn: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  /** The Indonesian text sent */
  message: Scalars['String']['output'];
  /** DOCUMENT or SERVICE_ITEM */
  subject: Scalars['String']['output'];
  /** The lead day or service threshold that was reached, e.g. DAYS_7 or KM_DUE */
  threshold: Scalars['String']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type SentRemindersFilterInput = {
  pagination?: InputMaybe<PaginationInput>;
};

export type SentRemindersResult = Envelope & {
  data: Maybe<Array<SentReminder>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type ServiceCostKind =
  | 'LABOUR'
  | 'PART';

export type ServiceCostLine = {
  kind: ServiceCostKind;
  name: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  /** Rupiah */
  unitPrice: Scalars['Int']['output'];
};

export type ServiceCostLineInput = {
  kind: ServiceCostKind;
  name: Scalars['String']['input'];
  quantity: Scalars['Float']['input'];
  unitPrice: Scalars['Int']['input'];
};

/** OK, UPCOMING (within its advance notice), OVERDUE (a limit reached). */
export type ServiceDueStatus =
  | 'OK'
  | 'OVERDUE'
  | 'UPCOMING';

/** Where the service is done: the company's own workshop (INTERNAL) or an outside one (EXTERNAL). */
export type ServiceLocation =
  | 'EXTERNAL'
  | 'INTERNAL';

export type ServiceOrder = {
  /** SO-000123 */
  code: Scalars['String']['output'];
  costLines: Array<ServiceCostLine>;
  createdOn: Scalars['DateTime']['output'];
  extraServices: Array<Scalars['String']['output']>;
  finishedEngineHours: Maybe<Scalars['Float']['output']>;
  finishedOdometerKm: Maybe<Scalars['Float']['output']>;
  finishedOn: Maybe<Scalars['DateTime']['output']>;
  licensePlate: Scalars['String']['output'];
  location: ServiceLocation;
  notes: Maybe<Scalars['String']['output']>;
  personInCharge: Scalars['String']['output'];
  planItems: Array<ServiceOrderPlanItem>;
  /** YYYY-MM-DD */
  scheduledDay: Scalars['String']['output'];
  serviceOrderId: Scalars['Int']['output'];
  status: ServiceOrderStatus;
  /** Rupiah */
  totalCost: Scalars['Int']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
  workshopName: Maybe<Scalars['String']['output']>;
};

export type ServiceOrderPlanItem = {
  name: Scalars['String']['output'];
  servicePlanItemId: Scalars['Int']['output'];
};

export type ServiceOrderResult = Envelope & {
  data: Maybe<ServiceOrder>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A service order's status: DRAFT (Draf), CONFIRMED (Konfirmasi), IN_PROGRESS (Dalam Proses), DOCUMENT_VERIFICATION (Verifikasi Dokumen), DONE (Selesai), CANCELED (Dibatalkan). */
export type ServiceOrderStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'DOCUMENT_VERIFICATION'
  | 'DONE'
  | 'DRAFT'
  | 'IN_PROGRESS';

export type ServiceOrdersFilter = {
  pagination?: InputMaybe<PaginationInput>;
  statuses?: InputMaybe<Array<ServiceOrderStatus>>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type ServiceOrdersResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<ServiceOrder>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  statusCounts: Maybe<Array<StatusCount>>;
};

export type ServicePlan = {
  engineHours: Maybe<Scalars['Float']['output']>;
  items: Array<ServicePlanItem>;
  licensePlate: Scalars['String']['output'];
  name: Scalars['String']['output'];
  odometerKm: Maybe<Scalars['Float']['output']>;
  servicePlanId: Scalars['Int']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type ServicePlanIdInput = {
  servicePlanId: Scalars['Int']['input'];
};

/** A plan item (oil, tyres, brakes, ...) and whether it is due: by km, engine hours or days, whichever first. */
export type ServicePlanItem = {
  /** YYYY-MM-DD */
  dueDay: Maybe<Scalars['String']['output']>;
  dueEngineHours: Maybe<Scalars['Float']['output']>;
  dueOdometerKm: Maybe<Scalars['Float']['output']>;
  engineHours: Maybe<Scalars['Float']['output']>;
  intervalDays: Maybe<Scalars['Int']['output']>;
  intervalHours: Maybe<Scalars['Float']['output']>;
  intervalKm: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD */
  lastServiceDay: Scalars['String']['output'];
  lastServiceEngineHours: Maybe<Scalars['Float']['output']>;
  lastServiceOdometerKm: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  name: Scalars['String']['output'];
  noticeDays: Maybe<Scalars['Int']['output']>;
  noticeHours: Maybe<Scalars['Float']['output']>;
  noticeKm: Maybe<Scalars['Float']['output']>;
  /** The vehicle's meters now */
  odometerKm: Maybe<Scalars['Float']['output']>;
  planName: Scalars['String']['output'];
  /** YYYY-MM-DD: when it is expected to come due, by its due day or its km/engine hours at the vehicle's average daily use since the last service, whichever first; null when nothing projects it */
  projectedDueDay: Maybe<Scalars['String']['output']>;
  remainingDays: Maybe<Scalars['Int']['output']>;
  remainingHours: Maybe<Scalars['Float']['output']>;
  /** Left before the limit; negative once past */
  remainingKm: Maybe<Scalars['Float']['output']>;
  servicePlanId: Scalars['Int']['output'];
  servicePlanItemId: Scalars['Int']['output'];
  status: ServiceDueStatus;
  vehicleId: Scalars['Int']['output'];
};

export type ServicePlanItemInput = {
  /** An existing item of the plan; empty for a new one */
  id?: InputMaybe<Scalars['Int']['input']>;
  intervalDays?: InputMaybe<Scalars['Int']['input']>;
  intervalHours?: InputMaybe<Scalars['Float']['input']>;
  intervalKm?: InputMaybe<Scalars['Float']['input']>;
  /** Empty: today and the vehicle's meters now */
  lastServiceDay?: InputMaybe<Scalars['String']['input']>;
  lastServiceEngineHours?: InputMaybe<Scalars['Float']['input']>;
  lastServiceOdometerKm?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  noticeDays?: InputMaybe<Scalars['Int']['input']>;
  noticeHours?: InputMaybe<Scalars['Float']['input']>;
  noticeKm?: InputMaybe<Scalars['Float']['input']>;
};

export type ServicePlanItemsFilter = {
  dueStatus?: InputMaybe<ServiceDueStatus>;
  pagination?: InputMaybe<PaginationInput>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type ServicePlanItemsResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<ServicePlanItem>>;
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
  /** Items per due status (the status filter does not apply) */
  statusCounts: Maybe<Array<StatusCount>>;
};

export type ServicePlanResult = Envelope & {
  data: Maybe<ServicePlan>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ServicePlansResult = Envelope & {
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  list: Maybe<Array<ServicePlan>>;
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** FTL (full truck), LTL (part load) or EXPRESS. */
export type ServiceType =
  | 'EXPRESS'
  | 'FTL'
  | 'LTL';

/** A one-time link for the user to choose their password, shown once to the admin to hand over. */
export type SetPasswordLink = {
  /** ISO 8601 */
  expiresOn: Scalars['String']['output'];
  setPasswordUrl: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type SetPasswordLinkResult = Envelope & {
  data: Maybe<SetPasswordLink>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type SetScheduledReportPausedInput = {
  paused: Scalars['Boolean']['input'];
  scheduledReportId: Scalars['Int']['input'];
};

export type SetUploadMediaInput = {
  bsjInput?: InputMaybe<BsjUploadInput>;
  /** The dashcam's IMEI / terminal id */
  imei: Scalars['String']['input'];
  rawAlertInput?: InputMaybe<RawAlertUploadInput>;
};

export type SetUserActiveInput = {
  /** false deactivates: every session of the user ends at once and sign-in is refused */
  active: Scalars['Boolean']['input'];
  userId: Scalars['Int']['input'];
};

export type SetWebhookEnabledInput = {
  isEnabled: Scalars['Boolean']['input'];
  webhookId: Scalars['Int']['input'];
};

/** What the client sends as the payload of its socket's update_tags message. */
export type SocketPayload = {
  /** the socket channels this user may receive: alert-center-new-{user}, alert-center-resolve-{company}, system-notif-{user} */
  channels: Array<Scalars['String']['output']>;
  companyId: Scalars['Int']['output'];
  userId: Scalars['Int']['output'];
};

export type SsoRoleOption = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A company's single sign-on with its OpenID Connect provider (issue 39). The client secret is never answered. */
export type SsoSettings = {
  /** E-mail domains whose users may sign in, lower case */
  allowedDomains: Array<Scalars['String']['output']>;
  clientId: Maybe<Scalars['String']['output']>;
  /** The role given to a user made at their first sign-in */
  defaultRoleId: Maybe<Scalars['Int']['output']>;
  /** Whether a client secret is stored (the form shows 'tersimpan'); the secret itself is write-only */
  hasClientSecret: Scalars['Boolean']['output'];
  /** Whether the company saved settings yet */
  isConfigured: Scalars['Boolean']['output'];
  isEnabled: Maybe<Scalars['Boolean']['output']>;
  /** The provider's issuer (its discovery is issuer + /.well-known/openid-configuration) */
  issuerUrl: Maybe<Scalars['String']['output']>;
  /** The redirect URI to register at the provider */
  redirectUri: Scalars['String']['output'];
  /** The company's roles, to choose the default role from */
  roles: Array<SsoRoleOption>;
  /** Password sign-in refused for the company's users but its admins */
  ssoOnly: Maybe<Scalars['Boolean']['output']>;
  updatedOn: Maybe<Scalars['DateTime']['output']>;
};

export type SsoSettingsResult = Envelope & {
  data: Maybe<SsoSettings>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** How many rows of the list's scope hold each status (the search applies, the status filter does not). */
export type StatusCount = {
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** What a stop asks of the vehicle. */
export type StopActivity =
  | 'DROP'
  | 'PICKUP';

/** How a stop ended for the driver: DELIVERED (with a proof of delivery) or FAILED (with a reason). */
export type StopOutcome = {
  /** RECEIVER_ABSENT, ADDRESS_NOT_FOUND, REFUSED, STORE_CLOSED, GOODS_DAMAGED or OTHER (a failure) */
  failureReason: Maybe<Scalars['String']['output']>;
  /** When the driver did it (the phone's clock, kept through the offline queue) */
  happenedOn: Scalars['DateTime']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** DELIVERED or FAILED */
  outcome: Scalars['String']['output'];
  /** Photo of the signed and stamped surat jalan (an uploaded image) */
  photoUrl: Maybe<Scalars['String']['output']>;
  receiverName: Maybe<Scalars['String']['output']>;
  recordedByName: Maybe<Scalars['String']['output']>;
  /** The receiver's signature (an uploaded image) */
  signatureUrl: Maybe<Scalars['String']['output']>;
  stopId: Scalars['Int']['output'];
};

export type StopReportResult = Envelope & {
  data: Maybe<Array<StopReportRow>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** Standing still two minutes or more: parking (mostly engine off) or idle (mostly engine on). */
export type StopReportRow = {
  address: Maybe<Scalars['String']['output']>;
  driverId: Maybe<Scalars['Int']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  durationSeconds: Scalars['Int']['output'];
  endTime: Scalars['DateTime']['output'];
  idleSeconds: Scalars['Int']['output'];
  /** parking or idle */
  kind: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  licensePlate: Scalars['String']['output'];
  longitude: Scalars['Float']['output'];
  parkedSeconds: Scalars['Int']['output'];
  startTime: Scalars['DateTime']['output'];
  vehicleId: Scalars['Int']['output'];
};

/** A stop's visit: TO_VISIT (Akan Dikunjungi), VISITED (Dikunjungi), FAILED (Gagal). */
export type StopVisitStatus =
  | 'FAILED'
  | 'TO_VISIT'
  | 'VISITED';

export type SubscribedAlertRules = {
  autoPopupAlertRules: Array<Scalars['Int']['output']>;
  importantAlertRules: Array<Scalars['Int']['output']>;
  urgentAlertRules: Array<Scalars['Int']['output']>;
};

/** A period's totals: running costs by category, the ownership cost's share and their sum, the total cost of ownership; per-km figures null when nothing was driven. */
export type TcoCategoryAmount = {
  amount: Scalars['Float']['output'];
  category: CostCategory;
};

export type TcoFleetTotals = {
  byCategory: Array<TcoCategoryAmount>;
  costPerKm: Maybe<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  kmPerLitre: Maybe<Scalars['Float']['output']>;
  litres: Scalars['Float']['output'];
  litresPer100Km: Maybe<Scalars['Float']['output']>;
  ownership: Scalars['Float']['output'];
  running: Scalars['Float']['output'];
  tco: Scalars['Float']['output'];
  tcoPerKm: Maybe<Scalars['Float']['output']>;
  vehicleCount: Scalars['Int']['output'];
};

export type TcoGroupTotals = {
  byCategory: Array<TcoCategoryAmount>;
  costPerKm: Maybe<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  /** null: the vehicles in no group */
  groupId: Maybe<Scalars['Int']['output']>;
  kmPerLitre: Maybe<Scalars['Float']['output']>;
  litres: Scalars['Float']['output'];
  litresPer100Km: Maybe<Scalars['Float']['output']>;
  name: Maybe<Scalars['String']['output']>;
  ownership: Scalars['Float']['output'];
  running: Scalars['Float']['output'];
  tco: Scalars['Float']['output'];
  tcoPerKm: Maybe<Scalars['Float']['output']>;
  vehicleCount: Scalars['Int']['output'];
};

export type TcoPeriodInput = {
  /** Start of the period (inclusive) */
  from: Scalars['DateTime']['input'];
  /** End of the period (exclusive); at most 366 days after from */
  to: Scalars['DateTime']['input'];
};

export type TcoSummary = {
  fleet: TcoFleetTotals;
  groups: Array<TcoGroupTotals>;
  vehicles: Array<TcoVehicleTotals>;
};

export type TcoSummaryResult = Envelope & {
  data: Maybe<TcoSummary>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type TcoVehicleTotals = {
  byCategory: Array<TcoCategoryAmount>;
  costPerKm: Maybe<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  efficiencyRatio: Maybe<Scalars['Float']['output']>;
  expectedKmPerLitre: Maybe<Scalars['Float']['output']>;
  kmPerLitre: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  litres: Scalars['Float']['output'];
  litresPer100Km: Maybe<Scalars['Float']['output']>;
  /** Leasing or instalment per month, whole Rupiah; null when not set */
  monthlyOwnershipCost: Maybe<Scalars['Float']['output']>;
  /** The period's share of the monthly ownership cost */
  ownership: Scalars['Float']['output'];
  /** The last company day (YYYY-MM-DD, inclusive) the ownership cost applies; null: open */
  ownershipEndsOn: Maybe<Scalars['String']['output']>;
  /** The first company day (YYYY-MM-DD) the ownership cost applies; null: always */
  ownershipStartsOn: Maybe<Scalars['String']['output']>;
  /** The period's cost entries, whole Rupiah */
  running: Scalars['Float']['output'];
  /** running + ownership */
  tco: Scalars['Float']['output'];
  tcoPerKm: Maybe<Scalars['Float']['output']>;
  vehicleId: Scalars['Int']['output'];
};

/** An order a template made, for one day of its schedule. */
export type TemplateDeliveryOrder = {
  code: Maybe<Scalars['String']['output']>;
  /** Null once the order was deleted (it is not made again) */
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  /** The company's calendar day, YYYY-MM-DD */
  runDate: Scalars['String']['output'];
  status: Maybe<DeliveryOrderStatus>;
};

export type TemporaryLiveView = {
  accessToken: Scalars['String']['output'];
  alertCodes: Array<Scalars['Int']['output']>;
  companyId: Scalars['Int']['output'];
  contactCount: Maybe<Scalars['Int']['output']>;
  contacts: Maybe<Array<TemporaryLiveViewContact>>;
  createdBy: Maybe<Scalars['Int']['output']>;
  createdOn: Scalars['String']['output'];
  /** minutes */
  duration: Scalars['Int']['output'];
  expiresOn: Scalars['String']['output'];
  lastOpenedOn: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** public page loads of the link, by anyone (plain link and contacts' links) */
  openCount: Scalars['Int']['output'];
  /** any of driverName, lastSeen, speed, temperature, engineStatus */
  pickedColumns: Array<Scalars['String']['output']>;
  popupDuration: Maybe<Scalars['Int']['output']>;
  shortKey: Maybe<Scalars['String']['output']>;
  /** A active, E expired or non-active */
  status: Scalars['String']['output'];
  temporaryLvId: Scalars['Int']['output'];
  vehicleCount: Maybe<Scalars['Int']['output']>;
  vehicleIds: Maybe<Array<TemporaryLiveViewVehicleId>>;
  vehicles: Maybe<Array<TemporaryLiveViewVehicle>>;
};

export type TemporaryLiveViewContact = {
  contactId: Scalars['Int']['output'];
  /** name of the user who added the contact */
  createdBy: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  label: Scalars['String']['output'];
  lastMessage: Maybe<ContactMessageState>;
  lastOpenedOn: Maybe<Scalars['String']['output']>;
  /** this contact's own link (identifies the contact; revoked when the contact is deleted) */
  link: Scalars['String']['output'];
  location: Maybe<ContactLocation>;
  /** page loads of this contact's own link */
  openCount: Scalars['Int']['output'];
  /** E.164 */
  phoneNumber: Scalars['String']['output'];
};

export type TemporaryLiveViewContactInput = {
  /** only for contacts that already exist */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  label: Scalars['String']['input'];
  location?: InputMaybe<ContactLocationInput>;
  phoneNumber: Scalars['String']['input'];
};

export type TemporaryLiveViewDataInput = {
  alertCodes?: InputMaybe<Array<Scalars['Int']['input']>>;
  contacts?: InputMaybe<Array<TemporaryLiveViewContactInput>>;
  /** minutes */
  duration: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  pickedColumns: Array<Scalars['String']['input']>;
  popupDuration?: InputMaybe<Scalars['Int']['input']>;
  /** plain vehicle ids */
  vehicleIds: Array<Scalars['Int']['input']>;
};

export type TemporaryLiveViewFilter = {
  temporaryLvId: Scalars['Int']['input'];
};

export type TemporaryLiveViewResult = Envelope & {
  data: Maybe<TemporaryLiveView>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type TemporaryLiveViewVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  vehicleType: Maybe<TemporaryLiveViewVehicleType>;
};

export type TemporaryLiveViewVehicleId = {
  temporaryLvId: Scalars['Int']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type TemporaryLiveViewVehicleType = {
  category: Maybe<Scalars['String']['output']>;
  manufacturer: Maybe<Scalars['String']['output']>;
  model: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
};

export type TemporaryLiveViewsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** A or E */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type TemporaryLiveViewsPaginatedResult = Envelope & {
  data: Maybe<Array<TemporaryLiveView>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** From–to; either end may be open. */
export type TimeWindow = {
  end: Maybe<Scalars['DateTime']['output']>;
  start: Maybe<Scalars['DateTime']['output']>;
};

export type TimeWindowInput = {
  end?: InputMaybe<Scalars['DateTime']['input']>;
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TotalImportantAlert = {
  /** Urgent or Important */
  alertUrgencyType: Scalars['String']['output'];
  unresolved: Scalars['Int']['output'];
};

export type TotalImportantAlertsFilter = {
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TotalImportantAlertsResult = Envelope & {
  data: Maybe<Array<TotalImportantAlert>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A new authenticator key, shown once: the QR code's URI and the key to type by hand (base-32). */
export type TotpEnrolment = {
  otpauthUri: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

export type TotpEnrolmentResult = Envelope & {
  data: Maybe<TotpEnrolment>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The track filters applied to every fix at ingest (filtered fixes are stored, flagged, and left out of the track). */
export type TrackFilters = {
  accuracyEnabled: Scalars['Boolean']['output'];
  accuracyMaxHdop: Scalars['Float']['output'];
  /** metres */
  accuracyMaxMeters: Scalars['Int']['output'];
  /** hold the parked position while the ignition is off (or a device without ignition stands) */
  driftEnabled: Scalars['Boolean']['output'];
  duplicateEnabled: Scalars['Boolean']['output'];
  futureEnabled: Scalars['Boolean']['output'];
  futureMinutes: Scalars['Int']['output'];
  invalidEnabled: Scalars['Boolean']['output'];
  jumpEnabled: Scalars['Boolean']['output'];
  /** the speed implied between two fixes, km/h */
  jumpMaxKmh: Scalars['Int']['output'];
  minDistanceEnabled: Scalars['Boolean']['output'];
  minDistanceMeters: Scalars['Int']['output'];
  minPeriodEnabled: Scalars['Boolean']['output'];
  minPeriodSeconds: Scalars['Int']['output'];
  pastEnabled: Scalars['Boolean']['output'];
  pastHours: Scalars['Int']['output'];
  zeroEnabled: Scalars['Boolean']['output'];
};

export type TrackFiltersInput = {
  accuracyEnabled: Scalars['Boolean']['input'];
  accuracyMaxHdop: Scalars['Float']['input'];
  accuracyMaxMeters: Scalars['Int']['input'];
  driftEnabled: Scalars['Boolean']['input'];
  duplicateEnabled: Scalars['Boolean']['input'];
  futureEnabled: Scalars['Boolean']['input'];
  futureMinutes: Scalars['Int']['input'];
  invalidEnabled: Scalars['Boolean']['input'];
  jumpEnabled: Scalars['Boolean']['input'];
  jumpMaxKmh: Scalars['Int']['input'];
  minDistanceEnabled: Scalars['Boolean']['input'];
  minDistanceMeters: Scalars['Int']['input'];
  minPeriodEnabled: Scalars['Boolean']['input'];
  minPeriodSeconds: Scalars['Int']['input'];
  pastEnabled: Scalars['Boolean']['input'];
  pastHours: Scalars['Int']['input'];
  zeroEnabled: Scalars['Boolean']['input'];
};

export type TripReportResult = Envelope & {
  data: Maybe<Array<TripReportRow>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A drive from one stop to the next (standstills under two minutes are traffic and belong to it). */
export type TripReportRow = {
  /** km/h while moving */
  avgSpeed: Scalars['Float']['output'];
  distanceKm: Scalars['Float']['output'];
  driverId: Maybe<Scalars['Int']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  durationSeconds: Scalars['Int']['output'];
  endAddress: Maybe<Scalars['String']['output']>;
  endLatitude: Scalars['Float']['output'];
  endLongitude: Scalars['Float']['output'];
  endTime: Scalars['DateTime']['output'];
  licensePlate: Scalars['String']['output'];
  /** km/h */
  maxSpeed: Scalars['Float']['output'];
  startAddress: Maybe<Scalars['String']['output']>;
  startLatitude: Scalars['Float']['output'];
  startLongitude: Scalars['Float']['output'];
  startTime: Scalars['DateTime']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type TripSummary = {
  avgSpeed: Scalars['Float']['output'];
  distanceKm: Scalars['Float']['output'];
  drivingSeconds: Scalars['Int']['output'];
  maxSpeed: Scalars['Float']['output'];
  stopCount: Scalars['Int']['output'];
  stoppedSeconds: Scalars['Int']['output'];
};

/** The signed-in user's two-step verification (docs/decisions.md "Two-factor sign-in"). */
export type TwoFactorStatus = {
  /** the user's company requires two-step verification of every user */
  companyRequires: Scalars['Boolean']['output'];
  /** the authenticator app (TOTP) is on */
  enabled: Scalars['Boolean']['output'];
  /** how many passkeys the user has (either factor satisfies the company's requirement) */
  passkeys: Scalars['Int']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type TwoFactorStatusResult = Envelope & {
  data: Maybe<TwoFactorStatus>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** Why an order is on no route. */
export type UnassignedReason =
  | 'DEMAND_EXCEEDS_CAPACITY'
  | 'DEPOT_RETURN_UNREACHABLE'
  /** It would fit only in place of higher-priority orders, which the plan kept */
  | 'LOWER_PRIORITY_DROPPED'
  | 'NO_VEHICLE_LEFT'
  /** No vehicle of the plan holds every skill the order requires */
  | 'NO_VEHICLE_WITH_SKILLS'
  /** The planner took the order off its route */
  | 'REMOVED_BY_PLANNER'
  | 'WINDOW_UNREACHABLE';

/** A vehicle marked off or a driver on leave, from one company day to another (inclusive). */
export type Unavailability = {
  driverId: Maybe<Scalars['Int']['output']>;
  fromDay: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  reason: UnavailabilityReason;
  toDay: Scalars['String']['output'];
  unavailabilityId: Scalars['Int']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type UnavailabilityIdInput = {
  unavailabilityId: Scalars['Int']['input'];
};

/** Why a vehicle is off or a driver away. */
export type UnavailabilityReason =
  | 'INSPECTION'
  | 'LEAVE'
  | 'OTHER'
  | 'REPAIR'
  | 'SICK';

export type UnavailabilityResult = Envelope & {
  data: Maybe<Unavailability>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type UpdateAlertRuleInput = {
  alertRuleId: Scalars['Int']['input'];
  data: AlertRuleInput;
};

export type UpdateAlertRulesInput = {
  alertRuleIds: Array<Scalars['Int']['input']>;
  isActive: Scalars['Boolean']['input'];
};

export type UpdateCompanyInput = {
  arrivalRadiusMeters?: InputMaybe<Scalars['Int']['input']>;
  arrivalSoonMeters?: InputMaybe<Scalars['Int']['input']>;
  arrivalSoonMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** When given, adds or updates these accounts (by bankAccountId); others are kept. */
  bankAccounts?: InputMaybe<Array<BankAccountInput>>;
  category?: InputMaybe<Scalars['String']['input']>;
  companyTag?: InputMaybe<Scalars['String']['input']>;
  domainName?: InputMaybe<Scalars['String']['input']>;
  dsBase?: InputMaybe<Scalars['Float']['input']>;
  dsBonus?: InputMaybe<Scalars['Float']['input']>;
  dsCostAccel?: InputMaybe<Scalars['Float']['input']>;
  dsCostBrake?: InputMaybe<Scalars['Float']['input']>;
  dsCostOverspeed?: InputMaybe<Scalars['Float']['input']>;
  dsCostSharpturn?: InputMaybe<Scalars['Float']['input']>;
  dsInitialBonus?: InputMaybe<Scalars['Float']['input']>;
  dsInitialInterval?: InputMaybe<Scalars['Int']['input']>;
  dsInterval?: InputMaybe<Scalars['Int']['input']>;
  dsIntervalType?: InputMaybe<Scalars['String']['input']>;
  dsMinScoreA?: InputMaybe<Scalars['Float']['input']>;
  dsMinScoreB?: InputMaybe<Scalars['Float']['input']>;
  dsMinScoreC?: InputMaybe<Scalars['Float']['input']>;
  dsMinScoreD?: InputMaybe<Scalars['Float']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  faxNo?: InputMaybe<Scalars['String']['input']>;
  fleetLateToleranceMinutes?: InputMaybe<Scalars['Int']['input']>;
  fleetLongStopMinutes?: InputMaybe<Scalars['Int']['input']>;
  fleetOffRouteMeters?: InputMaybe<Scalars['Int']['input']>;
  fuelGainAlert?: InputMaybe<Scalars['Float']['input']>;
  fuelLossAlert?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['Int']['input'];
  idleTimeout?: InputMaybe<Scalars['Int']['input']>;
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  maxActiveCalls?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  offlineTimeout?: InputMaybe<Scalars['Int']['input']>;
  parkTimeout?: InputMaybe<Scalars['Int']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  setupNotifCompleted?: InputMaybe<Scalars['Boolean']['input']>;
  showGeocode?: InputMaybe<Scalars['Boolean']['input']>;
  stopArrivalRadiusMeters?: InputMaybe<Scalars['Int']['input']>;
  stopDwellSeconds?: InputMaybe<Scalars['Int']['input']>;
  taxNo?: InputMaybe<Scalars['String']['input']>;
  /** One of Asia/Jakarta, Asia/Pontianak, Asia/Makassar, Asia/Jayapura. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** all the track filters at once */
  trackFilters?: InputMaybe<TrackFiltersInput>;
};

export type UpdateControlTowerExceptionInput = {
  exceptionId: Scalars['Int']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCostEntryInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  category: CostCategory;
  costEntryId: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  etollCard?: InputMaybe<Scalars['String']['input']>;
  litres?: InputMaybe<Scalars['Float']['input']>;
  odometerKm?: InputMaybe<Scalars['Float']['input']>;
  pricePerLitre?: InputMaybe<Scalars['Float']['input']>;
  spentAt: Scalars['DateTime']['input'];
  station?: InputMaybe<Scalars['String']['input']>;
  vehicleId: Scalars['Int']['input'];
};

export type UpdateDeliveryOrderInput = {
  billedCustomerName?: InputMaybe<Scalars['String']['input']>;
  customFields?: InputMaybe<Array<CustomFieldInput>>;
  customerName: Scalars['String']['input'];
  deliveryOrderId: Scalars['Int']['input'];
  deliveryWindow?: InputMaybe<TimeWindowInput>;
  destination: DeliveryAddressInput;
  destinationContactName?: InputMaybe<Scalars['String']['input']>;
  /** An Indonesian phone number (08…, 62…, +62…) */
  destinationContactPhone?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  origin: DeliveryAddressInput;
  pickupWindow?: InputMaybe<TimeWindowInput>;
  /** Absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  /** Skills the carrying vehicle must hold; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
  shipmentNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDeliveryTemplateInput = {
  customerName: Scalars['String']['input'];
  defaultDriverId?: InputMaybe<Scalars['Int']['input']>;
  defaultVehicleId?: InputMaybe<Scalars['Int']['input']>;
  deliveryTemplateId: Scalars['Int']['input'];
  deliveryWindow?: InputMaybe<DailyWindowInput>;
  destination: DeliveryAddressInput;
  endsOn?: InputMaybe<Scalars['String']['input']>;
  horizonDays: Scalars['Int']['input'];
  items?: InputMaybe<Array<DeliveryItemInput>>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  origin: DeliveryAddressInput;
  pickupWindow?: InputMaybe<DailyWindowInput>;
  /** Copied onto its orders; absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  /** Skills the vehicle carrying its orders must hold, copied onto them; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
  schedule: ScheduleRuleInput;
  skipHolidays?: InputMaybe<Scalars['Boolean']['input']>;
  startsOn: Scalars['String']['input'];
};

export type UpdateDeviceInput = {
  activeOn?: InputMaybe<Scalars['DateTime']['input']>;
  deviceCode?: InputMaybe<Scalars['String']['input']>;
  deviceName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  identifier?: InputMaybe<Scalars['String']['input']>;
  imei?: InputMaybe<Scalars['String']['input']>;
  /** GT06: take packets with a wrong CRC or length byte */
  lenientFraming?: InputMaybe<Scalars['Boolean']['input']>;
  /** a GT06 model; "" clears it */
  model?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  vendorType?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDocumentInput = {
  documentId: Scalars['Int']['input'];
  driverId?: InputMaybe<Scalars['Int']['input']>;
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  issuedOn: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  /** Upload URLs from POST /api/documents/uploads (new ones) or already on the document; at most 10; missing: unchanged */
  scanUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  type: DocumentType;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateDocumentSettingsInput = {
  blockAssigning: Scalars['Boolean']['input'];
  rules: Array<DocumentTypeRuleInput>;
};

export type UpdateDriverAssignmentInput = {
  /** null only for the vehicle's current driver (the period still open) */
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  startedAt: Scalars['DateTime']['input'];
};

export type UpdateDriverCardInput = {
  /** Empty or null removes the card. */
  driverCardId?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};

export type UpdateDriverInput = {
  /** Empty or null removes the card. */
  driverCardId?: InputMaybe<Scalars['String']['input']>;
  /** "" clears it. */
  email?: InputMaybe<Scalars['String']['input']>;
  fullname?: InputMaybe<Scalars['String']['input']>;
  /** false deactivates the driver: their card no longer identifies them. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** "" clears it. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};

export type UpdateEtollCardInput = {
  /** When the vehicle changes: since when it is on the new one (default now, after the previous one's start) */
  assignedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  balance?: InputMaybe<Scalars['Float']['input']>;
  cardNumber: Scalars['String']['input'];
  etollCardId: Scalars['Int']['input'];
  issuer: EtollIssuer;
  note?: InputMaybe<Scalars['String']['input']>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateFleetTaskInput = {
  coDriverId?: InputMaybe<Scalars['Int']['input']>;
  departureTime: Scalars['DateTime']['input'];
  driverId?: InputMaybe<Scalars['Int']['input']>;
  fleetTaskId: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  stops: Array<FleetTaskStopInput>;
  vehicleId: Scalars['Int']['input'];
};

export type UpdateGeofenceInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  breakEnd?: InputMaybe<Scalars['String']['input']>;
  breakStart?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  circData?: InputMaybe<CircleDataInput>;
  city?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  fenceName?: InputMaybe<Scalars['String']['input']>;
  geofenceId: Scalars['Int']['input'];
  isAlert?: InputMaybe<Scalars['Boolean']['input']>;
  isBillingAddr?: InputMaybe<Scalars['Boolean']['input']>;
  isDepot?: InputMaybe<Scalars['Boolean']['input']>;
  isGarage?: InputMaybe<Scalars['Boolean']['input']>;
  isServiceLoc?: InputMaybe<Scalars['Boolean']['input']>;
  ownership?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  polyData?: InputMaybe<Array<Array<Scalars['Float']['input']>>>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  serviceEnd?: InputMaybe<Scalars['String']['input']>;
  serviceLocType?: InputMaybe<Scalars['String']['input']>;
  serviceStart?: InputMaybe<Scalars['String']['input']>;
  /** A new shape is given as type with its data. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMyLanguageInput = {
  language: Scalars['String']['input'];
};

export type UpdateRateCardInput = {
  customerName: Scalars['String']['input'];
  destinationArea?: InputMaybe<Scalars['String']['input']>;
  extraDropPrice?: InputMaybe<Scalars['Float']['input']>;
  originArea?: InputMaybe<Scalars['String']['input']>;
  overnightPrice?: InputMaybe<Scalars['Float']['input']>;
  price: Scalars['Float']['input'];
  rateCardId: Scalars['Int']['input'];
  serviceType: ServiceType;
  unit: RateUnit;
  vehicleSize?: InputMaybe<Scalars['String']['input']>;
  waitingFreeMinutes?: InputMaybe<Scalars['Int']['input']>;
  waitingPricePerHour?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateSalesOrderInput = {
  billedCustomerName?: InputMaybe<Scalars['String']['input']>;
  customerName: Scalars['String']['input'];
  destination: DeliveryAddressInput;
  destinationContactName?: InputMaybe<Scalars['String']['input']>;
  destinationContactPhone?: InputMaybe<Scalars['String']['input']>;
  lines: Array<SalesOrderLineInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  orderDate: Scalars['String']['input'];
  /** Copied onto its delivery orders; absent: NORMAL on create, unchanged on edit */
  priority?: InputMaybe<OrderPriority>;
  requestedDeliveryWindow?: InputMaybe<TimeWindowInput>;
  /** Skills the vehicle carrying its delivery orders must hold, copied onto them; absent: none on create, unchanged on edit */
  requiredSkills?: InputMaybe<Array<VehicleSkill>>;
  salesOrderId: Scalars['Int']['input'];
};

export type UpdateScheduledReportInput = {
  id: Scalars['Int']['input'];
  schedule: ScheduledReportInput;
};

export type UpdateServiceOrderInput = {
  costLines?: InputMaybe<Array<ServiceCostLineInput>>;
  extraServices?: InputMaybe<Array<Scalars['String']['input']>>;
  location: ServiceLocation;
  notes?: InputMaybe<Scalars['String']['input']>;
  personInCharge: Scalars['String']['input'];
  planItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  scheduledDay: Scalars['String']['input'];
  serviceOrderId: Scalars['Int']['input'];
  vehicleId: Scalars['Int']['input'];
  workshopName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateServicePlanInput = {
  items: Array<ServicePlanItemInput>;
  name: Scalars['String']['input'];
  servicePlanId: Scalars['Int']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type UpdateSsoSettingsInput = {
  allowedDomains: Array<Scalars['String']['input']>;
  clientId: Scalars['String']['input'];
  /** Absent or empty keeps the stored secret */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  defaultRoleId: Scalars['Int']['input'];
  isEnabled: Scalars['Boolean']['input'];
  issuerUrl: Scalars['String']['input'];
  ssoOnly: Scalars['Boolean']['input'];
};

export type UpdateTemporaryLiveViewInput = {
  newData: TemporaryLiveViewDataInput;
  oldData?: InputMaybe<Scalars['JSON']['input']>;
  temporaryLvId: Scalars['Int']['input'];
};

/** An off range's new days, reason and note; its vehicle or driver stays. */
export type UpdateUnavailabilityInput = {
  fromDay: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: UnavailabilityReason;
  toDay: Scalars['String']['input'];
  unavailabilityId: Scalars['Int']['input'];
};

export type UpdateUserInput = {
  /** empty clears it */
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** empty clears it */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};

export type UpdateVehicleInput = {
  boxType?: InputMaybe<Scalars['String']['input']>;
  /** "" removes the vehicle's dashcam (it stays as a spare). */
  cameraImei?: InputMaybe<Scalars['String']['input']>;
  cameraVendorType?: InputMaybe<Scalars['String']['input']>;
  carrosserie?: InputMaybe<Scalars['String']['input']>;
  chassisNumber?: InputMaybe<Scalars['String']['input']>;
  deviceCode?: InputMaybe<Scalars['String']['input']>;
  /** Device.lenientFraming of the vehicle's device. */
  deviceLenientFraming?: InputMaybe<Scalars['Boolean']['input']>;
  deviceModel?: InputMaybe<Scalars['String']['input']>;
  door1?: InputMaybe<Scalars['Boolean']['input']>;
  door2?: InputMaybe<Scalars['Boolean']['input']>;
  driver1Id?: InputMaybe<Scalars['Int']['input']>;
  driver2Id?: InputMaybe<Scalars['Int']['input']>;
  fuelCapacity?: InputMaybe<Scalars['Float']['input']>;
  fuelEfficiency?: InputMaybe<Scalars['Float']['input']>;
  garageId?: InputMaybe<Scalars['Int']['input']>;
  hourmeter?: InputMaybe<Scalars['Float']['input']>;
  hullNo?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  idleDuration?: InputMaybe<Scalars['Int']['input']>;
  /** "" removes the device from the vehicle (it stays as a spare). */
  imei?: InputMaybe<Scalars['String']['input']>;
  licensePlate?: InputMaybe<Scalars['String']['input']>;
  machineNumber?: InputMaybe<Scalars['String']['input']>;
  odometer?: InputMaybe<Scalars['Float']['input']>;
  parkingDuration?: InputMaybe<Scalars['Int']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  phoneTracking?: InputMaybe<Scalars['Boolean']['input']>;
  sensors?: InputMaybe<Array<VehicleSensorInput>>;
  /** Replaces the list when given */
  skills?: InputMaybe<Array<VehicleSkill>>;
  sourceMode?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  thermoType?: InputMaybe<Scalars['String']['input']>;
  tonnage?: InputMaybe<Scalars['Float']['input']>;
  vehicleTypeId?: InputMaybe<Scalars['Int']['input']>;
  vendorType?: InputMaybe<Scalars['String']['input']>;
  vgroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  volume?: InputMaybe<Scalars['Float']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateVehicleTypeInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  fuelEfficiency?: InputMaybe<Scalars['Float']['input']>;
  fuelTypeId?: InputMaybe<Scalars['Int']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  tonnage?: InputMaybe<Scalars['Float']['input']>;
  transmissionType?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  vehicleTypeId: Scalars['Int']['input'];
  volume?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateVehiclesInput = {
  changes: VehicleBulkChanges;
  ids: Array<Scalars['Int']['input']>;
};

export type UpdateVehiclesResult = Envelope & {
  /** How many vehicles were updated. */
  count: Maybe<Scalars['Int']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type UpdateVgroupInput = {
  id: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** When given, the group holds exactly these vehicles. */
  vehicleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type UpdateVideoSettingsInput = {
  /** 0-64 */
  maxLiveStreams: Scalars['Int']['input'];
  /** minutes per calendar month; null: unlimited */
  monthlyVideoMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type UpsertContactLocationInput = {
  contactId: Scalars['Int']['input'];
  location?: InputMaybe<ContactLocationInput>;
  temporaryLvId: Scalars['Int']['input'];
};

export type UpsertRawAlertsActionInput = {
  /** Read, Resolve, FalseAlert or Feedback */
  actionType: Scalars['String']['input'];
  /** Resolve/FalseAlert: 'true' or 'false'; Feedback: the note; FalseAlert with 'true' also takes form */
  data?: InputMaybe<Scalars['String']['input']>;
  dateRange?: InputMaybe<DateRangeInput>;
  /** narrows All/Exclude like the Notifikasi filters */
  filter?: InputMaybe<RawAlertsFilter>;
  form?: InputMaybe<RawAlertFormInput>;
  rawAlertId?: InputMaybe<Array<Scalars['Float']['input']>>;
  /** Selection (the listed ids), All (every alert in dateRange and filter), Exclude (all but the listed ids) */
  selectionMode: Scalars['String']['input'];
};

export type UpsertRawAlertsActionResult = Envelope & {
  aggregate: Maybe<RawAlertsActionAggregate>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  upsertRawAlertsAction: Maybe<Array<RawAlertActionRecord>>;
};

export type UserIdInput = {
  userId: Scalars['Int']['input'];
};

/** A signed-in browser of the caller (sessions page). */
export type UserSession = {
  /** read from the user agent: the browser and its version, e.g. Chrome 120 */
  browser: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  createdOn: Scalars['String']['output'];
  /** desktop, mobile or tablet */
  deviceType: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  ip: Maybe<Scalars['String']['output']>;
  /** the session of this request */
  isCurrent: Scalars['Boolean']['output'];
  /** ISO 8601 */
  lastSeenOn: Scalars['String']['output'];
  /** the operating system, e.g. Android 13 */
  os: Maybe<Scalars['String']['output']>;
};

export type UserSessionsResult = Envelope & {
  data: Maybe<Array<UserSession>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type UtilisationReportResult = Envelope & {
  data: Maybe<Array<UtilisationReportRow>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** One vehicle's company day: seconds driving, idle (engine on, standing), parked and offline (no fix), summing to the day. */
export type UtilisationReportRow = {
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  drivingSeconds: Scalars['Int']['output'];
  idleSeconds: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
  offlineSeconds: Scalars['Int']['output'];
  parkedSeconds: Scalars['Int']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type Vehicle = {
  boxType: Maybe<Scalars['String']['output']>;
  /** The dashcam beside the GPS tracker (its alarms, clips and calls). */
  cameraDevice: Maybe<Device>;
  /** Terminal id of the dashcam beside the tracker; null without one. */
  cameraImei: Maybe<Scalars['String']['output']>;
  carrosserie: Maybe<Scalars['String']['output']>;
  chassisNumber: Maybe<Scalars['String']['output']>;
  /** Trailers or attached units; always empty for now. */
  children: Array<Vehicle>;
  company: VehicleCompany;
  companyId: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  device: Maybe<Device>;
  /**
   * The vehicle's expired and expiring documents, soonest first; empty without vehicle_docs:read. Batched per request
   * (the vehicles of one response share one query). Always a list: nullable only because the fleet's own queries do
   * not produce it (the documents module resolves it).
   */
  documentAlerts: Maybe<Array<VehicleDocumentAlert>>;
  door1: Maybe<Scalars['Boolean']['output']>;
  door2: Maybe<Scalars['Boolean']['output']>;
  driver1: Maybe<Driver>;
  driver1Id: Maybe<Scalars['Int']['output']>;
  driver2: Maybe<Driver>;
  driver2Id: Maybe<Scalars['Int']['output']>;
  fuelCapacity: Maybe<Scalars['Float']['output']>;
  fuelEfficiency: Maybe<Scalars['Float']['output']>;
  garage: Maybe<Geofence>;
  garageId: Maybe<Scalars['Int']['output']>;
  hourmeter: Maybe<Scalars['Float']['output']>;
  hullNo: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Minutes; overrides the company's idle timeout. */
  idleDuration: Maybe<Scalars['Int']['output']>;
  /** IMEI of the vehicle's device (its GPS tracker, or its only device); null without a device. */
  imei: Maybe<Scalars['String']['output']>;
  licensePlate: Scalars['String']['output'];
  machineNumber: Maybe<Scalars['String']['output']>;
  odometer: Maybe<Scalars['Float']['output']>;
  /** Minutes; overrides the company's park timeout. */
  parkingDuration: Maybe<Scalars['Int']['output']>;
  /** While a fleet task on it runs, the driver's phone reports the vehicle's position */
  phoneTracking: Scalars['Boolean']['output'];
  sensor: Array<VehicleSensor>;
  /** What the vehicle is fitted or licensed for; the route planner gives it only orders whose required skills it holds */
  skills: Array<VehicleSkill>;
  sourceMode: Maybe<Scalars['String']['output']>;
  /** active, service, repair or archived */
  status: Scalars['String']['output'];
  thermoType: Maybe<Scalars['String']['output']>;
  tonnage: Maybe<Scalars['Float']['output']>;
  updatedOn: Scalars['DateTime']['output'];
  /** The groups the vehicle belongs to. */
  vehicle2Vgroup: Array<VehicleGroupRef>;
  vehicleStatus: Maybe<VehicleLatestStatus>;
  vehicleType: Maybe<VehicleType>;
  vehicleTypeId: Maybe<Scalars['Int']['output']>;
  volume: Maybe<Scalars['Float']['output']>;
  year: Maybe<Scalars['Int']['output']>;
};

export type VehicleAuditLog = {
  /** e.g. Ubah Kendaraan */
  action: Scalars['String']['output'];
  /** create, update or delete */
  actionType: Scalars['String']['output'];
  /** e.g. Kendaraan B 1234 CD diubah: Status */
  detail: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The changed fields after the change (null for delete). */
  newData: Maybe<Scalars['JSON']['output']>;
  /** vehicle */
  object: Scalars['String']['output'];
  /** The changed fields before the change (null for create). */
  oldData: Maybe<Scalars['JSON']['output']>;
  time: Scalars['DateTime']['output'];
  user: Maybe<VehicleAuditUser>;
  vehicleId: Scalars['Int']['output'];
};

export type VehicleAuditLogsFilter = {
  pagination?: InputMaybe<PaginationInput>;
  vehicleId: Scalars['Int']['input'];
};

export type VehicleAuditLogsResult = Envelope & {
  data: Maybe<Array<VehicleAuditLog>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type VehicleAuditUser = {
  fullname: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type VehicleAvailability = {
  /** The vehicle's tonnage (or its type's) in kg */
  capacityKg: Maybe<Scalars['Float']['output']>;
  /** The vehicle's volume (or its type's) in m³ */
  capacityM3: Maybe<Scalars['Float']['output']>;
  days: Array<AvailabilityDay>;
  licensePlate: Scalars['String']['output'];
  vehicleId: Scalars['Int']['output'];
  vehicleTypeName: Maybe<Scalars['String']['output']>;
};

/** The fields a bulk update may change. */
export type VehicleBulkChanges = {
  boxType?: InputMaybe<Scalars['String']['input']>;
  carrosserie?: InputMaybe<Scalars['String']['input']>;
  door1?: InputMaybe<Scalars['Boolean']['input']>;
  door2?: InputMaybe<Scalars['Boolean']['input']>;
  fuelCapacity?: InputMaybe<Scalars['Float']['input']>;
  fuelEfficiency?: InputMaybe<Scalars['Float']['input']>;
  garageId?: InputMaybe<Scalars['Int']['input']>;
  idleDuration?: InputMaybe<Scalars['Int']['input']>;
  parkingDuration?: InputMaybe<Scalars['Int']['input']>;
  sourceMode?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  thermoType?: InputMaybe<Scalars['String']['input']>;
  tonnage?: InputMaybe<Scalars['Float']['input']>;
  vehicleTypeId?: InputMaybe<Scalars['Int']['input']>;
  volume?: InputMaybe<Scalars['Float']['input']>;
};

/** The vehicle's company. */
export type VehicleCompany = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type VehicleCostTotals = {
  costPerKm: Maybe<Scalars['Float']['output']>;
  distanceKm: Scalars['Float']['output'];
  /** kmPerLitre / expectedKmPerLitre (below 1: burns more than expected) */
  efficiencyRatio: Maybe<Scalars['Float']['output']>;
  /** The vehicle's expected km per litre */
  expectedKmPerLitre: Maybe<Scalars['Float']['output']>;
  kmPerLitre: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  litres: Scalars['Float']['output'];
  litresPer100Km: Maybe<Scalars['Float']['output']>;
  total: Scalars['Float']['output'];
  vehicleId: Scalars['Int']['output'];
};

export type VehicleDocument = {
  documentId: Scalars['Int']['output'];
  driverId: Maybe<Scalars['Int']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD; the document is valid through this day */
  expiresOn: Scalars['String']['output'];
  /** YYYY-MM-DD */
  issuedOn: Scalars['String']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  reminderDays: Scalars['Int']['output'];
  /** Scans of the paper (png, jpg, webp or pdf upload URLs; served only to the company's readers of the document) */
  scanUrls: Array<Scalars['String']['output']>;
  status: DocumentStatus;
  subject: DocumentSubject;
  type: DocumentType;
  vehicleId: Maybe<Scalars['Int']['output']>;
};

/** An expired or expiring document of a vehicle (the live view card's badge). */
export type VehicleDocumentAlert = {
  /** days from today (the company's) to the expiry day; negative once expired */
  daysLeft: Scalars['Int']['output'];
  documentId: Scalars['Int']['output'];
  expiresOn: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** EXPIRING or EXPIRED */
  status: DocumentStatus;
  type: DocumentType;
};

export type VehicleFilter = {
  id: Scalars['Int']['input'];
};

export type VehicleGroupRef = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type VehicleGroupVehicle = {
  id: Scalars['Int']['output'];
  licensePlate: Scalars['String']['output'];
};

/** Where the vehicle is now and what it is doing (written by the position pipeline). */
export type VehicleLatestStatus = {
  address: Maybe<Scalars['String']['output']>;
  course: Maybe<Scalars['Float']['output']>;
  /** What the tracker last said about its power, signal and satellites; null when it said nothing of it. */
  deviceHealth: Maybe<DeviceHealth>;
  /** Time of the last position. */
  fixTime: Scalars['DateTime']['output'];
  /** Percent of the tank. */
  fuel: Maybe<Scalars['Float']['output']>;
  ignition: Maybe<Scalars['Boolean']['output']>;
  /** When the device last sent anything. */
  lastPacket: Scalars['DateTime']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** moving, idle, parked or offline */
  motionStatus: Scalars['String']['output'];
  /** km/h */
  speed: Scalars['Float']['output'];
  temperature: Maybe<Scalars['Float']['output']>;
};

export type VehicleMeters = {
  engineHours: Maybe<Scalars['Float']['output']>;
  licensePlate: Scalars['String']['output'];
  odometerKm: Maybe<Scalars['Float']['output']>;
  vehicleId: Scalars['Int']['output'];
};

export type VehicleMetersResult = Envelope & {
  data: Maybe<VehicleMeters>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A light vehicle row for pickers. */
export type VehicleOption = {
  hullNo: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imei: Maybe<Scalars['String']['output']>;
  licensePlate: Scalars['String']['output'];
  status: Scalars['String']['output'];
  vehicleTypeId: Maybe<Scalars['Int']['output']>;
};

export type VehicleOrderBy = {
  /** asc (default) or desc */
  direction?: InputMaybe<Scalars['String']['input']>;
  /** licensePlate (default), hullNo, id, year, status, createdOn or updatedOn */
  field?: InputMaybe<Scalars['String']['input']>;
};

export type VehicleOwnershipCost = {
  endsOn: Maybe<Scalars['String']['output']>;
  licensePlate: Scalars['String']['output'];
  monthlyCost: Maybe<Scalars['Float']['output']>;
  startsOn: Maybe<Scalars['String']['output']>;
  vehicleId: Scalars['Int']['output'];
};

export type VehicleOwnershipCostInput = {
  /** The last company day (YYYY-MM-DD, inclusive) it applies, e.g. the lease ended; not before startsOn; null: open */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** Whole Rupiah per month, 0 to 1.000.000.000; null clears it */
  monthlyCost?: InputMaybe<Scalars['Float']['input']>;
  /** The first company day (YYYY-MM-DD) it applies, e.g. the day the vehicle joined; null: always */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  vehicleId: Scalars['Int']['input'];
};

export type VehicleOwnershipCostResult = Envelope & {
  data: Maybe<VehicleOwnershipCost>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VehicleResult = Envelope & {
  data: Maybe<Vehicle>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VehicleSensor = {
  sensorCode: Scalars['String']['output'];
  statusBool: Scalars['Boolean']['output'];
};

export type VehicleSensorInput = {
  sensorCode: Scalars['String']['input'];
  statusBool?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a vehicle is fitted or licensed for, and a delivery order may require of its vehicle: COLD_BOX (Boks pendingin), FREEZER (Freezer), TAIL_LIFT (Lift belakang), HAZMAT (Izin B3), CLOSED_BOX (Bak tertutup). */
export type VehicleSkill =
  | 'CLOSED_BOX'
  | 'COLD_BOX'
  | 'FREEZER'
  | 'HAZMAT'
  | 'TAIL_LIFT';

export type VehicleStatusCategory = {
  category: Scalars['String']['output'];
};

export type VehicleStatusDevice = {
  deviceCode: Maybe<Scalars['String']['output']>;
  imei: Scalars['String']['output'];
  phoneNo: Maybe<Scalars['String']['output']>;
};

export type VehicleStatusEntry = {
  device: Maybe<VehicleStatusDevice>;
  imei: Maybe<Scalars['String']['output']>;
  /** When the device last sent anything; null without data. */
  lastReceive: Maybe<Scalars['DateTime']['output']>;
  licensePlate: Scalars['String']['output'];
  /** active, service, repair or archived */
  status: Scalars['String']['output'];
  vehicleId: Scalars['Int']['output'];
  vehicleType: Maybe<VehicleStatusCategory>;
};

export type VehicleStatusesFilter = {
  /** Default: service, archived, repair. */
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type VehicleStatusesResult = Envelope & {
  data: Maybe<Array<VehicleStatusEntry>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VehicleType = {
  /** Truk, Pickup, Minibus, Van, … */
  category: Scalars['String']['output'];
  companyId: Scalars['Int']['output'];
  /** Manufacturer, model and type in one text, e.g. Hino Dutro 130 MDL. */
  formattedVehicleType: Scalars['String']['output'];
  /** Kilometres per litre. */
  fuelEfficiency: Maybe<Scalars['Float']['output']>;
  fuelType: Maybe<FuelType>;
  fuelTypeId: Maybe<Scalars['Int']['output']>;
  /** True when a vehicle uses this type. */
  hasRelation: Scalars['Boolean']['output'];
  icon: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  manufacturer: Scalars['String']['output'];
  model: Scalars['String']['output'];
  /** Tonnes. */
  tonnage: Maybe<Scalars['Float']['output']>;
  transmissionType: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  vehicleTypeId: Scalars['Int']['output'];
  /** Cubic metres. */
  volume: Maybe<Scalars['Float']['output']>;
};

export type VehicleTypeFilter = {
  vehicleTypeId: Scalars['Int']['input'];
};

export type VehicleTypeResult = Envelope & {
  data: Maybe<VehicleType>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VehicleTypesFilter = {
  category?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** Manufacturer, model, type or category. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type VehicleTypesResult = Envelope & {
  data: Maybe<Array<VehicleType>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A file a dashcam holds (its resource list), or a clip already stored here. */
export type VehicleVideo = {
  channel: Scalars['Int']['output'];
  downloadVideoHistoryId: Maybe<Scalars['Int']['output']>;
  endTime: Maybe<Scalars['DateTime']['output']>;
  fileSize: Scalars['Float']['output'];
  startTime: Maybe<Scalars['DateTime']['output']>;
  /** 1 main, 2 backup storage (0 unknown) */
  storageType: Scalars['Int']['output'];
  /** Set for a stored clip */
  url: Maybe<Scalars['String']['output']>;
};

export type VehicleVideosFilter = {
  channel?: InputMaybe<Scalars['Int']['input']>;
  endTime: Scalars['DateTime']['input'];
  /** Only list files (downloads go through setUploadMedia) */
  fileListOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: the clips stored here; false: ask the dashcam for its list */
  isFromCache?: InputMaybe<Scalars['Boolean']['input']>;
  startTime: Scalars['DateTime']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type VehicleVideosResult = Envelope & {
  data: Maybe<Array<VehicleVideo>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VehiclesFilter = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** true: only vehicles with a device; false: only vehicles without one. */
  isHaveDevice?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<VehicleOrderBy>;
  /** Without it `vehicles` answers every matching vehicle. */
  pagination?: InputMaybe<PaginationInput>;
  /** Plate (case and spaces ignored), hull number or IMEI. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Any of active, service, repair, archived. */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleTypeId?: InputMaybe<Scalars['Int']['input']>;
  vgroupId?: InputMaybe<Scalars['Int']['input']>;
};

export type VehiclesFilterResult = Envelope & {
  data: Maybe<Array<VehicleOption>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  /** Every matching vehicle id, across pages (for select-all). */
  ids: Maybe<Array<Scalars['Int']['output']>>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type VehiclesPaginatedResult = Envelope & {
  data: Maybe<Array<Vehicle>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<CursorPagination>;
  status: Scalars['Int']['output'];
};

export type VehiclesResult = Envelope & {
  data: Maybe<Array<Vehicle>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** Present when the filter asked for a page. */
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type VerifyNumberInput = {
  /** the 6 digits sent by WhatsApp */
  code: Scalars['String']['input'];
  phoneNo: Scalars['String']['input'];
};

export type Vgroup = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  totalVehicle: Scalars['Int']['output'];
  vehicleIds: Array<Scalars['Int']['output']>;
  vehicles: Array<VehicleGroupVehicle>;
};

export type VgroupResult = Envelope & {
  data: Maybe<Vgroup>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type VgroupsFilter = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type VgroupsResult = Envelope & {
  data: Maybe<Array<Vgroup>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type VideoFileListUpdateInput = {
  channel?: InputMaybe<Scalars['Int']['input']>;
  imei: Scalars['String']['input'];
  vehicleId: Scalars['Int']['input'];
};

export type VideoFileListUpdateResult = Envelope & {
  /** How many files the dashcam holds on the channel in the last 24 hours */
  data: Maybe<Scalars['Int']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** The company's video use this calendar month (its time zone) and its Track Vision settings. */
export type VideoUsage = {
  /** live streams the company may watch at once */
  maxLiveStreams: Scalars['Int']['output'];
  /** rounded down to a tenth */
  minutesUsed: Scalars['Float']['output'];
  monthEnd: Scalars['DateTime']['output'];
  monthStart: Scalars['DateTime']['output'];
  /** the monthly quota in minutes; null: unlimited */
  monthlyVideoMinutes: Maybe<Scalars['Int']['output']>;
  /** views running now (every instance) */
  runningViews: Scalars['Int']['output'];
  secondsUsed: Scalars['Int']['output'];
};

export type VideoUsageResult = Envelope & {
  data: Maybe<VideoUsage>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** One viewer session of the Track Vision socket: who watched which vehicle's camera channel, when and how long. */
export type VideoView = {
  channel: Scalars['Int']['output'];
  /** null while it runs */
  endedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  licensePlate: Maybe<Scalars['String']['output']>;
  /** live or playback */
  mode: Scalars['String']['output'];
  recordedEnd: Maybe<Scalars['DateTime']['output']>;
  /** playback: the recorded window asked for */
  recordedStart: Maybe<Scalars['DateTime']['output']>;
  /** wall-clock seconds watched (a running view's up to now) */
  secondsWatched: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  userId: Maybe<Scalars['Int']['output']>;
  /** the viewer's name when they watched */
  userName: Scalars['String']['output'];
  vehicleId: Maybe<Scalars['Int']['output']>;
};

export type VideoViewsFilter = {
  endDate: Scalars['DateTime']['input'];
  pagination?: InputMaybe<PaginationInput>;
  /** views running at some time in [startDate, endDate), at most 93 days */
  startDate: Scalars['DateTime']['input'];
  userId?: InputMaybe<Scalars['Int']['input']>;
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
};

export type VideoViewsResult = Envelope & {
  data: Maybe<Array<VideoView>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A company's webhook subscription (issue 37); its signing secret is shown only once, when it is created. */
export type Webhook = {
  /** Failed deliveries in a row */
  consecutiveFailures: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** persistent-failure when Armada switched it off; null otherwise */
  disabledReason: Maybe<Scalars['String']['output']>;
  /** event types chosen (WEBHOOK_EVENT_TYPES of @armada/domain; listed in docs/api.md): alert.raised, position.reported, geofence.entered, ... */
  events: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The secret's first characters, to tell subscriptions apart */
  secretPrefix: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookDeliveriesFilterInput = {
  pagination?: InputMaybe<PaginationInput>;
  webhookId: Scalars['Int']['input'];
};

export type WebhookDeliveriesResult = Envelope & {
  data: Maybe<Array<WebhookDelivery>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** One event sent (or being sent) to a subscription: its latest attempt. */
export type WebhookDelivery = {
  attempts: Scalars['Int']['output'];
  createdOn: Scalars['DateTime']['output'];
  durationMs: Maybe<Scalars['Int']['output']>;
  error: Maybe<Scalars['String']['output']>;
  eventId: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** When a queued delivery is tried next */
  nextAttemptOn: Maybe<Scalars['DateTime']['output']>;
  /** The first characters of the receiver's answer */
  responseExcerpt: Maybe<Scalars['String']['output']>;
  responseStatus: Maybe<Scalars['Int']['output']>;
  /** queued, sending, sent or failed */
  status: Scalars['String']['output'];
  updatedOn: Scalars['DateTime']['output'];
};

export type WebhookIdInput = {
  webhookId: Scalars['Int']['input'];
};

export type WebhookTest = {
  eventId: Scalars['String']['output'];
};

export type WebhookTestResult = Envelope & {
  data: Maybe<WebhookTest>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type WebhooksResult = Envelope & {
  data: Maybe<Array<Webhook>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A WhatsApp message of the company's outbox (tracking links, arrival notices, alerts). */
export type WhatsAppMessage = {
  attempts: Scalars['Int']['output'];
  body: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** tracking-link, arrival-soon, arrived or alert */
  kind: Scalars['String']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  /** E.164 */
  recipientPhone: Scalars['String']['output'];
  sentOn: Maybe<Scalars['DateTime']['output']>;
  /** queued, sending, stored (kept by the log provider: WhatsApp not configured, nothing sent), sent, delivered, read or failed */
  status: Scalars['String']['output'];
};

export type WhatsAppMessageResult = Envelope & {
  data: Maybe<WhatsAppMessage>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type WhatsAppMessagesFilter = {
  pagination?: InputMaybe<PaginationInput>;
  /** part of the recipient's phone number */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type WhatsAppMessagesResult = Envelope & {
  data: Maybe<Array<WhatsAppMessage>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

/** A recipient's WhatsApp conversation with the company about one link (and its delivery order, for a consignee). */
export type WhatsappConversation = {
  /** When the consignee confirmed the delivery by reply */
  confirmedByConsigneeOn: Maybe<Scalars['DateTime']['output']>;
  contactLabel: Scalars['String']['output'];
  /** DO-000123 */
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  lastInboundOn: Maybe<Scalars['DateTime']['output']>;
  lastMessageOn: Scalars['DateTime']['output'];
  linkName: Scalars['String']['output'];
  /** A question no rule answered, or an exception (not yet arrived, damaged), waiting for the operator's reply */
  needsOperator: Scalars['Boolean']['output'];
  /** E.164 */
  phone: Scalars['String']['output'];
  temporaryLvId: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
  /** Free text may be sent (24 hours after the recipient's last message); a template otherwise */
  windowOpen: Scalars['Boolean']['output'];
};

export type WhatsappConversationDetail = {
  confirmedByConsigneeOn: Maybe<Scalars['DateTime']['output']>;
  contactLabel: Scalars['String']['output'];
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  deliveryOrderId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  lastInboundOn: Maybe<Scalars['DateTime']['output']>;
  lastMessageOn: Scalars['DateTime']['output'];
  linkName: Scalars['String']['output'];
  messages: Array<WhatsappInboxMessage>;
  needsOperator: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  temporaryLvId: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
  windowOpen: Scalars['Boolean']['output'];
};

export type WhatsappConversationIdInput = {
  conversationId: Scalars['Int']['input'];
};

export type WhatsappConversationIdPayload = {
  conversationId: Scalars['Int']['output'];
};

export type WhatsappConversationReadResult = Envelope & {
  data: Maybe<WhatsappConversationIdPayload>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type WhatsappConversationResult = Envelope & {
  data: Maybe<WhatsappConversationDetail>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type WhatsappConversationsFilterInput = {
  pagination?: InputMaybe<PaginationInput>;
  /** Name, link name or phone digits */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type WhatsappConversationsResult = Envelope & {
  data: Maybe<Array<WhatsappConversation>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  pagination: Maybe<Pagination>;
  status: Scalars['Int']['output'];
};

export type WhatsappInboxCounts = {
  /** Conversations with unread messages */
  unread: Scalars['Int']['output'];
  /** Conversations waiting for the operator */
  waiting: Scalars['Int']['output'];
};

export type WhatsappInboxCountsResult = Envelope & {
  data: Maybe<WhatsappInboxCounts>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A message in or out, with the rule that read or answered it. */
export type WhatsappInboxMessage = {
  /** rule or operator */
  answeredBy: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdOn: Scalars['DateTime']['output'];
  /** IN (the recipient's) or OUT (an answer) */
  direction: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** where, when, driver, received, exception or unknown */
  intent: Maybe<Scalars['String']['output']>;
  /** The rule that read an IN message or wrote an OUT answer */
  rule: Maybe<Scalars['String']['output']>;
  /** The outbox status of an OUT message */
  status: Maybe<Scalars['String']['output']>;
};

/** A conversation waiting for the operator, as the bell lists it. */
export type WhatsappInboxNotice = {
  contactLabel: Scalars['String']['output'];
  conversationId: Scalars['Int']['output'];
  /** DO-000123, for a consignee's conversation */
  deliveryOrderCode: Maybe<Scalars['String']['output']>;
  /** The recipient's latest message, shortened to 140 characters */
  lastMessage: Maybe<Scalars['String']['output']>;
  linkName: Scalars['String']['output'];
  waitingSince: Scalars['DateTime']['output'];
};

export type WhatsappInboxNoticesResult = Envelope & {
  data: Maybe<Array<WhatsappInboxNotice>>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorName: Maybe<Scalars['String']['output']>;
  isSuccessful: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type AlertCenterRawAlertsQueryVariables = Exact<{
  filter?: InputMaybe<RawAlertsFilter>;
}>;


export type AlertCenterRawAlertsQuery = { rawAlerts: { isSuccessful: boolean, message: string, errorName: string | null, status: number, rawAlerts: { data: Array<{ rawAlertId: number, id: string, alertCode: number, alertRuleIds: Array<number>, isResolved: boolean, createdOn: string, alertData: string | null, formattedAlertData: string | null, latitude: number | null, longitude: number | null, address: string | null, mapUrl: string | null, shouldHaveMedia: boolean, isUrgent: boolean, isImportant: boolean, autoPopup: boolean, isRead: boolean, isFalseAlert: boolean, note: string | null, vehicleId: number, licensePlate: string, driverName: string | null, sourceDeviceCategory: string, sourceDeviceType: string | null, alert: { iconUrl: string, descriptionIdn: string, descriptionEng: string }, addressNear: { name: string, metres: number } | null, form: { reason: string, others: string | null } | null, callState: { isHaveVoip: boolean, deviceType: string | null }, foData: { location: string | null, totalDurationMinutes: number | null, targetTime: string | null, actualTime: string | null, destination: string | null, distanceKm: number | null, targetArrival: string | null, estimatedArrival: string | null, plannedActivityMinutes: number | null } | null }>, pagination: { total: number, page: number, show: number } } | null } };

export type AlertCenterRawAlertQueryVariables = Exact<{
  filter: RawAlertFilter;
}>;


export type AlertCenterRawAlertQuery = { rawAlert: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { rawAlertId: number, id: string, alertCode: number, alertRuleIds: Array<number>, isResolved: boolean, createdOn: string, alertData: string | null, formattedAlertData: string | null, latitude: number | null, longitude: number | null, address: string | null, mapUrl: string | null, shouldHaveMedia: boolean, isUrgent: boolean, isImportant: boolean, autoPopup: boolean, isRead: boolean, isFalseAlert: boolean, note: string | null, vehicleId: number, licensePlate: string, driverName: string | null, sourceDeviceCategory: string, sourceDeviceType: string | null, alert: { iconUrl: string, descriptionIdn: string, descriptionEng: string }, addressNear: { name: string, metres: number } | null, form: { reason: string, others: string | null } | null, callState: { isHaveVoip: boolean, deviceType: string | null }, foData: { location: string | null, totalDurationMinutes: number | null, targetTime: string | null, actualTime: string | null, destination: string | null, distanceKm: number | null, targetArrival: string | null, estimatedArrival: string | null, plannedActivityMinutes: number | null } | null } | null } };

export type AlertCenterTotalsQueryVariables = Exact<{
  filter?: InputMaybe<TotalImportantAlertsFilter>;
}>;


export type AlertCenterTotalsQuery = { totalImportantAlerts: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ alertUrgencyType: string, unresolved: number }> | null } };

export type AlertCenterRawAlertFieldsFragment = { rawAlertId: number, id: string, alertCode: number, alertRuleIds: Array<number>, isResolved: boolean, createdOn: string, alertData: string | null, formattedAlertData: string | null, latitude: number | null, longitude: number | null, address: string | null, mapUrl: string | null, shouldHaveMedia: boolean, isUrgent: boolean, isImportant: boolean, autoPopup: boolean, isRead: boolean, isFalseAlert: boolean, note: string | null, vehicleId: number, licensePlate: string, driverName: string | null, sourceDeviceCategory: string, sourceDeviceType: string | null, alert: { iconUrl: string, descriptionIdn: string, descriptionEng: string }, addressNear: { name: string, metres: number } | null, form: { reason: string, others: string | null } | null, callState: { isHaveVoip: boolean, deviceType: string | null }, foData: { location: string | null, totalDurationMinutes: number | null, targetTime: string | null, actualTime: string | null, destination: string | null, distanceKm: number | null, targetArrival: string | null, estimatedArrival: string | null, plannedActivityMinutes: number | null } | null };

export type AlertCenterPayloadQueryVariables = Exact<{
  filter?: InputMaybe<PayloadFilter>;
}>;


export type AlertCenterPayloadQuery = { payload: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { payload: { userId: number, companyId: number, channels: Array<string> }, subscribedAlertRules: { urgentAlertRules: Array<number>, importantAlertRules: Array<number>, autoPopupAlertRules: Array<number> } } | null } };

export type AlertCodeOptionsQueryVariables = Exact<{
  filter?: InputMaybe<AlertCodesFilter>;
}>;


export type AlertCodeOptionsQuery = { alertCodesPaginated: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string, enabledInRule: boolean, alertCategories: Array<{ alertCategoryId: number, categoryIdn: string, categoryEng: string }> }> | null } };

export type AlertVehicleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertVehicleOptionsQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type AlertCodeInfoFragment = { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string };

export type RawAlertRowFieldsFragment = { rawAlertId: number, id: string, alertCode: number, createdOn: string, isResolved: boolean, isFalseAlert: boolean, isUrgent: boolean, isImportant: boolean, isRead: boolean, licensePlate: string, vehicleId: number, driverName: string | null, formattedAlertData: string | null, address: string | null, latitude: number | null, longitude: number | null, alert: { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string }, driver: { userId: number, fullname: string } | null, addressNear: { name: string, metres: number } | null };

export type RawAlertDetailFieldsFragment = { resolvedOn: string | null, alertData: string | null, sourceDeviceCategory: string, sourceDeviceType: string | null, note: string | null, shouldHaveMedia: boolean, rawAlertId: number, id: string, alertCode: number, createdOn: string, isResolved: boolean, isFalseAlert: boolean, isUrgent: boolean, isImportant: boolean, isRead: boolean, licensePlate: string, vehicleId: number, driverName: string | null, formattedAlertData: string | null, address: string | null, latitude: number | null, longitude: number | null, alert: { fullDescriptionIdn: string, fullDescriptionEng: string, alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string }, resolver: { userId: number, fullname: string } | null, geofences: Array<{ geofenceId: number, fenceName: string }>, form: { reason: string, others: string | null } | null, callState: { isHaveVoip: boolean, deviceType: string | null }, userLogs: Array<{ typeField: string, data: string | null, note: string | null, createdOn: string, userId: number | null, user: { userId: number, fullname: string } | null }>, driver: { userId: number, fullname: string } | null, addressNear: { name: string, metres: number } | null };

export type UpsertRawAlertsActionMutationVariables = Exact<{
  input: UpsertRawAlertsActionInput;
}>;


export type UpsertRawAlertsActionMutation = { upsertRawAlertsAction: { isSuccessful: boolean, message: string, errorName: string | null, status: number, aggregate: { updatedAlerts: number, updatedAlertStatuses: number, insertedAlertLogs: number } | null } };

export type NotificationLogQueryVariables = Exact<{
  filter?: InputMaybe<RawAlertUserLogsFilter>;
}>;


export type NotificationLogQuery = { notificationLog: { isSuccessful: boolean, message: string, errorName: string | null, status: number, notificationLog: { data: Array<{ id: number, typeField: string, data: string | null, note: string | null, createdOn: string, user: { userId: number, fullname: string } | null, rawAlert: { rawAlertId: number, id: string, licensePlate: string, alert: { descriptionIdn: string, descriptionEng: string, iconUrl: string } } }>, pagination: { total: number, page: number, show: number } } | null } };

export type NotificationRawAlertsQueryVariables = Exact<{
  filter?: InputMaybe<RawAlertsFilter>;
}>;


export type NotificationRawAlertsQuery = { rawAlerts: { isSuccessful: boolean, message: string, errorName: string | null, status: number, rawAlerts: { data: Array<{ rawAlertId: number, id: string, alertCode: number, createdOn: string, isResolved: boolean, isFalseAlert: boolean, isUrgent: boolean, isImportant: boolean, isRead: boolean, licensePlate: string, vehicleId: number, driverName: string | null, formattedAlertData: string | null, address: string | null, latitude: number | null, longitude: number | null, alert: { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string }, driver: { userId: number, fullname: string } | null, addressNear: { name: string, metres: number } | null }>, pagination: { total: number, page: number, show: number } } | null } };

export type NotificationRawAlertQueryVariables = Exact<{
  filter: RawAlertFilter;
}>;


export type NotificationRawAlertQuery = { rawAlert: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { resolvedOn: string | null, alertData: string | null, sourceDeviceCategory: string, sourceDeviceType: string | null, note: string | null, shouldHaveMedia: boolean, rawAlertId: number, id: string, alertCode: number, createdOn: string, isResolved: boolean, isFalseAlert: boolean, isUrgent: boolean, isImportant: boolean, isRead: boolean, licensePlate: string, vehicleId: number, driverName: string | null, formattedAlertData: string | null, address: string | null, latitude: number | null, longitude: number | null, alert: { fullDescriptionIdn: string, fullDescriptionEng: string, alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string }, resolver: { userId: number, fullname: string } | null, geofences: Array<{ geofenceId: number, fenceName: string }>, form: { reason: string, others: string | null } | null, callState: { isHaveVoip: boolean, deviceType: string | null }, userLogs: Array<{ typeField: string, data: string | null, note: string | null, createdOn: string, userId: number | null, user: { userId: number, fullname: string } | null }>, driver: { userId: number, fullname: string } | null, addressNear: { name: string, metres: number } | null } | null } };

export type CompleteNotificationSetupMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;


export type CompleteNotificationSetupMutation = { updateCompany: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string } | null } };

export type AlertRuleTemplateCodeFieldsFragment = { alertCode: number, descriptionIdn: string, descriptionEng: string, isAlreadyActive: boolean };

export type SettingAlertRuleTemplatesQueryVariables = Exact<{
  filter?: InputMaybe<AlertRuleTemplatesFilter>;
}>;


export type SettingAlertRuleTemplatesQuery = { alertRuleTemplates: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ templateId: number, nameIdn: string, nameEng: string, descriptionIdn: string, descriptionEng: string, iconUrl: string, defaultAlertCodes: Array<{ alertCode: number, descriptionIdn: string, descriptionEng: string, isAlreadyActive: boolean }>, additionalAlertCodes: Array<{ alertCode: number, descriptionIdn: string, descriptionEng: string, isAlreadyActive: boolean }> }> | null } };

export type SettingCreateAlertRulesMutationVariables = Exact<{
  input: CreateAlertRulesInput;
}>;


export type SettingCreateAlertRulesMutation = { createAlertRules: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ alertRuleId: number, label: string, alertCode: number }> | null } };

export type AlertRuleFieldsFragment = { alertRuleId: number, label: string, alertCode: number, isActive: boolean, createdOn: string, maxThreshold: number | null, minThreshold: number | null, minThresholdTime: number | null, withSchedule: boolean, startTime: string | null, endTime: string | null, dayOfWeek: Array<number>, withGeofence: boolean, isInsideGeofence: boolean, alertUrgencyType: string, alertCountThreshold: number, alertCountWindow: number | null, autoPopup: boolean, notifyContacts: boolean, totalVehicles: number, totalVgroups: number, totalUsers: number, contactRecipients: Array<{ contactId: number, label: string, phoneNumber: string | null, email: string | null }>, geofences: Array<{ geofenceId: number, fenceName: string }>, vehicles: Array<{ id: number, licensePlate: string }>, users: Array<{ userId: number, fullname: string }>, vgroups: Array<{ id: number, name: string }>, alert: { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string } };

export type SettingAlertRulesQueryVariables = Exact<{
  filter?: InputMaybe<AlertRulesFilter>;
}>;


export type SettingAlertRulesQuery = { alertRules: { isSuccessful: boolean, message: string, errorName: string | null, status: number, alertRules: { data: Array<{ alertRuleId: number, label: string, alertCode: number, isActive: boolean, createdOn: string, maxThreshold: number | null, minThreshold: number | null, minThresholdTime: number | null, withSchedule: boolean, startTime: string | null, endTime: string | null, dayOfWeek: Array<number>, withGeofence: boolean, isInsideGeofence: boolean, alertUrgencyType: string, alertCountThreshold: number, alertCountWindow: number | null, autoPopup: boolean, notifyContacts: boolean, totalVehicles: number, totalVgroups: number, totalUsers: number, contactRecipients: Array<{ contactId: number, label: string, phoneNumber: string | null, email: string | null }>, geofences: Array<{ geofenceId: number, fenceName: string }>, vehicles: Array<{ id: number, licensePlate: string }>, users: Array<{ userId: number, fullname: string }>, vgroups: Array<{ id: number, name: string }>, alert: { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string } }>, pagination: { total: number, page: number, show: number } } | null } };

export type SettingAlertRuleQueryVariables = Exact<{
  filter: AlertRuleFilter;
}>;


export type SettingAlertRuleQuery = { alertRule: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { alertRuleId: number, label: string, alertCode: number, isActive: boolean, createdOn: string, maxThreshold: number | null, minThreshold: number | null, minThresholdTime: number | null, withSchedule: boolean, startTime: string | null, endTime: string | null, dayOfWeek: Array<number>, withGeofence: boolean, isInsideGeofence: boolean, alertUrgencyType: string, alertCountThreshold: number, alertCountWindow: number | null, autoPopup: boolean, notifyContacts: boolean, totalVehicles: number, totalVgroups: number, totalUsers: number, contactRecipients: Array<{ contactId: number, label: string, phoneNumber: string | null, email: string | null }>, geofences: Array<{ geofenceId: number, fenceName: string }>, vehicles: Array<{ id: number, licensePlate: string }>, users: Array<{ userId: number, fullname: string }>, vgroups: Array<{ id: number, name: string }>, alert: { alertCode: number, descriptionIdn: string, descriptionEng: string, iconUrl: string } } | null } };

export type SettingCreateAlertRuleMutationVariables = Exact<{
  input: AlertRuleInput;
}>;


export type SettingCreateAlertRuleMutation = { createAlertRule: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { alertRuleId: number } | null } };

export type SettingUpdateAlertRuleMutationVariables = Exact<{
  input: UpdateAlertRuleInput;
}>;


export type SettingUpdateAlertRuleMutation = { updateAlertRule: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { alertRuleId: number } | null } };

export type SettingDeleteAlertRuleMutationVariables = Exact<{
  input: DeleteAlertRuleInput;
}>;


export type SettingDeleteAlertRuleMutation = { deleteAlertRule: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type SettingUpdateAlertRulesMutationVariables = Exact<{
  input: UpdateAlertRulesInput;
}>;


export type SettingUpdateAlertRulesMutation = { updateAlertRules: { count: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type SettingDeleteAlertRulesMutationVariables = Exact<{
  input: DeleteAlertRulesInput;
}>;


export type SettingDeleteAlertRulesMutation = { deleteAlertRules: { count: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type AlertRuleFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertRuleFormOptionsQuery = { Geofences: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ geofenceId: number, fenceName: string }> | null }, vgroups: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string }> | null } };

export type AlertRuleUserOptionsQueryVariables = Exact<{
  filter?: InputMaybe<AlertRuleUserOptionsFilter>;
}>;


export type AlertRuleUserOptionsQuery = { alertRuleUserOptions: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string, email: string | null }> | null } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, prefix: string, accessKeys: Array<string>, allowedCidrs: Array<string>, expiresOn: string | null, createdOn: string, createdByName: string, revokedOn: string | null, lastUsedOn: string | null, lastUsedIp: string | null, status: string }> | null } };

export type ApiKeyCallsQueryVariables = Exact<{
  filter?: InputMaybe<ApiKeyCallsFilterInput>;
}>;


export type ApiKeyCallsQuery = { apiKeyCalls: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, apiKeyId: number, keyName: string, method: string, path: string, status: number, durationMs: number, ip: string, calledOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, secret: string, prefix: string } | null } };

export type RevokeApiKeyMutationVariables = Exact<{
  input: ApiKeyIdInput;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type AuditEventsQueryVariables = Exact<{
  filter: AuditEventsFilter;
}>;


export type AuditEventsQuery = { auditEvents: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { nextBefore: number | null, events: Array<{ id: number, createdOn: string, actorUserId: number | null, actorName: string | null, action: string, actionLabel: string, targetType: string, targetLabel: string, details: string, ip: string | null, userAgent: string | null }> } | null } };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, createdOn: string, lastUsedOn: string | null }> | null } };

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { data: unknown | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type DeletePasskeyMutationVariables = Exact<{
  input: DeletePasskeyInput;
}>;


export type DeletePasskeyMutation = { deletePasskey: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type MyTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTwoFactorQuery = { myTwoFactor: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { enabled: boolean, recoveryCodesLeft: number, companyRequires: boolean, passkeys: number } | null } };

export type StartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTotpEnrolmentMutation = { startTotpEnrolment: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { secret: string, otpauthUri: string } | null } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  input: ConfirmTotpInput;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { codes: Array<string> } | null } };

export type DisableTotpMutationVariables = Exact<{
  input: DisableTotpInput;
}>;


export type DisableTotpMutation = { disableTotp: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  input: RegenerateRecoveryCodesInput;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { codes: Array<string> } | null } };

export type SetCompanyTwoFactorRequiredMutationVariables = Exact<{
  input: CompanyTwoFactorInput;
}>;


export type SetCompanyTwoFactorRequiredMutation = { setCompanyTwoFactorRequired: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type BackToVsmsV1MutationVariables = Exact<{
  input: BackToVsmsV1Input;
}>;


export type BackToVsmsV1Mutation = { backToVsmsV1: { isSuccessful: boolean, message: string } };

export type CompanyTicketRowFieldsFragment = { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, referenceLabel: string | null, unreadByCompany: boolean, marketplaceItemId: string | null, createdByName: string | null, createdOn: string, lastActivityOn: string };

export type CompanyTicketDetailFieldsFragment = { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> };

export type CompanyTicketsQueryVariables = Exact<{
  filter?: InputMaybe<CompanyTicketsFilterInput>;
}>;


export type CompanyTicketsQuery = { companyTickets: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, referenceLabel: string | null, unreadByCompany: boolean, marketplaceItemId: string | null, createdByName: string | null, createdOn: string, lastActivityOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CompanyTicketQueryVariables = Exact<{
  input: CompanyTicketIdInput;
}>;


export type CompanyTicketQuery = { companyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> } | null } };

export type CreateCompanyTicketMutationVariables = Exact<{
  input: CreateCompanyTicketInput;
}>;


export type CreateCompanyTicketMutation = { createCompanyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string } | null } };

export type ReplyCompanyTicketMutationVariables = Exact<{
  input: ReplyCompanyTicketInput;
}>;


export type ReplyCompanyTicketMutation = { replyCompanyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> } | null } };

export type CloseCompanyTicketMutationVariables = Exact<{
  input: CloseCompanyTicketInput;
}>;


export type CloseCompanyTicketMutation = { closeCompanyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> } | null } };

export type TicketVehicleOptionsQueryVariables = Exact<{
  filter?: InputMaybe<VehiclesFilter>;
}>;


export type TicketVehicleOptionsQuery = { vehiclesFilter: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type ControlTowerExceptionsQueryVariables = Exact<{
  filter?: InputMaybe<ControlTowerExceptionsFilterInput>;
}>;


export type ControlTowerExceptionsQuery = { controlTowerExceptions: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, queue: string, status: string, notes: string, ownerId: number | null, ownerName: string | null, vehicleId: number | null, licensePlate: string | null, fleetTaskId: number | null, fleetTaskCode: string | null, rawAlertId: number | null, alertCode: number | null, alertTime: string | null, address: string | null, targetArrival: string | null, documentType: string | null, documentNumber: string | null, expiresOn: string | null, servicePlan: string | null, serviceItem: string | null, lastPacket: string | null, conversationId: number | null, contactLabel: string | null, message: string | null, messageTime: string | null, firstSeenOn: string, slaDueOn: string, slaBreached: boolean }> | null, pagination: { total: number, page: number, show: number } | null } };

export type ControlTowerCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ControlTowerCountsQuery = { controlTowerCounts: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ queue: string, open: number, breached: number }> | null } };

export type ControlTowerSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ControlTowerSettingsQuery = { controlTowerSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { lateMinutes: number, offlineMinutes: number, slaMinutes: number, alertWindowHours: number, queueSlaMinutes: Array<{ queue: string, minutes: number }> } | null } };

export type TakeControlTowerExceptionMutationVariables = Exact<{
  input: ControlTowerExceptionIdInput;
}>;


export type TakeControlTowerExceptionMutation = { takeControlTowerException: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type UpdateControlTowerExceptionMutationVariables = Exact<{
  input: UpdateControlTowerExceptionInput;
}>;


export type UpdateControlTowerExceptionMutation = { updateControlTowerException: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type SaveControlTowerSettingsMutationVariables = Exact<{
  input: ControlTowerSettingsInput;
}>;


export type SaveControlTowerSettingsMutation = { saveControlTowerSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { lateMinutes: number } | null } };

export type DriverAllowanceFieldsFragment = { allowanceId: number, vehicleId: number, licensePlate: string, driverId: number, driverName: string, fleetTaskId: number | null, fleetTaskCode: string | null, purpose: string, amount: number, paidOn: string, note: string | null, status: AllowanceStatus, spent: number, expenseCount: number, variance: number, direction: AllowanceDirection, closedOn: string | null };

export type DriverAllowancesQueryVariables = Exact<{
  filter: DriverAllowanceFilterInput;
  pagination?: InputMaybe<PaginationInput>;
}>;


export type DriverAllowancesQuery = { driverAllowances: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ allowanceId: number, vehicleId: number, licensePlate: string, driverId: number, driverName: string, fleetTaskId: number | null, fleetTaskCode: string | null, purpose: string, amount: number, paidOn: string, note: string | null, status: AllowanceStatus, spent: number, expenseCount: number, variance: number, direction: AllowanceDirection, closedOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type DriverAllowanceQueryVariables = Exact<{
  input: DriverAllowanceIdInput;
}>;


export type DriverAllowanceQuery = { driverAllowance: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowance: { allowanceId: number, vehicleId: number, licensePlate: string, driverId: number, driverName: string, fleetTaskId: number | null, fleetTaskCode: string | null, purpose: string, amount: number, paidOn: string, note: string | null, status: AllowanceStatus, spent: number, expenseCount: number, variance: number, direction: AllowanceDirection, closedOn: string | null }, expenses: Array<{ expenseId: number, kind: AllowanceExpenseKind, spentAt: string, amount: number, description: string | null, receiptUrl: string | null }> } | null } };

export type DriverAllowanceBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type DriverAllowanceBalancesQuery = { driverAllowanceBalances: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ driverId: number, driverName: string, openCount: number, advanced: number, spent: number, outstanding: number }> | null } };

export type AllowanceDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type AllowanceDriversQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string }> | null } };

export type AllowanceFleetTasksQueryVariables = Exact<{
  input: AllowanceFleetTasksInput;
}>;


export type AllowanceFleetTasksQuery = { allowanceFleetTasks: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ fleetTaskId: number, code: string, status: string, departureTime: string, licensePlate: string | null, driverName: string | null, stopCount: number }> | null } };

export type CreateDriverAllowanceMutationVariables = Exact<{
  input: DriverAllowanceInput;
}>;


export type CreateDriverAllowanceMutation = { createDriverAllowance: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowanceId: number } | null } };

export type AddAllowanceExpenseMutationVariables = Exact<{
  input: AllowanceExpenseInput;
}>;


export type AddAllowanceExpenseMutation = { addAllowanceExpense: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowanceId: number } | null } };

export type DeleteAllowanceExpenseMutationVariables = Exact<{
  input: AllowanceExpenseIdInput;
}>;


export type DeleteAllowanceExpenseMutation = { deleteAllowanceExpense: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowanceId: number } | null } };

export type SettleDriverAllowanceMutationVariables = Exact<{
  input: DriverAllowanceIdInput;
}>;


export type SettleDriverAllowanceMutation = { settleDriverAllowance: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowanceId: number, variance: number, direction: AllowanceDirection } | null } };

export type CancelDriverAllowanceMutationVariables = Exact<{
  input: DriverAllowanceIdInput;
}>;


export type CancelDriverAllowanceMutation = { cancelDriverAllowance: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { allowanceId: number } | null } };

export type CostEntryFieldsFragment = { costEntryId: number, vehicleId: number, licensePlate: string, category: CostCategory, spentAt: string, amount: number, litres: number | null, pricePerLitre: number | null, station: string | null, etollCard: string | null, odometerKm: number | null, description: string | null, fromAllowance: boolean };

export type CostEntriesQueryVariables = Exact<{
  filter: CostFilterInput;
  pagination?: InputMaybe<PaginationInput>;
}>;


export type CostEntriesQuery = { costEntries: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ costEntryId: number, vehicleId: number, licensePlate: string, category: CostCategory, spentAt: string, amount: number, litres: number | null, pricePerLitre: number | null, station: string | null, etollCard: string | null, odometerKm: number | null, description: string | null, fromAllowance: boolean }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CostSummaryQueryVariables = Exact<{
  filter: CostFilterInput;
}>;


export type CostSummaryQuery = { costSummary: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleet: { total: number, distanceKm: number, litres: number, costPerKm: number | null, litresPer100Km: number | null, kmPerLitre: number | null }, byCategory: Array<{ category: CostCategory, amount: number }>, vehicles: Array<{ vehicleId: number, licensePlate: string, total: number, distanceKm: number, litres: number, costPerKm: number | null, litresPer100Km: number | null, kmPerLitre: number | null, expectedKmPerLitre: number | null, efficiencyRatio: number | null }> } | null } };

export type FuelReportQueryVariables = Exact<{
  input: FuelReportInput;
}>;


export type FuelReportQuery = { fuelReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, licensePlate: string, capacityLitres: number, consumedLitres: number, refuelledLitres: number, drainedLitres: number, levels: Array<{ time: string, litres: number }>, events: Array<{ fuelEventId: number, kind: string, startTime: string, endTime: string, litres: number, levelBefore: number, levelAfter: number, whileParked: boolean }>, receipts: Array<{ costEntryId: number, spentAt: string | null, station: string | null, amount: number, receiptLitres: number, detectedLitres: number | null, refuelTime: string | null, status: string }> } | null } };

export type CostVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type CostVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type CreateCostEntryMutationVariables = Exact<{
  input: CostEntryInput;
}>;


export type CreateCostEntryMutation = { createCostEntry: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { costEntryId: number } | null } };

export type UpdateCostEntryMutationVariables = Exact<{
  input: UpdateCostEntryInput;
}>;


export type UpdateCostEntryMutation = { updateCostEntry: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { costEntryId: number } | null } };

export type DeleteCostEntryMutationVariables = Exact<{
  input: CostEntryIdInput;
}>;


export type DeleteCostEntryMutation = { deleteCostEntry: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { costEntryId: number } | null } };

export type EtollCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type EtollCardsQuery = { etollCards: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ etollCardId: number, cardNumber: string, issuer: EtollIssuer, vehicleId: number | null, licensePlate: string | null, assignedFrom: string | null, balance: number | null, balanceOn: string | null, note: string | null }> | null } };

export type CreateEtollCardMutationVariables = Exact<{
  input: EtollCardInput;
}>;


export type CreateEtollCardMutation = { createEtollCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { etollCardId: number } | null } };

export type UpdateEtollCardMutationVariables = Exact<{
  input: UpdateEtollCardInput;
}>;


export type UpdateEtollCardMutation = { updateEtollCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { etollCardId: number } | null } };

export type DeleteEtollCardMutationVariables = Exact<{
  input: EtollCardIdInput;
}>;


export type DeleteEtollCardMutation = { deleteEtollCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { etollCardId: number } | null } };

export type FuelCalibrationFieldsFragment = { vehicleId: number, licensePlate: string, capacityLitres: number | null, updatedOn: string | null, points: Array<{ sensor: number, litres: number }> };

export type FuelCalibrationQueryVariables = Exact<{
  input: FuelCalibrationVehicleInput;
}>;


export type FuelCalibrationQuery = { fuelCalibration: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, licensePlate: string, capacityLitres: number | null, updatedOn: string | null, points: Array<{ sensor: number, litres: number }> } | null } };

export type SaveFuelCalibrationMutationVariables = Exact<{
  input: FuelCalibrationInput;
}>;


export type SaveFuelCalibrationMutation = { saveFuelCalibration: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, licensePlate: string, capacityLitres: number | null, updatedOn: string | null, points: Array<{ sensor: number, litres: number }> } | null } };

export type DeleteFuelCalibrationMutationVariables = Exact<{
  input: FuelCalibrationVehicleInput;
}>;


export type DeleteFuelCalibrationMutation = { deleteFuelCalibration: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, licensePlate: string, capacityLitres: number | null, updatedOn: string | null, points: Array<{ sensor: number, litres: number }> } | null } };

export type TcoSummaryQueryVariables = Exact<{
  input: TcoPeriodInput;
}>;


export type TcoSummaryQuery = { tcoSummary: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleet: { vehicleCount: number, running: number, ownership: number, tco: number, distanceKm: number, litres: number, costPerKm: number | null, tcoPerKm: number | null, litresPer100Km: number | null, kmPerLitre: number | null, byCategory: Array<{ category: CostCategory, amount: number }> }, groups: Array<{ groupId: number | null, name: string | null, vehicleCount: number, running: number, ownership: number, tco: number, distanceKm: number, litres: number, costPerKm: number | null, tcoPerKm: number | null, litresPer100Km: number | null, kmPerLitre: number | null, byCategory: Array<{ category: CostCategory, amount: number }> }>, vehicles: Array<{ vehicleId: number, licensePlate: string, running: number, ownership: number, tco: number, distanceKm: number, litres: number, costPerKm: number | null, tcoPerKm: number | null, litresPer100Km: number | null, kmPerLitre: number | null, expectedKmPerLitre: number | null, efficiencyRatio: number | null, monthlyOwnershipCost: number | null, ownershipStartsOn: string | null, ownershipEndsOn: string | null, byCategory: Array<{ category: CostCategory, amount: number }> }> } | null } };

export type SetVehicleOwnershipCostMutationVariables = Exact<{
  input: VehicleOwnershipCostInput;
}>;


export type SetVehicleOwnershipCostMutation = { setVehicleOwnershipCost: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, monthlyCost: number | null, startsOn: string | null, endsOn: string | null } | null } };

export type FleetSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type FleetSummaryQuery = { fleetSummary: { isSuccessful: boolean, message: string, data: { total: number, moving: number, stopped: number, idle: number, parked: number, stale: number, offline: number, noData: number, noDevice: number } | null } };

export type DeliveryOrderConsigneeLinksQueryVariables = Exact<{
  deliveryOrderId: Scalars['Int']['input'];
}>;


export type DeliveryOrderConsigneeLinksQuery = { deliveryOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryOrderId: number, consigneeLinks: Array<{ fleetTaskId: number, recipientName: string, recipientPhone: string, sentOn: string, openCount: number, lastOpenedOn: string | null, expiresOn: string, isExpired: boolean, messages: Array<{ kind: string, status: string, createdOn: string, updatedOn: string }> }> | null } | null } };

export type DeliveryOrderFieldsFragment = { deliveryOrderId: number, code: string, status: DeliveryOrderStatus, customerName: string, billedCustomerName: string | null, shipmentNumber: string | null, notes: string | null, fleetTaskId: number | null, salesOrderCode: string | null, totalWeightKg: number, totalVolumeM3: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, pickupWindow: { start: string | null, end: string | null }, deliveryWindow: { start: string | null, end: string | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }>, customFields: Array<{ key: string, value: string }> };

export type DeliveryOrdersQueryVariables = Exact<{
  filter?: InputMaybe<DeliveryOrdersFilter>;
}>;


export type DeliveryOrdersQuery = { deliveryOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ deliveryOrderId: number, code: string, status: DeliveryOrderStatus, customerName: string, billedCustomerName: string | null, shipmentNumber: string | null, notes: string | null, fleetTaskId: number | null, salesOrderCode: string | null, totalWeightKg: number, totalVolumeM3: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, pickupWindow: { start: string | null, end: string | null }, deliveryWindow: { start: string | null, end: string | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }>, customFields: Array<{ key: string, value: string }> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type DeliveryOrderQueryVariables = Exact<{
  deliveryOrderId: Scalars['Int']['input'];
}>;


export type DeliveryOrderQuery = { deliveryOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number | null, updatedOn: string, deliveryOrderId: number, code: string, status: DeliveryOrderStatus, customerName: string, billedCustomerName: string | null, shipmentNumber: string | null, notes: string | null, fleetTaskId: number | null, salesOrderCode: string | null, totalWeightKg: number, totalVolumeM3: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, statusHistory: Array<{ fromStatus: DeliveryOrderStatus, toStatus: DeliveryOrderStatus, changedOn: string }> | null, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, pickupWindow: { start: string | null, end: string | null }, deliveryWindow: { start: string | null, end: string | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }>, customFields: Array<{ key: string, value: string }> } | null } };

export type CreateDeliveryOrderMutationVariables = Exact<{
  input: CreateDeliveryOrderInput;
}>;


export type CreateDeliveryOrderMutation = { createDeliveryOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryOrderId: number, code: string } | null } };

export type UpdateDeliveryOrderMutationVariables = Exact<{
  input: UpdateDeliveryOrderInput;
}>;


export type UpdateDeliveryOrderMutation = { updateDeliveryOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryOrderId: number, code: string } | null } };

export type DeleteDeliveryOrderMutationVariables = Exact<{
  input: DeliveryOrderIdInput;
}>;


export type DeleteDeliveryOrderMutation = { deleteDeliveryOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryOrderId: number } | null } };

export type ChangeDeliveryOrderStatusMutationVariables = Exact<{
  input: ChangeDeliveryOrderStatusInput;
}>;


export type ChangeDeliveryOrderStatusMutation = { changeDeliveryOrderStatus: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryOrderId: number, status: DeliveryOrderStatus } | null } };

export type DeliveryReportQueryVariables = Exact<{
  input: DeliveryReportInput;
}>;


export type DeliveryReportQuery = { deliveryReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { startDate: string, endDate: string, truncated: boolean, delivered: number, failed: number, canceled: number, onTimeRate: number | null, perCustomer: Array<{ name: string, delivered: number, judged: number, onTime: number, late: number, rate: number | null }>, perDriver: Array<{ name: string, delivered: number, judged: number, onTime: number, late: number, rate: number | null }>, perVehicle: Array<{ name: string, delivered: number, judged: number, onTime: number, late: number, rate: number | null }>, perDay: Array<{ day: string, delivered: number, failed: number, canceled: number }> } | null } };

export type DeliveryRequestFieldsFragment = { deliveryRequestId: number, code: string, status: DeliveryRequestStatus, requesterKind: DeliveryRequesterKind, requesterName: string, requesterPhone: string, notes: string | null, rejectionReason: string | null, deliveryOrderId: number | null, deliveryOrderCode: string | null, deliveryOrderStatus: DeliveryOrderStatus | null, decidedOn: string | null, createdOn: string, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, deliveryWindow: { start: string | null, end: string | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }> };

export type DeliveryRequestsQueryVariables = Exact<{
  filter?: InputMaybe<DeliveryRequestsFilter>;
}>;


export type DeliveryRequestsQuery = { deliveryRequests: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ deliveryRequestId: number, code: string, status: DeliveryRequestStatus, requesterKind: DeliveryRequesterKind, requesterName: string, requesterPhone: string, notes: string | null, rejectionReason: string | null, deliveryOrderId: number | null, deliveryOrderCode: string | null, deliveryOrderStatus: DeliveryOrderStatus | null, decidedOn: string | null, createdOn: string, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, deliveryWindow: { start: string | null, end: string | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type CreateDeliveryRequestMutationVariables = Exact<{
  input: CreateDeliveryRequestInput;
}>;


export type CreateDeliveryRequestMutation = { createDeliveryRequest: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryRequestId: number, code: string } | null } };

export type ApproveDeliveryRequestMutationVariables = Exact<{
  input: DeliveryRequestIdInput;
}>;


export type ApproveDeliveryRequestMutation = { approveDeliveryRequest: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryRequestId: number, deliveryOrderCode: string | null } | null } };

export type RejectDeliveryRequestMutationVariables = Exact<{
  input: RejectDeliveryRequestInput;
}>;


export type RejectDeliveryRequestMutation = { rejectDeliveryRequest: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryRequestId: number, status: DeliveryRequestStatus } | null } };

export type MyFleetTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFleetTasksQuery = { myFleetTasks: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ fleetTaskId: number, code: string, status: FleetTaskStatus, licensePlate: string | null, phoneTracking: boolean, driverName: string | null, departureTime: string, startedOn: string | null, endedOn: string | null, stopCount: number, note: string | null, stops: Array<{ stopId: number, sequence: number, deliveryOrderCode: string | null, customerName: string | null, activity: StopActivity, address: string, lat: number, lng: number, note: string | null, targetArrival: string | null, actualArrival: string | null, visitStatus: StopVisitStatus }>, stopOutcomes: Array<{ stopId: number, outcome: string, receiverName: string | null, failureReason: string | null, happenedOn: string }> | null }> | null, podRequirements: { photo: boolean, signature: boolean, receiverName: boolean } | null } };

export type StartMyFleetTaskMutationVariables = Exact<{
  input: DriverTaskActionInput;
}>;


export type StartMyFleetTaskMutation = { startMyFleetTask: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type EndMyFleetTaskMutationVariables = Exact<{
  input: DriverTaskActionInput;
}>;


export type EndMyFleetTaskMutation = { endMyFleetTask: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type ArriveAtStopMutationVariables = Exact<{
  input: ArriveAtStopInput;
}>;


export type ArriveAtStopMutation = { arriveAtStop: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type DeliverStopMutationVariables = Exact<{
  input: DeliverStopInput;
}>;


export type DeliverStopMutation = { deliverStop: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type FailStopMutationVariables = Exact<{
  input: FailStopInput;
}>;


export type FailStopMutation = { failStop: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type ReportMyPositionsMutationVariables = Exact<{
  input: ReportMyPositionsInput;
}>;


export type ReportMyPositionsMutation = { reportMyPositions: { accepted: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type FleetAvailabilityQueryVariables = Exact<{
  input: FleetAvailabilityInput;
}>;


export type FleetAvailabilityQuery = { fleetAvailability: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { days: Array<string>, vehicles: Array<{ vehicleId: number, licensePlate: string, vehicleTypeName: string | null, capacityKg: number | null, capacityM3: number | null, days: Array<{ day: string, state: AvailabilityState, fleetTaskIds: Array<number>, serviceOrderIds: Array<number>, unavailabilityIds: Array<number> }> }>, vehiclePagination: { total: number, page: number, show: number }, drivers: Array<{ driverId: number, name: string, days: Array<{ day: string, state: AvailabilityState, fleetTaskIds: Array<number>, serviceOrderIds: Array<number>, unavailabilityIds: Array<number> }> }>, driverPagination: { total: number, page: number, show: number }, tasks: Array<{ fleetTaskId: number, code: string, status: FleetTaskStatus, isInstant: boolean, departureTime: string, endTime: string | null }>, serviceOrders: Array<{ serviceOrderId: number, status: string, scheduledDay: string }>, unavailabilities: Array<{ unavailabilityId: number, vehicleId: number | null, driverId: number | null, reason: UnavailabilityReason, fromDay: string, toDay: string, note: string | null }> } | null } };

export type CreateUnavailabilityMutationVariables = Exact<{
  input: CreateUnavailabilityInput;
}>;


export type CreateUnavailabilityMutation = { createUnavailability: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { unavailabilityId: number } | null } };

export type UpdateUnavailabilityMutationVariables = Exact<{
  input: UpdateUnavailabilityInput;
}>;


export type UpdateUnavailabilityMutation = { updateUnavailability: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { unavailabilityId: number } | null } };

export type DeleteUnavailabilityMutationVariables = Exact<{
  input: UnavailabilityIdInput;
}>;


export type DeleteUnavailabilityMutation = { deleteUnavailability: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { unavailabilityId: number } | null } };

export type FleetTasksQueryVariables = Exact<{
  filter?: InputMaybe<FleetTasksFilter>;
}>;


export type FleetTasksQuery = { fleetTasks: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ fleetTaskId: number, code: string, status: FleetTaskStatus, licensePlate: string | null, driverName: string | null, coDriverName: string | null, departureTime: string, stopCount: number, visitedCount: number, isInstant: boolean }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type FleetTaskQueryVariables = Exact<{
  fleetTaskId: Scalars['Int']['input'];
}>;


export type FleetTaskQuery = { fleetTask: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleetTaskId: number, code: string, status: FleetTaskStatus, vehicleId: number | null, licensePlate: string | null, driverId: number | null, driverName: string | null, coDriverId: number | null, coDriverName: string | null, departureTime: string, note: string | null, startedOn: string | null, endedOn: string | null, stopCount: number, visitedCount: number, isInstant: boolean, stops: Array<{ stopId: number, sequence: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string | null, activity: StopActivity, address: string, lat: number, lng: number, geofenceId: number | null, note: string | null, targetArrival: string | null, targetDeparture: string | null, actualArrival: string | null, actualDeparture: string | null, visitStatus: StopVisitStatus, punctuality: string | null, lateMinutes: number | null }>, interventions: Array<{ interventionId: number, userName: string | null, action: string, createdOn: string }>, stopOutcomes: Array<{ stopId: number, outcome: string, photoUrl: string | null, signatureUrl: string | null, receiverName: string | null, notes: string | null, failureReason: string | null, happenedOn: string, recordedByName: string | null }> | null } | null } };

export type CreateFleetTaskMutationVariables = Exact<{
  input: CreateFleetTaskInput;
}>;


export type CreateFleetTaskMutation = { createFleetTask: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleetTaskId: number, code: string } | null } };

export type DeleteFleetTaskMutationVariables = Exact<{
  input: FleetTaskIdInput;
}>;


export type DeleteFleetTaskMutation = { deleteFleetTask: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleetTaskId: number } | null } };

export type ChangeFleetTaskStatusMutationVariables = Exact<{
  input: ChangeFleetTaskStatusInput;
}>;


export type ChangeFleetTaskStatusMutation = { changeFleetTaskStatus: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { fleetTaskId: number, status: FleetTaskStatus } | null } };

export type FleetTaskVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type FleetTaskVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type FleetTaskDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type FleetTaskDriversQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string }> | null } };

export type ConfirmedDeliveryOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfirmedDeliveryOrdersQuery = { deliveryOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ deliveryOrderId: number, code: string, customerName: string, totalWeightKg: number, origin: { address: string }, destination: { address: string } }> | null } };

export type PodRequirementsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PodRequirementsSettingsQuery = { podRequirements: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { photo: boolean, signature: boolean, receiverName: boolean } | null } };

export type UpdatePodRequirementsMutationVariables = Exact<{
  input: PodRequirementsInput;
}>;


export type UpdatePodRequirementsMutation = { updatePodRequirements: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { photo: boolean, signature: boolean, receiverName: boolean } | null } };

export type SalesOrderFieldsFragment = { salesOrderId: number, code: string, status: SalesOrderStatus, customerName: string, billedCustomerName: string | null, orderDate: string, notes: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, totalPrice: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requestedDeliveryWindow: { start: string | null, end: string | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, lines: Array<{ lineNo: number, name: string, quantity: number, weightKg: number, volumeM3: number, unitPrice: number, shippedQuantity: number, remainingQuantity: number }>, deliveryOrders: Array<{ deliveryOrderId: number, code: string, status: DeliveryOrderStatus, lines: Array<{ lineNo: number, quantity: number }> }> };

export type SalesOrdersQueryVariables = Exact<{
  filter?: InputMaybe<SalesOrdersFilter>;
}>;


export type SalesOrdersQuery = { salesOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ salesOrderId: number, code: string, status: SalesOrderStatus, customerName: string, billedCustomerName: string | null, orderDate: string, notes: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, totalPrice: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requestedDeliveryWindow: { start: string | null, end: string | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, lines: Array<{ lineNo: number, name: string, quantity: number, weightKg: number, volumeM3: number, unitPrice: number, shippedQuantity: number, remainingQuantity: number }>, deliveryOrders: Array<{ deliveryOrderId: number, code: string, status: DeliveryOrderStatus, lines: Array<{ lineNo: number, quantity: number }> }> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type CreateSalesOrderMutationVariables = Exact<{
  input: CreateSalesOrderInput;
}>;


export type CreateSalesOrderMutation = { createSalesOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number, code: string } | null } };

export type UpdateSalesOrderMutationVariables = Exact<{
  input: UpdateSalesOrderInput;
}>;


export type UpdateSalesOrderMutation = { updateSalesOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number, code: string } | null } };

export type DeleteSalesOrderMutationVariables = Exact<{
  input: SalesOrderIdInput;
}>;


export type DeleteSalesOrderMutation = { deleteSalesOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number } | null } };

export type ChangeSalesOrderStatusMutationVariables = Exact<{
  input: ChangeSalesOrderStatusInput;
}>;


export type ChangeSalesOrderStatusMutation = { changeSalesOrderStatus: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number, status: SalesOrderStatus } | null } };

export type CreateDeliveryOrdersFromSalesOrderMutationVariables = Exact<{
  input: CreateDeliveryOrdersFromSalesOrderInput;
}>;


export type CreateDeliveryOrdersFromSalesOrderMutation = { createDeliveryOrdersFromSalesOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { salesOrderId: number, code: string, status: SalesOrderStatus, customerName: string, billedCustomerName: string | null, orderDate: string, notes: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, totalPrice: number, createdOn: string, destinationContactName: string | null, destinationContactPhone: string | null, requestedDeliveryWindow: { start: string | null, end: string | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, lines: Array<{ lineNo: number, name: string, quantity: number, weightKg: number, volumeM3: number, unitPrice: number, shippedQuantity: number, remainingQuantity: number }>, deliveryOrders: Array<{ deliveryOrderId: number, code: string, status: DeliveryOrderStatus, lines: Array<{ lineNo: number, quantity: number }> }> } | null } };

export type DeliveryTemplateFieldsFragment = { deliveryTemplateId: number, name: string, status: DeliveryTemplateStatus, customerName: string, notes: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, startsOn: string, endsOn: string | null, horizonDays: number, skipHolidays: boolean, defaultVehicleId: number | null, defaultDriverId: number | null, nextOccurrences: Array<string>, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }>, pickupWindow: { start: string | null, end: string | null } | null, deliveryWindow: { start: string | null, end: string | null } | null, schedule: { kind: ScheduleKind, weekdays: Array<number> | null, monthDays: Array<number> | null, rrule: string | null }, orders: Array<{ runDate: string, deliveryOrderId: number | null, code: string | null, status: DeliveryOrderStatus | null }> };

export type DeliveryTemplatesQueryVariables = Exact<{
  filter?: InputMaybe<DeliveryTemplatesFilter>;
}>;


export type DeliveryTemplatesQuery = { deliveryTemplates: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ deliveryTemplateId: number, name: string, status: DeliveryTemplateStatus, customerName: string, notes: string | null, requiredSkills: Array<VehicleSkill>, priority: OrderPriority, startsOn: string, endsOn: string | null, horizonDays: number, skipHolidays: boolean, defaultVehicleId: number | null, defaultDriverId: number | null, nextOccurrences: Array<string>, origin: { address: string, lat: number, lng: number, geofenceId: number | null }, destination: { address: string, lat: number, lng: number, geofenceId: number | null }, items: Array<{ name: string, quantity: number, weightKg: number, volumeM3: number }>, pickupWindow: { start: string | null, end: string | null } | null, deliveryWindow: { start: string | null, end: string | null } | null, schedule: { kind: ScheduleKind, weekdays: Array<number> | null, monthDays: Array<number> | null, rrule: string | null }, orders: Array<{ runDate: string, deliveryOrderId: number | null, code: string | null, status: DeliveryOrderStatus | null }> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type CreateDeliveryTemplateMutationVariables = Exact<{
  input: CreateDeliveryTemplateInput;
}>;


export type CreateDeliveryTemplateMutation = { createDeliveryTemplate: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryTemplateId: number } | null } };

export type UpdateDeliveryTemplateMutationVariables = Exact<{
  input: UpdateDeliveryTemplateInput;
}>;


export type UpdateDeliveryTemplateMutation = { updateDeliveryTemplate: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryTemplateId: number } | null } };

export type SetDeliveryTemplateStatusMutationVariables = Exact<{
  input: DeliveryTemplateStatusInput;
}>;


export type SetDeliveryTemplateStatusMutation = { setDeliveryTemplateStatus: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryTemplateId: number, status: DeliveryTemplateStatus } | null } };

export type DeleteDeliveryTemplateMutationVariables = Exact<{
  input: DeliveryTemplateIdInput;
}>;


export type DeleteDeliveryTemplateMutation = { deleteDeliveryTemplate: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { deliveryTemplateId: number } | null } };

export type GenerateDeliveryTemplateOrdersMutationVariables = Exact<{
  input: DeliveryTemplateIdInput;
}>;


export type GenerateDeliveryTemplateOrdersMutation = { generateDeliveryTemplateOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { created: number } | null } };

export type ScheduleOccurrencesQueryVariables = Exact<{
  input: ScheduleOccurrencesInput;
}>;


export type ScheduleOccurrencesQuery = { scheduleOccurrences: { data: Array<string> | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type DeviceCommandsQueryVariables = Exact<{
  filter: DeviceCommandsFilter;
}>;


export type DeviceCommandsQuery = { deviceCommands: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, kind: string, text: string, status: string, answer: string | null, createdOn: string, sentOn: string | null, answeredOn: string | null, expiresOn: string, user: { userId: number, fullname: string } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type SendDeviceCommandMutationVariables = Exact<{
  input: SendDeviceCommandInput;
}>;


export type SendDeviceCommandMutation = { sendDeviceCommand: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, status: string } | null } };

export type DocumentsQueryVariables = Exact<{
  filter?: InputMaybe<DocumentsFilter>;
}>;


export type DocumentsQuery = { documents: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ documentId: number, type: DocumentType, subject: DocumentSubject, vehicleId: number | null, licensePlate: string | null, driverId: number | null, driverName: string | null, number: string, issuedOn: string, expiresOn: string, reminderDays: number, status: DocumentStatus, notes: string | null, scanUrls: Array<string> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type DocumentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentSettingsQuery = { documentSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { blockAssigning: boolean, rules: Array<{ type: DocumentType, validityMonths: number, reminderDays: number }> } | null } };

export type DocumentVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type DocumentDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentDriversQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string }> | null } };

export type CreateDocumentMutationVariables = Exact<{
  input: CreateDocumentInput;
}>;


export type CreateDocumentMutation = { createDocument: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { documentId: number } | null } };

export type UpdateDocumentMutationVariables = Exact<{
  input: UpdateDocumentInput;
}>;


export type UpdateDocumentMutation = { updateDocument: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { documentId: number } | null } };

export type DeleteDocumentMutationVariables = Exact<{
  input: DocumentIdInput;
}>;


export type DeleteDocumentMutation = { deleteDocument: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { documentId: number } | null } };

export type UpdateDocumentSettingsMutationVariables = Exact<{
  input: UpdateDocumentSettingsInput;
}>;


export type UpdateDocumentSettingsMutation = { updateDocumentSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { blockAssigning: boolean } | null } };

export type ActiveDriverCallsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveDriverCallsQuery = { activeDriverCalls: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { maxActiveCalls: number, calls: Array<{ id: number, vehicleId: number, licensePlate: string, userId: number | null, userName: string | null, startedOn: string, answeredOn: string | null }> } | null } };

export type DriverCallLogQueryVariables = Exact<{
  filter?: InputMaybe<DriverCallLogFilter>;
}>;


export type DriverCallLogQuery = { driverCallLog: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, vehicleId: number, licensePlate: string, userName: string | null, startedOn: string, answeredOn: string | null, endedOn: string | null, durationSeconds: number | null, endReason: string | null, payloadType: number | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type EndDriverCallMutationVariables = Exact<{
  callId: Scalars['Int']['input'];
}>;


export type EndDriverCallMutation = { endDriverCall: { data: boolean | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type MyDriverHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDriverHomeQuery = { myDriverHome: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicle: { vehicleId: number, licensePlate: string, hullNo: string | null, vehicleTypeName: string | null, link: string, status: string, speed: number | null, latitude: number | null, longitude: number | null, address: string | null, lastUpdate: string | null } | null, alerts: Array<{ rawAlertId: number, id: string, alertCode: number, createdOn: string, licensePlate: string, address: string | null, formattedAlertData: string | null, isResolved: boolean, isFalseAlert: boolean, alert: { descriptionIdn: string, descriptionEng: string, iconUrl: string } }>, score: { driverId: number, score: number, finalGrade: string, totalAlert: number, lastSync: string | null, totalDriven: { distanceKm: number, drivingSeconds: number }, weeks: Array<{ week: string, distanceKm: number, score: number }> | null } | null, scorePeriod: { startDate: string, endDate: string } } | null } };

export type DriverScoreFieldsFragment = { driverId: number, totalAlert: number, finalGrade: string, score: number, lastSync: string | null, harshAccel: number, harshAccelScore: number, harshBrake: number, harshBrakeScore: number, sharpturn: number, sharpturnScore: number, overspeed: number, overspeedScore: number, exceededParkingTime: number, exceededParkingTimeScore: number, exceededIdleTime: number, exceededIdleTimeScore: number, yawn: number, yawnScore: number, distraction: number, distractionScore: number, smoking: number, smokingScore: number, phoneCalling: number, phoneCallingScore: number, eyeClosed: number, eyeClosedScore: number, missingFace: number, missingFaceScore: number, driver: { userId: number, fullname: string, isActive: boolean, phoneNo: string | null }, totalDriven: { distanceKm: number, drivingSeconds: number } };

export type DriverScoresPageQueryVariables = Exact<{
  filter: DriverScoresFilter;
}>;


export type DriverScoresPageQuery = { DriverScores: { isSuccessful: boolean, message: string, errorName: string | null, status: number, driverScores: { data: Array<{ driverId: number, totalAlert: number, finalGrade: string, score: number, lastSync: string | null, harshAccel: number, harshAccelScore: number, harshBrake: number, harshBrakeScore: number, sharpturn: number, sharpturnScore: number, overspeed: number, overspeedScore: number, exceededParkingTime: number, exceededParkingTimeScore: number, exceededIdleTime: number, exceededIdleTimeScore: number, yawn: number, yawnScore: number, distraction: number, distractionScore: number, smoking: number, smokingScore: number, phoneCalling: number, phoneCallingScore: number, eyeClosed: number, eyeClosedScore: number, missingFace: number, missingFaceScore: number, driver: { userId: number, fullname: string, isActive: boolean, phoneNo: string | null }, totalDriven: { distanceKm: number, drivingSeconds: number } }>, aggregation: { averageScore: number | null, averageFinalGrade: string | null, totalDriver: number, top10Drivers: Array<{ driverId: number, score: number, finalGrade: string, driver: { fullname: string } }>, lowest10Drivers: Array<{ driverId: number, score: number, finalGrade: string, driver: { fullname: string } }> }, pagination: { total: number, page: number, show: number } } | null } };

export type DriverScoreDetailQueryVariables = Exact<{
  filter: DriverScoreFilter;
}>;


export type DriverScoreDetailQuery = { DriverScore: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { driverId: number, totalAlert: number, finalGrade: string, score: number, lastSync: string | null, harshAccel: number, harshAccelScore: number, harshBrake: number, harshBrakeScore: number, sharpturn: number, sharpturnScore: number, overspeed: number, overspeedScore: number, exceededParkingTime: number, exceededParkingTimeScore: number, exceededIdleTime: number, exceededIdleTimeScore: number, yawn: number, yawnScore: number, distraction: number, distractionScore: number, smoking: number, smokingScore: number, phoneCalling: number, phoneCallingScore: number, eyeClosed: number, eyeClosedScore: number, missingFace: number, missingFaceScore: number, weeks: Array<{ week: string, distanceKm: number, score: number }> | null, driver: { userId: number, fullname: string, isActive: boolean, phoneNo: string | null }, totalDriven: { distanceKm: number, drivingSeconds: number } } | null } };

export type DriverScoreAlertsQueryVariables = Exact<{
  filter: AlertDetailDriverScoresFilter;
}>;


export type DriverScoreAlertsQuery = { AlertDetailDriverScores: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ rawAlertId: number, id: string, alertCode: number, behaviour: string, createdOn: string, vehicleId: number, licensePlate: string, address: string | null, threshold: number | null, formattedAlertData: string | null, cost: number, isRead: boolean, isFalseAlert: boolean, mediaUrl: string | null, addressNear: { name: string, metres: number } | null, alert: { descriptionIdn: string, descriptionEng: string } }> | null, pagination: { total: number, page: number, show: number } | null } };

export type InvoicesQueryVariables = Exact<{
  filter?: InputMaybe<InvoicesFilterInput>;
}>;


export type InvoicesQuery = { invoices: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ invoiceId: number, number: string | null, status: InvoiceStatus, customerName: string, periodFrom: string, periodTo: string, total: number, issuedOn: string | null, createdOn: string }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type InvoiceQueryVariables = Exact<{
  invoiceId: Scalars['Int']['input'];
}>;


export type InvoiceQuery = { invoice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceId: number, number: string | null, status: InvoiceStatus, customerName: string, serviceType: ServiceType, periodFrom: string, periodTo: string, ppnRatePercent: number, pph23RatePercent: number, ppnDppNilaiLain: boolean, pricesIncludePpn: boolean, subtotal: number, ppnBase: number, ppn: number, pph23: number, total: number, notes: string | null, cancelReason: string | null, issuedOn: string | null, dueOn: string | null, paidOn: string | null, cancelledOn: string | null, lines: Array<{ deliveryOrderId: number, deliveryOrderCode: string, description: string, unit: RateUnit, quantity: number, unitPrice: number, baseAmount: number, waitingAmount: number, extraDropAmount: number, overnightAmount: number, amount: number, podReceiverName: string | null, podTime: string | null, podOverrideReason: string | null }> } | null } };

export type InvoiceableOrdersQueryVariables = Exact<{
  input: InvoiceableOrdersInput;
}>;


export type InvoiceableOrdersQuery = { invoiceableOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ deliveryOrderId: number, code: string, destinationAddress: string, deliveredOn: string, hasPod: boolean, podReceiverName: string | null, podTime: string | null, invoiceNumber: string | null }> | null } };

export type RateCardsQueryVariables = Exact<{
  filter?: InputMaybe<RateCardsFilterInput>;
}>;


export type RateCardsQuery = { rateCards: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ rateCardId: number, customerName: string, serviceType: ServiceType, originArea: string | null, destinationArea: string | null, vehicleSize: string | null, unit: RateUnit, price: number, waitingFreeMinutes: number, waitingPricePerHour: number, extraDropPrice: number, overnightPrice: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type InvoiceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceSettingsQuery = { invoiceSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceAddress: string | null, paymentTermsDays: number, ppnRatePercent: number, ppnDppNilaiLain: boolean, pricesIncludePpn: boolean, pph23RatePercent: number, numberPrefix: string, taxNo: string | null, bankAccount: string | null, logoUrl: string | null } | null } };

export type UpdateInvoiceSettingsMutationVariables = Exact<{
  input: InvoiceSettingsInput;
}>;


export type UpdateInvoiceSettingsMutation = { updateInvoiceSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { numberPrefix: string } | null } };

export type SetInvoiceLogoMutationVariables = Exact<{
  input: InvoiceLogoInput;
}>;


export type SetInvoiceLogoMutation = { setInvoiceLogo: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { logoUrl: string | null } | null } };

export type InvoiceCustomerDefaultsQueryVariables = Exact<{
  input: InvoiceCustomerDefaultsInput;
}>;


export type InvoiceCustomerDefaultsQuery = { invoiceCustomerDefaults: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { withholdPph23: boolean, remembered: boolean } | null } };

export type CreateInvoiceDraftMutationVariables = Exact<{
  input: CreateInvoiceDraftInput;
}>;


export type CreateInvoiceDraftMutation = { createInvoiceDraft: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceId: number } | null } };

export type IssueInvoiceMutationVariables = Exact<{
  input: InvoiceIdInput;
}>;


export type IssueInvoiceMutation = { issueInvoice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceId: number, status: InvoiceStatus, number: string | null } | null } };

export type MarkInvoicePaidMutationVariables = Exact<{
  input: InvoiceIdInput;
}>;


export type MarkInvoicePaidMutation = { markInvoicePaid: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceId: number, status: InvoiceStatus } | null } };

export type CancelInvoiceMutationVariables = Exact<{
  input: CancelInvoiceInput;
}>;


export type CancelInvoiceMutation = { cancelInvoice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { invoiceId: number, status: InvoiceStatus } | null } };

export type CreateRateCardMutationVariables = Exact<{
  input: RateCardInput;
}>;


export type CreateRateCardMutation = { createRateCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { rateCardId: number } | null } };

export type UpdateRateCardMutationVariables = Exact<{
  input: UpdateRateCardInput;
}>;


export type UpdateRateCardMutation = { updateRateCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { rateCardId: number } | null } };

export type DeleteRateCardMutationVariables = Exact<{
  input: RateCardIdInput;
}>;


export type DeleteRateCardMutation = { deleteRateCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { rateCardId: number } | null } };

export type LandMeasurementsQueryVariables = Exact<{
  filter?: InputMaybe<LandMeasurementsFilterInput>;
}>;


export type LandMeasurementsQuery = { landMeasurements: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, source: string, areaSquareMeters: number, perimeterMeters: number, licensePlate: string | null, trackStart: string | null, trackEnd: string | null, createdOn: string, points: Array<{ latitude: number, longitude: number }> }> | null, pagination: { total: number, page: number, show: number } | null } };

export type LandMeasurementTrackQueryVariables = Exact<{
  filter: LandMeasurementTrackFilter;
}>;


export type LandMeasurementTrackQuery = { landMeasurementTrack: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, licensePlate: string, truncated: boolean, issue: string | null, areaSquareMeters: number | null, perimeterMeters: number | null, points: Array<{ latitude: number, longitude: number }> } | null } };

export type CreateLandMeasurementMutationVariables = Exact<{
  input: CreateLandMeasurementInput;
}>;


export type CreateLandMeasurementMutation = { createLandMeasurement: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string } | null } };

export type RenameLandMeasurementMutationVariables = Exact<{
  input: RenameLandMeasurementInput;
}>;


export type RenameLandMeasurementMutation = { renameLandMeasurement: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string } | null } };

export type DeleteLandMeasurementMutationVariables = Exact<{
  input: LandMeasurementIdInput;
}>;


export type DeleteLandMeasurementMutation = { deleteLandMeasurement: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type LandVehicleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandVehicleOptionsQuery = { vehicles: { isSuccessful: boolean, message: string, data: Array<{ id: number, licensePlate: string, vehicleStatus: { latitude: number, longitude: number } | null }> | null } };

export type VehicleCardDetailsQueryVariables = Exact<{
  filter: VehicleFilter;
}>;


export type VehicleCardDetailsQuery = { vehicle: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, vehicleStatus: { deviceHealth: { batteryPercent: number | null, batteryVolts: number | null, charging: boolean | null, externalVolts: number | null, gsmSignal: number | null, satellites: number | null, statusTime: string | null } | null } | null, documentAlerts: Array<{ documentId: number, type: DocumentType, status: DocumentStatus, daysLeft: number, expiresOn: string }> | null } | null } };

export type ServicePlanItemFieldsFragment = { servicePlanItemId: number, servicePlanId: number, planName: string, vehicleId: number, licensePlate: string, name: string, intervalKm: number | null, intervalHours: number | null, intervalDays: number | null, noticeKm: number | null, noticeHours: number | null, noticeDays: number | null, lastServiceDay: string, lastServiceOdometerKm: number | null, odometerKm: number | null, engineHours: number | null, status: ServiceDueStatus, dueOdometerKm: number | null, dueEngineHours: number | null, dueDay: string | null, remainingKm: number | null, remainingHours: number | null, remainingDays: number | null, projectedDueDay: string | null };

export type ServiceOrderFieldsFragment = { serviceOrderId: number, code: string, status: ServiceOrderStatus, vehicleId: number | null, licensePlate: string, location: ServiceLocation, workshopName: string | null, personInCharge: string, scheduledDay: string, extraServices: Array<string>, totalCost: number, notes: string | null, finishedOdometerKm: number | null, finishedOn: string | null, createdOn: string, planItems: Array<{ servicePlanItemId: number, name: string }>, costLines: Array<{ kind: ServiceCostKind, name: string, quantity: number, unitPrice: number }> };

export type ServicePlanItemsQueryVariables = Exact<{
  filter?: InputMaybe<ServicePlanItemsFilter>;
}>;


export type ServicePlanItemsQuery = { servicePlanItems: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ servicePlanItemId: number, servicePlanId: number, planName: string, vehicleId: number, licensePlate: string, name: string, intervalKm: number | null, intervalHours: number | null, intervalDays: number | null, noticeKm: number | null, noticeHours: number | null, noticeDays: number | null, lastServiceDay: string, lastServiceOdometerKm: number | null, odometerKm: number | null, engineHours: number | null, status: ServiceDueStatus, dueOdometerKm: number | null, dueEngineHours: number | null, dueDay: string | null, remainingKm: number | null, remainingHours: number | null, remainingDays: number | null, projectedDueDay: string | null }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type ServicePlansQueryVariables = Exact<{
  vehicleId?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ServicePlansQuery = { servicePlans: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ servicePlanId: number, vehicleId: number, licensePlate: string, name: string, odometerKm: number | null, engineHours: number | null, items: Array<{ servicePlanItemId: number, servicePlanId: number, planName: string, vehicleId: number, licensePlate: string, name: string, intervalKm: number | null, intervalHours: number | null, intervalDays: number | null, noticeKm: number | null, noticeHours: number | null, noticeDays: number | null, lastServiceDay: string, lastServiceOdometerKm: number | null, odometerKm: number | null, engineHours: number | null, status: ServiceDueStatus, dueOdometerKm: number | null, dueEngineHours: number | null, dueDay: string | null, remainingKm: number | null, remainingHours: number | null, remainingDays: number | null, projectedDueDay: string | null }> }> | null } };

export type ServiceOrdersQueryVariables = Exact<{
  filter?: InputMaybe<ServiceOrdersFilter>;
}>;


export type ServiceOrdersQuery = { serviceOrders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ serviceOrderId: number, code: string, status: ServiceOrderStatus, vehicleId: number | null, licensePlate: string, location: ServiceLocation, workshopName: string | null, personInCharge: string, scheduledDay: string, extraServices: Array<string>, totalCost: number, notes: string | null, finishedOdometerKm: number | null, finishedOn: string | null, createdOn: string, planItems: Array<{ servicePlanItemId: number, name: string }>, costLines: Array<{ kind: ServiceCostKind, name: string, quantity: number, unitPrice: number }> }> | null, pagination: { total: number, page: number, show: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type ServiceOrderQueryVariables = Exact<{
  serviceOrderId: Scalars['Int']['input'];
}>;


export type ServiceOrderQuery = { serviceOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { serviceOrderId: number, code: string, status: ServiceOrderStatus, vehicleId: number | null, licensePlate: string, location: ServiceLocation, workshopName: string | null, personInCharge: string, scheduledDay: string, extraServices: Array<string>, totalCost: number, notes: string | null, finishedOdometerKm: number | null, finishedOn: string | null, createdOn: string, planItems: Array<{ servicePlanItemId: number, name: string }>, costLines: Array<{ kind: ServiceCostKind, name: string, quantity: number, unitPrice: number }> } | null } };

export type MaintenanceVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string }> | null } };

export type CreateServicePlanMutationVariables = Exact<{
  input: CreateServicePlanInput;
}>;


export type CreateServicePlanMutation = { createServicePlan: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { servicePlanId: number } | null } };

export type DeleteServicePlanMutationVariables = Exact<{
  input: ServicePlanIdInput;
}>;


export type DeleteServicePlanMutation = { deleteServicePlan: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { servicePlanId: number } | null } };

export type CorrectVehicleMetersMutationVariables = Exact<{
  input: CorrectVehicleMetersInput;
}>;


export type CorrectVehicleMetersMutation = { correctVehicleMeters: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleId: number, odometerKm: number | null, engineHours: number | null } | null } };

export type CreateServiceOrderMutationVariables = Exact<{
  input: CreateServiceOrderInput;
}>;


export type CreateServiceOrderMutation = { createServiceOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { serviceOrderId: number, code: string } | null } };

export type UpdateServiceOrderMutationVariables = Exact<{
  input: UpdateServiceOrderInput;
}>;


export type UpdateServiceOrderMutation = { updateServiceOrder: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { serviceOrderId: number, code: string } | null } };

export type ChangeServiceOrderStatusMutationVariables = Exact<{
  input: ChangeServiceOrderStatusInput;
}>;


export type ChangeServiceOrderStatusMutation = { changeServiceOrderStatus: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { serviceOrderId: number, status: ServiceOrderStatus } | null } };

export type RequestMarketplaceItemMutationVariables = Exact<{
  input: RequestMarketplaceItemInput;
}>;


export type RequestMarketplaceItemMutation = { requestMarketplaceItem: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string } | null } };

export type MasterDeviceFieldsFragment = { id: number, imei: string, vendorType: string, phoneNo: string | null, deviceName: string | null, status: string, slot: string | null, lastPacket: string | null, activeOn: string | null, vehicle: { id: number, licensePlate: string } | null };

export type MasterDeviceMoveFieldsFragment = { id: number, fromLicensePlate: string | null, toLicensePlate: string | null, movedAt: string, movedBy: { userId: number, fullname: string } | null };

export type MasterDevicesQueryVariables = Exact<{
  filter?: InputMaybe<DevicesFilter>;
}>;


export type MasterDevicesQuery = { devices: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, imei: string, vendorType: string, phoneNo: string | null, deviceName: string | null, status: string, slot: string | null, lastPacket: string | null, activeOn: string | null, vehicle: { id: number, licensePlate: string } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterCreateDeviceMutationVariables = Exact<{
  input: CreateDeviceInput;
}>;


export type MasterCreateDeviceMutation = { createDevice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, imei: string, vendorType: string, phoneNo: string | null, deviceName: string | null, status: string, slot: string | null, lastPacket: string | null, activeOn: string | null, vehicle: { id: number, licensePlate: string } | null } | null } };

export type MasterUpdateDeviceMutationVariables = Exact<{
  input: UpdateDeviceInput;
}>;


export type MasterUpdateDeviceMutation = { updateDevice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, imei: string, vendorType: string, phoneNo: string | null, deviceName: string | null, status: string, slot: string | null, lastPacket: string | null, activeOn: string | null, vehicle: { id: number, licensePlate: string } | null } | null } };

export type MasterMoveDeviceMutationVariables = Exact<{
  input: MoveDeviceInput;
}>;


export type MasterMoveDeviceMutation = { moveDevice: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, imei: string, vendorType: string, phoneNo: string | null, deviceName: string | null, status: string, slot: string | null, lastPacket: string | null, activeOn: string | null, vehicle: { id: number, licensePlate: string } | null } | null } };

export type MasterDeviceMovesQueryVariables = Exact<{
  filter: DeviceMovesFilter;
}>;


export type MasterDeviceMovesQuery = { deviceMoves: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, fromLicensePlate: string | null, toLicensePlate: string | null, movedAt: string, movedBy: { userId: number, fullname: string } | null }> | null, pagination: { total: number } | null } };

export type MasterDriverFieldsFragment = { userId: number, fullname: string, email: string | null, phoneNo: string | null, isActive: boolean, driverCardId: string | null };

export type MasterDriverAssignmentFieldsFragment = { id: number, vehicleId: number, licensePlate: string, driverId: number, slot: number, startedAt: string, endedAt: string | null, driver: { userId: number, fullname: string } };

export type MasterDriversQueryVariables = Exact<{
  filter?: InputMaybe<DriversFilter>;
}>;


export type MasterDriversQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string, email: string | null, phoneNo: string | null, isActive: boolean, driverCardId: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterUpdateDriverCardMutationVariables = Exact<{
  input: UpdateDriverCardInput;
}>;


export type MasterUpdateDriverCardMutation = { updateDriverCard: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { userId: number, fullname: string, email: string | null, phoneNo: string | null, isActive: boolean, driverCardId: string | null } | null } };

export type MasterCreateDriverMutationVariables = Exact<{
  input: CreateDriverInput;
}>;


export type MasterCreateDriverMutation = { createDriver: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { userId: number, fullname: string, email: string | null, phoneNo: string | null, isActive: boolean, driverCardId: string | null } | null } };

export type MasterUpdateDriverMutationVariables = Exact<{
  input: UpdateDriverInput;
}>;


export type MasterUpdateDriverMutation = { updateDriver: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { userId: number, fullname: string, email: string | null, phoneNo: string | null, isActive: boolean, driverCardId: string | null } | null } };

export type MasterDriverAssignmentsQueryVariables = Exact<{
  filter: DriverAssignmentsFilter;
}>;


export type MasterDriverAssignmentsQuery = { driverAssignments: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, vehicleId: number, licensePlate: string, driverId: number, slot: number, startedAt: string, endedAt: string | null, driver: { userId: number, fullname: string } }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterUpdateDriverAssignmentMutationVariables = Exact<{
  input: UpdateDriverAssignmentInput;
}>;


export type MasterUpdateDriverAssignmentMutation = { updateDriverAssignment: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type MasterDeleteDriverAssignmentMutationVariables = Exact<{
  input: DeleteDriverAssignmentInput;
}>;


export type MasterDeleteDriverAssignmentMutation = { deleteDriverAssignment: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type MasterGeofenceFieldsFragment = { geofenceId: number, fenceName: string, type: string, polyData: Array<Array<number>> | null, minLat: number, maxLat: number, minLng: number, maxLng: number, ownership: string, address: string | null, category: string | null, isGarage: boolean, isServiceLoc: boolean, isBillingAddr: boolean, isDepot: boolean, isAlert: boolean, hasRelation: boolean, updatedOn: string, circData: { lat: number, lng: number, radius: number } | null };

export type MasterGeofencesQueryVariables = Exact<{
  filter?: InputMaybe<GeofencesFilter>;
}>;


export type MasterGeofencesQuery = { Geofences: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ geofenceId: number, fenceName: string, type: string, polyData: Array<Array<number>> | null, minLat: number, maxLat: number, minLng: number, maxLng: number, ownership: string, address: string | null, category: string | null, isGarage: boolean, isServiceLoc: boolean, isBillingAddr: boolean, isDepot: boolean, isAlert: boolean, hasRelation: boolean, updatedOn: string, circData: { lat: number, lng: number, radius: number } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterCreateGeofenceMutationVariables = Exact<{
  input: CreateGeofenceInput;
}>;


export type MasterCreateGeofenceMutation = { createGeofence: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { geofenceId: number, fenceName: string, type: string, polyData: Array<Array<number>> | null, minLat: number, maxLat: number, minLng: number, maxLng: number, ownership: string, address: string | null, category: string | null, isGarage: boolean, isServiceLoc: boolean, isBillingAddr: boolean, isDepot: boolean, isAlert: boolean, hasRelation: boolean, updatedOn: string, circData: { lat: number, lng: number, radius: number } | null } | null } };

export type MasterUpdateGeofenceMutationVariables = Exact<{
  input: UpdateGeofenceInput;
}>;


export type MasterUpdateGeofenceMutation = { updateGeofence: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { geofenceId: number, fenceName: string, type: string, polyData: Array<Array<number>> | null, minLat: number, maxLat: number, minLng: number, maxLng: number, ownership: string, address: string | null, category: string | null, isGarage: boolean, isServiceLoc: boolean, isBillingAddr: boolean, isDepot: boolean, isAlert: boolean, hasRelation: boolean, updatedOn: string, circData: { lat: number, lng: number, radius: number } | null } | null } };

export type MasterDeleteGeofenceMutationVariables = Exact<{
  input: DeleteGeofenceInput;
}>;


export type MasterDeleteGeofenceMutation = { deleteGeofence: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type MasterVehicleLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MasterVehicleLookupsQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string, isActive: boolean }> | null }, vgroups: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string }> | null }, vehicleTypes: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleTypeId: number, formattedVehicleType: string }> | null } };

export type MasterFuelTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type MasterFuelTypesQuery = { fuelTypes: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ fuelTypeId: number, name: string, category: string }> | null } };

export type MasterVehicleOptionsQueryVariables = Exact<{
  filter?: InputMaybe<VehiclesFilter>;
}>;


export type MasterVehicleOptionsQuery = { vehiclesFilter: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string, imei: string | null }> | null } };

export type MasterVehicleTypeFieldsFragment = { vehicleTypeId: number, isActive: boolean, manufacturer: string, model: string, type: string, category: string, transmissionType: string | null, fuelTypeId: number | null, tonnage: number | null, volume: number | null, fuelEfficiency: number | null, hasRelation: boolean, formattedVehicleType: string, fuelType: { fuelTypeId: number, name: string } | null };

export type MasterVehicleTypesQueryVariables = Exact<{
  filter?: InputMaybe<VehicleTypesFilter>;
}>;


export type MasterVehicleTypesQuery = { vehicleTypes: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleTypeId: number, isActive: boolean, manufacturer: string, model: string, type: string, category: string, transmissionType: string | null, fuelTypeId: number | null, tonnage: number | null, volume: number | null, fuelEfficiency: number | null, hasRelation: boolean, formattedVehicleType: string, fuelType: { fuelTypeId: number, name: string } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterCreateVehicleTypeMutationVariables = Exact<{
  input: CreateVehicleTypeInput;
}>;


export type MasterCreateVehicleTypeMutation = { createVehicleType: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleTypeId: number, isActive: boolean, manufacturer: string, model: string, type: string, category: string, transmissionType: string | null, fuelTypeId: number | null, tonnage: number | null, volume: number | null, fuelEfficiency: number | null, hasRelation: boolean, formattedVehicleType: string, fuelType: { fuelTypeId: number, name: string } | null } | null } };

export type MasterUpdateVehicleTypeMutationVariables = Exact<{
  input: UpdateVehicleTypeInput;
}>;


export type MasterUpdateVehicleTypeMutation = { updateVehicleType: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { vehicleTypeId: number, isActive: boolean, manufacturer: string, model: string, type: string, category: string, transmissionType: string | null, fuelTypeId: number | null, tonnage: number | null, volume: number | null, fuelEfficiency: number | null, hasRelation: boolean, formattedVehicleType: string, fuelType: { fuelTypeId: number, name: string } | null } | null } };

export type MasterVehicleFieldsFragment = { id: number, licensePlate: string, hullNo: string | null, vehicleTypeId: number | null, driver1Id: number | null, driver2Id: number | null, tonnage: number | null, volume: number | null, fuelCapacity: number | null, odometer: number | null, status: string, year: number | null, imei: string | null, skills: Array<VehicleSkill>, phoneTracking: boolean, updatedOn: string, vehicleType: { vehicleTypeId: number, formattedVehicleType: string } | null, driver1: { userId: number, fullname: string } | null, driver2: { userId: number, fullname: string } | null, device: { id: number, imei: string, vendorType: string, model: string | null, lenientFraming: boolean, phoneNo: string | null } | null, cameraDevice: { id: number, imei: string, vendorType: string } | null, vehicle2Vgroup: Array<{ id: number, name: string }> };

export type MasterVehiclesQueryVariables = Exact<{
  filter?: InputMaybe<VehiclesFilter>;
}>;


export type MasterVehiclesQuery = { vehiclesPaginated: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string, hullNo: string | null, vehicleTypeId: number | null, driver1Id: number | null, driver2Id: number | null, tonnage: number | null, volume: number | null, fuelCapacity: number | null, odometer: number | null, status: string, year: number | null, imei: string | null, skills: Array<VehicleSkill>, phoneTracking: boolean, updatedOn: string, vehicleType: { vehicleTypeId: number, formattedVehicleType: string } | null, driver1: { userId: number, fullname: string } | null, driver2: { userId: number, fullname: string } | null, device: { id: number, imei: string, vendorType: string, model: string | null, lenientFraming: boolean, phoneNo: string | null } | null, cameraDevice: { id: number, imei: string, vendorType: string } | null, vehicle2Vgroup: Array<{ id: number, name: string }> }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterCreateVehicleMutationVariables = Exact<{
  input: CreateVehicleInput;
}>;


export type MasterCreateVehicleMutation = { createVehicle: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, licensePlate: string, hullNo: string | null, vehicleTypeId: number | null, driver1Id: number | null, driver2Id: number | null, tonnage: number | null, volume: number | null, fuelCapacity: number | null, odometer: number | null, status: string, year: number | null, imei: string | null, skills: Array<VehicleSkill>, phoneTracking: boolean, updatedOn: string, vehicleType: { vehicleTypeId: number, formattedVehicleType: string } | null, driver1: { userId: number, fullname: string } | null, driver2: { userId: number, fullname: string } | null, device: { id: number, imei: string, vendorType: string, model: string | null, lenientFraming: boolean, phoneNo: string | null } | null, cameraDevice: { id: number, imei: string, vendorType: string } | null, vehicle2Vgroup: Array<{ id: number, name: string }> } | null } };

export type MasterUpdateVehicleMutationVariables = Exact<{
  input: UpdateVehicleInput;
}>;


export type MasterUpdateVehicleMutation = { updateVehicle: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, licensePlate: string, hullNo: string | null, vehicleTypeId: number | null, driver1Id: number | null, driver2Id: number | null, tonnage: number | null, volume: number | null, fuelCapacity: number | null, odometer: number | null, status: string, year: number | null, imei: string | null, skills: Array<VehicleSkill>, phoneTracking: boolean, updatedOn: string, vehicleType: { vehicleTypeId: number, formattedVehicleType: string } | null, driver1: { userId: number, fullname: string } | null, driver2: { userId: number, fullname: string } | null, device: { id: number, imei: string, vendorType: string, model: string | null, lenientFraming: boolean, phoneNo: string | null } | null, cameraDevice: { id: number, imei: string, vendorType: string } | null, vehicle2Vgroup: Array<{ id: number, name: string }> } | null } };

export type MasterDeleteVehicleMutationVariables = Exact<{
  input: DeleteVehicleInput;
}>;


export type MasterDeleteVehicleMutation = { deleteVehicle: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, licensePlate: string } | null } };

export type MasterUpdateVehiclesMutationVariables = Exact<{
  input: UpdateVehiclesInput;
}>;


export type MasterUpdateVehiclesMutation = { updateVehicles: { count: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type MasterVehicleAuditLogsQueryVariables = Exact<{
  filter: VehicleAuditLogsFilter;
}>;


export type MasterVehicleAuditLogsQuery = { vehicleAuditLogs: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, time: string, action: string, detail: string, actionType: string, oldData: unknown | null, newData: unknown | null, user: { userId: number, fullname: string } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterVgroupFieldsFragment = { id: number, name: string, totalVehicle: number, vehicleIds: Array<number>, vehicles: Array<{ id: number, licensePlate: string }> };

export type MasterVgroupsQueryVariables = Exact<{
  filter?: InputMaybe<VgroupsFilter>;
}>;


export type MasterVgroupsQuery = { vgroups: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, totalVehicle: number, vehicleIds: Array<number>, vehicles: Array<{ id: number, licensePlate: string }> }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MasterCreateVgroupMutationVariables = Exact<{
  input: CreateVgroupInput;
}>;


export type MasterCreateVgroupMutation = { createVgroup: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string, totalVehicle: number, vehicleIds: Array<number>, vehicles: Array<{ id: number, licensePlate: string }> } | null } };

export type MasterUpdateVgroupMutationVariables = Exact<{
  input: UpdateVgroupInput;
}>;


export type MasterUpdateVgroupMutation = { updateVgroup: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string, totalVehicle: number, vehicleIds: Array<number>, vehicles: Array<{ id: number, licensePlate: string }> } | null } };

export type MasterDeleteVgroupMutationVariables = Exact<{
  input: DeleteVgroupInput;
}>;


export type MasterDeleteVgroupMutation = { deleteVgroup: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string } | null } };

export type DownloadVideoHistoryFieldsFragment = { id: number, vehicleId: number, rawAlertId: number | null, channel: number, startTime: string, endTime: string, status: string, fileSize: number | null, contentType: string | null, url: string | null, failureReason: string | null, createdOn: string, updatedOn: string };

export type MediaDownloadVideoHistoriesQueryVariables = Exact<{
  filter: DownloadVideoHistoriesFilter;
}>;


export type MediaDownloadVideoHistoriesQuery = { findDownloadVideoHistories: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, vehicleId: number, rawAlertId: number | null, channel: number, startTime: string, endTime: string, status: string, fileSize: number | null, contentType: string | null, url: string | null, failureReason: string | null, createdOn: string, updatedOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type MediaVehicleVideosQueryVariables = Exact<{
  filter: VehicleVideosFilter;
}>;


export type MediaVehicleVideosQuery = { vehicleVideos: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ channel: number, startTime: string | null, endTime: string | null, fileSize: number, storageType: number, url: string | null, downloadVideoHistoryId: number | null }> | null } };

export type MediaRequestVideoFileListUpdateMutationVariables = Exact<{
  input: VideoFileListUpdateInput;
}>;


export type MediaRequestVideoFileListUpdateMutation = { requestVideoFileListUpdate: { data: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type MediaSetUploadMediaMutationVariables = Exact<{
  input: SetUploadMediaInput;
}>;


export type MediaSetUploadMediaMutation = { setUploadMedia: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, vehicleId: number, rawAlertId: number | null, channel: number, startTime: string, endTime: string, status: string, fileSize: number | null, contentType: string | null, url: string | null, failureReason: string | null, createdOn: string, updatedOn: string } | null } };

export type MediaVehicleStatusQueryVariables = Exact<{
  filter?: InputMaybe<VehicleStatusesFilter>;
}>;


export type MediaVehicleStatusQuery = { vehicleStatuses: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleId: number, lastReceive: string | null, imei: string | null }> | null } };

export type MediaDashcamVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaDashcamVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string, driver1: { fullname: string } | null, device: { imei: string, vendorType: string } | null, cameraDevice: { imei: string, vendorType: string } | null }> | null } };

export type ConsoleCompanyTicketsQueryVariables = Exact<{
  filter?: InputMaybe<CompanyTicketsFilterInput>;
}>;


export type ConsoleCompanyTicketsQuery = { consoleCompanyTickets: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, referenceLabel: string | null, unreadByCompany: boolean, marketplaceItemId: string | null, createdByName: string | null, createdOn: string, lastActivityOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type ConsoleCompanyTicketQueryVariables = Exact<{
  input: CompanyTicketIdInput;
}>;


export type ConsoleCompanyTicketQuery = { consoleCompanyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> } | null } };

export type ConsoleReplyCompanyTicketMutationVariables = Exact<{
  input: ConsoleReplyCompanyTicketInput;
}>;


export type ConsoleReplyCompanyTicketMutation = { consoleReplyCompanyTicket: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, code: string, companyName: string, category: string, priority: string, status: string, subject: string, description: string, attachments: Array<string>, vehicleId: number | null, deviceId: number | null, referenceLabel: string | null, marketplaceItemId: string | null, unreadByCompany: boolean, createdByName: string | null, createdOn: string, lastActivityOn: string, health: { lastPositionOn: string | null, lastPacketOn: string | null, online: boolean, motionStatus: string | null, battery: number | null, signal: number | null } | null, messages: Array<{ id: number, fromPlatform: boolean, authorName: string | null, body: string, attachments: Array<string>, status: string | null, createdOn: string }> } | null } };

export type ProfileFieldsFragment = { name: string, email: string | null, phoneNo: string | null, language: string, reminderMinutes: number, lastReminder: string | null, reminderDue: boolean };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { name: string, email: string | null, phoneNo: string | null, language: string, reminderMinutes: number, lastReminder: string | null, reminderDue: boolean } | null } };

export type ChangeMyPasswordMutationVariables = Exact<{
  input: ChangeMyPasswordInput;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type AddEmailMutationVariables = Exact<{
  input: AddEmailInput;
}>;


export type AddEmailMutation = { addEmail: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type AddNumberMutationVariables = Exact<{
  input: AddNumberInput;
}>;


export type AddNumberMutation = { addNumber: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type VerifyNumberMutationVariables = Exact<{
  input: VerifyNumberInput;
}>;


export type VerifyNumberMutation = { verifyNumber: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { name: string, email: string | null, phoneNo: string | null, language: string, reminderMinutes: number, lastReminder: string | null, reminderDue: boolean } | null } };

export type MarkContactReminderShownMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkContactReminderShownMutation = { markContactReminderShown: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { name: string, email: string | null, phoneNo: string | null, language: string, reminderMinutes: number, lastReminder: string | null, reminderDue: boolean } | null } };

export type SessionFieldsFragment = { id: number, browser: string | null, os: string | null, deviceType: string | null, ip: string | null, createdOn: string, lastSeenOn: string, isCurrent: boolean };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, browser: string | null, os: string | null, deviceType: string | null, ip: string | null, createdOn: string, lastSeenOn: string, isCurrent: boolean }> | null } };

export type EndMySessionMutationVariables = Exact<{
  input: EndMySessionInput;
}>;


export type EndMySessionMutation = { endMySession: { data: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type EndMyOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndMyOtherSessionsMutation = { endMyOtherSessions: { data: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: { data: string | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type RegisterPushTokenMutationVariables = Exact<{
  input: PushTokenInput;
}>;


export type RegisterPushTokenMutation = { registerPushToken: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type UnregisterPushTokenMutationVariables = Exact<{
  input: PushTokenInput;
}>;


export type UnregisterPushTokenMutation = { unregisterPushToken: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type ReferralProgramQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralProgramQuery = { referralProgram: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { code: string, link: string, referrals: Array<{ referralId: number, companyName: string, contactName: string, phoneNo: string, status: ReferralStatus, createdOn: string, statusUpdatedOn: string | null }> } | null } };

export type ReferCompanyMutationVariables = Exact<{
  input: ReferCompanyInput;
}>;


export type ReferCompanyMutation = { referCompany: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { referralId: number } | null } };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { reminderSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { leadDays: Array<number>, byWhatsApp: boolean, byEmail: boolean, byPush: boolean, recipientsChosen: boolean, recipients: Array<{ userId: number, name: string, byWhatsApp: boolean, byEmail: boolean, byPush: boolean, warnings: Array<ReminderRecipientWarning> }> } | null } };

export type UpdateReminderSettingsMutationVariables = Exact<{
  input: ReminderSettingsInput;
}>;


export type UpdateReminderSettingsMutation = { updateReminderSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { leadDays: Array<number>, byWhatsApp: boolean, byEmail: boolean, byPush: boolean, recipientsChosen: boolean, recipients: Array<{ userId: number, name: string, byWhatsApp: boolean, byEmail: boolean, byPush: boolean, warnings: Array<ReminderRecipientWarning> }> } | null } };

export type ReminderRecipientOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderRecipientOptionsQuery = { reminderRecipientOptions: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, name: string, email: string | null, phoneNo: string | null, hasPush: boolean }> | null } };

export type SentRemindersQueryVariables = Exact<{
  filter?: InputMaybe<SentRemindersFilterInput>;
}>;


export type SentRemindersQuery = { sentReminders: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, subject: string, threshold: string, message: string, vehicleId: number | null, licensePlate: string | null, createdOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type TripReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type TripReportQuery = { tripReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleId: number, licensePlate: string, driverName: string | null, startTime: string, endTime: string, startAddress: string | null, endAddress: string | null, distanceKm: number, durationSeconds: number, maxSpeed: number, avgSpeed: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type StopReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type StopReportQuery = { stopReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleId: number, licensePlate: string, driverName: string | null, startTime: string, endTime: string, durationSeconds: number, idleSeconds: number, parkedSeconds: number, kind: string, address: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type GeofenceVisitReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type GeofenceVisitReportQuery = { geofenceVisitReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleId: number, licensePlate: string, geofenceId: number, fenceName: string, enterTime: string, exitTime: string | null, dwellSeconds: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type AlertSummaryReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type AlertSummaryReportQuery = { alertSummaryReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { summary: { total: number, falseAlerts: number, falseAlertRate: number }, byCode: Array<{ key: number | null, label: string, total: number, falseAlerts: number, falseAlertRate: number }>, byVehicle: Array<{ key: number | null, label: string, total: number, falseAlerts: number, falseAlertRate: number }>, byDriver: Array<{ key: number | null, label: string, total: number, falseAlerts: number, falseAlertRate: number }> } | null } };

export type UtilisationReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type UtilisationReportQuery = { utilisationReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleId: number, licensePlate: string, day: string, drivingSeconds: number, idleSeconds: number, parkedSeconds: number, offlineSeconds: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type DriverScoreReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type DriverScoreReportQuery = { driverScoreReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ driverId: number, fullname: string, score: number, finalGrade: string, totalAlert: number, distanceKm: number, drivingSeconds: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type ReportScopeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportScopeOptionsQuery = { vehicles: { isSuccessful: boolean, data: Array<{ id: number, licensePlate: string }> | null } };

export type ReportGroupOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportGroupOptionsQuery = { vgroups: { isSuccessful: boolean, data: Array<{ id: number, name: string }> | null } };

export type RetentionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionSettingsQuery = { retentionSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { positions: number, rawAlerts: number, media: number, audit: number } | null } };

export type UpdateRetentionSettingsMutationVariables = Exact<{
  input: RetentionSettingsInput;
}>;


export type UpdateRetentionSettingsMutation = { updateRetentionSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { positions: number, rawAlerts: number, media: number, audit: number } | null } };

export type RouteHistoryQueryVariables = Exact<{
  filter: RouteHistoryFilter;
}>;


export type RouteHistoryQuery = { routeHistory: { isSuccessful: boolean, message: string, data: { vehicleId: number, licensePlate: string, truncated: boolean, fromArchive: boolean, points: Array<{ fixTime: string, latitude: number, longitude: number, speed: number, course: number | null, ignition: boolean | null }>, filteredPoints: Array<{ fixTime: string, latitude: number, longitude: number, speed: number, reason: string }>, stops: Array<{ startTime: string, endTime: string, durationSeconds: number, latitude: number, longitude: number, engineOn: boolean }>, summary: { distanceKm: number, drivingSeconds: number, stopCount: number, stoppedSeconds: number, maxSpeed: number, avgSpeed: number } } | null } };

export type RouteVehicleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RouteVehicleOptionsQuery = { vehicles: { isSuccessful: boolean, message: string, data: Array<{ id: number, licensePlate: string, hullNo: string | null, imei: string | null, driver1: { fullname: string } | null }> | null } };

export type RoutePlanStopFieldsFragment = { stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } };

export type RoutePlanFieldsFragment = { routePlanId: number, code: string, status: RoutePlanStatus, day: string, shiftStart: string, shiftEnd: string, detourFactor: number, speedKmh: number, serviceMinutes: number, travelSource: RouteTravelSource, travelFallback: boolean, travelSamples: number, traffic: RouteTraffic, timeLimitSeconds: number, solveMs: number, distanceKm: number, createdOn: string, acceptedOn: string | null, balanceRoutes: boolean, depot: { address: string, lat: number, lng: number }, breakRule: { afterMinutes: number, minutes: number } | null, routes: Array<{ routeId: number, sequence: number, vehicleId: number | null, licensePlate: string, driverId: number | null, capacityKg: number | null, capacityM3: number | null, skills: Array<VehicleSkill>, distanceKm: number, loadKg: number, loadM3: number, returnAt: string | null, violations: Array<RouteViolation>, fleetTaskId: number | null, fleetTaskCode: string | null, breaks: Array<{ start: string, end: string }>, stops: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> }>, unassigned: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> };

export type RoutePlansQueryVariables = Exact<{
  filter?: InputMaybe<RoutePlansFilter>;
}>;


export type RoutePlansQuery = { routePlans: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ routePlanId: number, code: string, status: RoutePlanStatus, day: string, depotAddress: string, shiftStart: string, shiftEnd: string, vehicleCount: number, routedCount: number, unassignedCount: number, createdOn: string }> | null, pagination: { total: number } | null, statusCounts: Array<{ status: string, count: number }> | null } };

export type RoutePlanQueryVariables = Exact<{
  routePlanId: Scalars['Int']['input'];
}>;


export type RoutePlanQuery = { routePlan: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { routePlanId: number, code: string, status: RoutePlanStatus, day: string, shiftStart: string, shiftEnd: string, detourFactor: number, speedKmh: number, serviceMinutes: number, travelSource: RouteTravelSource, travelFallback: boolean, travelSamples: number, traffic: RouteTraffic, timeLimitSeconds: number, solveMs: number, distanceKm: number, createdOn: string, acceptedOn: string | null, balanceRoutes: boolean, depot: { address: string, lat: number, lng: number }, breakRule: { afterMinutes: number, minutes: number } | null, routes: Array<{ routeId: number, sequence: number, vehicleId: number | null, licensePlate: string, driverId: number | null, capacityKg: number | null, capacityM3: number | null, skills: Array<VehicleSkill>, distanceKm: number, loadKg: number, loadM3: number, returnAt: string | null, violations: Array<RouteViolation>, fleetTaskId: number | null, fleetTaskCode: string | null, breaks: Array<{ start: string, end: string }>, stops: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> }>, unassigned: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> } | null } };

export type RoutePlanVehiclesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutePlanVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string, tonnage: number | null, volume: number | null }> | null } };

export type RoutePlanDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutePlanDriversQuery = { drivers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ userId: number, fullname: string }> | null } };

export type CreateRoutePlanMutationVariables = Exact<{
  input: CreateRoutePlanInput;
}>;


export type CreateRoutePlanMutation = { createRoutePlan: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { routePlanId: number } | null } };

export type MoveRoutePlanStopMutationVariables = Exact<{
  input: MoveRoutePlanStopInput;
}>;


export type MoveRoutePlanStopMutation = { moveRoutePlanStop: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { routePlanId: number, code: string, status: RoutePlanStatus, day: string, shiftStart: string, shiftEnd: string, detourFactor: number, speedKmh: number, serviceMinutes: number, travelSource: RouteTravelSource, travelFallback: boolean, travelSamples: number, traffic: RouteTraffic, timeLimitSeconds: number, solveMs: number, distanceKm: number, createdOn: string, acceptedOn: string | null, balanceRoutes: boolean, depot: { address: string, lat: number, lng: number }, breakRule: { afterMinutes: number, minutes: number } | null, routes: Array<{ routeId: number, sequence: number, vehicleId: number | null, licensePlate: string, driverId: number | null, capacityKg: number | null, capacityM3: number | null, skills: Array<VehicleSkill>, distanceKm: number, loadKg: number, loadM3: number, returnAt: string | null, violations: Array<RouteViolation>, fleetTaskId: number | null, fleetTaskCode: string | null, breaks: Array<{ start: string, end: string }>, stops: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> }>, unassigned: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> } | null } };

export type AcceptRoutePlanMutationVariables = Exact<{
  input: RoutePlanIdInput;
}>;


export type AcceptRoutePlanMutation = { acceptRoutePlan: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { routePlanId: number, code: string, status: RoutePlanStatus, day: string, shiftStart: string, shiftEnd: string, detourFactor: number, speedKmh: number, serviceMinutes: number, travelSource: RouteTravelSource, travelFallback: boolean, travelSamples: number, traffic: RouteTraffic, timeLimitSeconds: number, solveMs: number, distanceKm: number, createdOn: string, acceptedOn: string | null, balanceRoutes: boolean, depot: { address: string, lat: number, lng: number }, breakRule: { afterMinutes: number, minutes: number } | null, routes: Array<{ routeId: number, sequence: number, vehicleId: number | null, licensePlate: string, driverId: number | null, capacityKg: number | null, capacityM3: number | null, skills: Array<VehicleSkill>, distanceKm: number, loadKg: number, loadM3: number, returnAt: string | null, violations: Array<RouteViolation>, fleetTaskId: number | null, fleetTaskCode: string | null, breaks: Array<{ start: string, end: string }>, stops: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> }>, unassigned: Array<{ stopId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, customerName: string, address: string, lat: number, lng: number, weightKg: number, volumeM3: number, position: number, arrival: string | null, departure: string | null, late: boolean, unassignedReason: UnassignedReason | null, requiredSkills: Array<VehicleSkill>, missingSkills: Array<VehicleSkill>, priority: OrderPriority, window: { start: string | null, end: string | null } }> } | null } };

export type ScheduledReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduledReportsQuery = { scheduledReports: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, reportKind: string, frequency: string, weekday: number | null, monthDay: number | null, hour: number, vehicleId: number | null, vgroupId: number | null, formats: Array<string>, language: string, userIds: Array<number>, emails: Array<string>, phones: Array<string>, paused: boolean, nextRunAt: string, lastRunStatus: string | null, lastRunOn: string | null }> | null } };

export type ScheduledReportPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduledReportPeopleQuery = { scheduledReportPeople: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, hasEmail: boolean, hasPhone: boolean }> | null } };

export type ScheduledReportRunsQueryVariables = Exact<{
  filter: ScheduledReportRunsFilter;
}>;


export type ScheduledReportRunsQuery = { scheduledReportRuns: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, trigger: string, periodStart: string, periodEnd: string, status: string, error: string | null, rowCount: number | null, size: number | null, files: Array<string>, createdOn: string, finishedOn: string | null, recipients: Array<{ channel: string, address: string, name: string | null }> }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CreateScheduledReportMutationVariables = Exact<{
  input: ScheduledReportInput;
}>;


export type CreateScheduledReportMutation = { createScheduledReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type UpdateScheduledReportMutationVariables = Exact<{
  input: UpdateScheduledReportInput;
}>;


export type UpdateScheduledReportMutation = { updateScheduledReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type SetScheduledReportPausedMutationVariables = Exact<{
  input: SetScheduledReportPausedInput;
}>;


export type SetScheduledReportPausedMutation = { setScheduledReportPaused: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type DeleteScheduledReportMutationVariables = Exact<{
  input: ScheduledReportIdInput;
}>;


export type DeleteScheduledReportMutation = { deleteScheduledReport: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type SendScheduledReportNowMutationVariables = Exact<{
  input: ScheduledReportIdInput;
}>;


export type SendScheduledReportNowMutation = { sendScheduledReportNow: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type CompanySettingsFieldsFragment = { id: number, name: string, idleTimeout: number, parkTimeout: number, offlineTimeout: number, fuelGainAlert: number, fuelLossAlert: number, arrivalSoonMinutes: number, arrivalSoonMeters: number, arrivalRadiusMeters: number, stopArrivalRadiusMeters: number, stopDwellSeconds: number, fleetLateToleranceMinutes: number, fleetLongStopMinutes: number, fleetOffRouteMeters: number, maxActiveCalls: number, timeZone: string, dsBase: number, dsIntervalType: string, dsInitialInterval: number, dsInitialBonus: number, dsInterval: number, dsBonus: number, dsCostBrake: number, dsCostAccel: number, dsCostOverspeed: number, dsCostSharpturn: number, dsMinScoreA: number, dsMinScoreB: number, dsMinScoreC: number, dsMinScoreD: number, bankAccounts: Array<{ bankAccountId: number, bankName: string, accountName: string, accountNo: string, isDefault: boolean }>, trackFilters: { invalidEnabled: boolean, zeroEnabled: boolean, futureEnabled: boolean, futureMinutes: number, pastEnabled: boolean, pastHours: number, accuracyEnabled: boolean, accuracyMaxMeters: number, accuracyMaxHdop: number, duplicateEnabled: boolean, jumpEnabled: boolean, jumpMaxKmh: number, driftEnabled: boolean, minPeriodEnabled: boolean, minPeriodSeconds: number, minDistanceEnabled: boolean, minDistanceMeters: number } };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { company: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string, idleTimeout: number, parkTimeout: number, offlineTimeout: number, fuelGainAlert: number, fuelLossAlert: number, arrivalSoonMinutes: number, arrivalSoonMeters: number, arrivalRadiusMeters: number, stopArrivalRadiusMeters: number, stopDwellSeconds: number, fleetLateToleranceMinutes: number, fleetLongStopMinutes: number, fleetOffRouteMeters: number, maxActiveCalls: number, timeZone: string, dsBase: number, dsIntervalType: string, dsInitialInterval: number, dsInitialBonus: number, dsInterval: number, dsBonus: number, dsCostBrake: number, dsCostAccel: number, dsCostOverspeed: number, dsCostSharpturn: number, dsMinScoreA: number, dsMinScoreB: number, dsMinScoreC: number, dsMinScoreD: number, bankAccounts: Array<{ bankAccountId: number, bankName: string, accountName: string, accountNo: string, isDefault: boolean }>, trackFilters: { invalidEnabled: boolean, zeroEnabled: boolean, futureEnabled: boolean, futureMinutes: number, pastEnabled: boolean, pastHours: number, accuracyEnabled: boolean, accuracyMaxMeters: number, accuracyMaxHdop: number, duplicateEnabled: boolean, jumpEnabled: boolean, jumpMaxKmh: number, driftEnabled: boolean, minPeriodEnabled: boolean, minPeriodSeconds: number, minDistanceEnabled: boolean, minDistanceMeters: number } } | null } };

export type UpdateCompanySettingsMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;


export type UpdateCompanySettingsMutation = { updateCompany: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, name: string, idleTimeout: number, parkTimeout: number, offlineTimeout: number, fuelGainAlert: number, fuelLossAlert: number, arrivalSoonMinutes: number, arrivalSoonMeters: number, arrivalRadiusMeters: number, stopArrivalRadiusMeters: number, stopDwellSeconds: number, fleetLateToleranceMinutes: number, fleetLongStopMinutes: number, fleetOffRouteMeters: number, maxActiveCalls: number, timeZone: string, dsBase: number, dsIntervalType: string, dsInitialInterval: number, dsInitialBonus: number, dsInterval: number, dsBonus: number, dsCostBrake: number, dsCostAccel: number, dsCostOverspeed: number, dsCostSharpturn: number, dsMinScoreA: number, dsMinScoreB: number, dsMinScoreC: number, dsMinScoreD: number, bankAccounts: Array<{ bankAccountId: number, bankName: string, accountName: string, accountNo: string, isDefault: boolean }>, trackFilters: { invalidEnabled: boolean, zeroEnabled: boolean, futureEnabled: boolean, futureMinutes: number, pastEnabled: boolean, pastHours: number, accuracyEnabled: boolean, accuracyMaxMeters: number, accuracyMaxHdop: number, duplicateEnabled: boolean, jumpEnabled: boolean, jumpMaxKmh: number, driftEnabled: boolean, minPeriodEnabled: boolean, minPeriodSeconds: number, minDistanceEnabled: boolean, minDistanceMeters: number } } | null } };

export type DeleteBankAccountMutationVariables = Exact<{
  input: DeleteBankAccountInput;
}>;


export type DeleteBankAccountMutation = { deleteBankAccount: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { bankAccountId: number } | null } };

export type CompanyCategoriesQueryVariables = Exact<{
  filter?: InputMaybe<CompanyCategoriesFilter>;
}>;


export type CompanyCategoriesQuery = { companyCategories: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, text: string, hasRelation: boolean }> | null } };

export type CreateCompanyCategoryMutationVariables = Exact<{
  input: CreateCompanyCategoryInput;
}>;


export type CreateCompanyCategoryMutation = { createCompanyCategory: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, text: string, hasRelation: boolean } | null } };

export type SsoSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoSettingsQuery = { ssoSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { isConfigured: boolean, issuerUrl: string | null, clientId: string | null, hasClientSecret: boolean, allowedDomains: Array<string>, defaultRoleId: number | null, isEnabled: boolean | null, ssoOnly: boolean | null, redirectUri: string, updatedOn: string | null, roles: Array<{ id: number, name: string }> } | null } };

export type UpdateSsoSettingsMutationVariables = Exact<{
  input: UpdateSsoSettingsInput;
}>;


export type UpdateSsoSettingsMutation = { updateSsoSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { isConfigured: boolean, hasClientSecret: boolean } | null } };

export type CompanyMapAreaQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyMapAreaQuery = { companyMapArea: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { west: number, south: number, east: number, north: number } | null } };

export type TemporaryLiveViewVehiclesQueryVariables = Exact<{
  filter?: InputMaybe<VehiclesFilter>;
}>;


export type TemporaryLiveViewVehiclesQuery = { vehicles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, licensePlate: string, vehicleTypeId: number | null, vehicleType: { manufacturer: string, model: string, type: string, category: string } | null }> | null } };

export type TemporaryLiveViewVehicleTypesQueryVariables = Exact<{
  filter?: InputMaybe<VehicleTypesFilter>;
}>;


export type TemporaryLiveViewVehicleTypesQuery = { vehicleTypes: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ vehicleTypeId: number, manufacturer: string, model: string, type: string, category: string }> | null } };

export type GeofencesQueryVariables = Exact<{
  filter?: InputMaybe<GeofencesFilter>;
}>;


export type GeofencesQuery = { Geofences: { isSuccessful: boolean, message: string, errorName: string | null, status: number, list: Array<{ geofenceId: number, fenceName: string, address: string | null, type: string, polyData: Array<Array<number>> | null, circData: { lat: number, lng: number, radius: number } | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type TemporaryLiveViewListFieldsFragment = { temporaryLvId: number, name: string, note: string | null, duration: number, createdOn: string, expiresOn: string, status: string, accessToken: string, shortKey: string | null, vehicleCount: number | null, contactCount: number | null, openCount: number, lastOpenedOn: string | null };

export type TemporaryLiveViewContactFieldsFragment = { contactId: number, label: string, phoneNumber: string, createdOn: string, createdBy: string | null, link: string, openCount: number, lastOpenedOn: string | null, location: { name: string, fullName: string, lat: number, lng: number, type: string, id: { masterDataValue: number | null, googleValue: string | null } | null, address: { lat: number, lng: number } } | null, lastMessage: { messageId: number, status: string, lastError: string | null, updatedOn: string, kind: string } | null };

export type TemporaryLiveViewsPaginatedQueryVariables = Exact<{
  filter?: InputMaybe<TemporaryLiveViewsFilter>;
}>;


export type TemporaryLiveViewsPaginatedQuery = { TemporaryLiveViewsPaginated: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ temporaryLvId: number, name: string, note: string | null, duration: number, createdOn: string, expiresOn: string, status: string, accessToken: string, shortKey: string | null, vehicleCount: number | null, contactCount: number | null, openCount: number, lastOpenedOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type TemporaryLiveViewQueryVariables = Exact<{
  filter: TemporaryLiveViewFilter;
}>;


export type TemporaryLiveViewQuery = { temporaryLiveView: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { pickedColumns: Array<string>, alertCodes: Array<number>, popupDuration: number | null, temporaryLvId: number, name: string, note: string | null, duration: number, createdOn: string, expiresOn: string, status: string, accessToken: string, shortKey: string | null, vehicleCount: number | null, contactCount: number | null, openCount: number, lastOpenedOn: string | null, vehicleIds: Array<{ temporaryLvId: number, vehicleId: number }> | null, vehicles: Array<{ id: number, licensePlate: string, vehicleType: { manufacturer: string | null, model: string | null, type: string | null, category: string | null } | null }> | null, contacts: Array<{ contactId: number, label: string, phoneNumber: string, createdOn: string, createdBy: string | null, link: string, openCount: number, lastOpenedOn: string | null, location: { name: string, fullName: string, lat: number, lng: number, type: string, id: { masterDataValue: number | null, googleValue: string | null } | null, address: { lat: number, lng: number } } | null, lastMessage: { messageId: number, status: string, lastError: string | null, updatedOn: string, kind: string } | null }> | null } | null } };

export type CreateTemporaryLiveViewMutationVariables = Exact<{
  input: TemporaryLiveViewDataInput;
}>;


export type CreateTemporaryLiveViewMutation = { createTemporaryLiveView: { isSuccessful: boolean, message: string, errorName: string | null, status: number, temporaryLiveView: { temporaryLvId: number, accessToken: string, shortKey: string } | null } };

export type UpdateTemporaryLiveViewMutationVariables = Exact<{
  input: UpdateTemporaryLiveViewInput;
}>;


export type UpdateTemporaryLiveViewMutation = { updateTemporaryLiveView: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type DeleteTemporaryLiveViewMutationVariables = Exact<{
  input: DeleteTemporaryLiveViewInput;
}>;


export type DeleteTemporaryLiveViewMutation = { DeleteTemporaryLiveView: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type TrackVisionRecordedVideosQueryVariables = Exact<{
  filter: RecordedVideosFilter;
}>;


export type TrackVisionRecordedVideosQuery = { recordedVideos: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ channel: number, startTime: string | null, endTime: string | null, fileSize: number, alarmFlagsHigh: number, alarmFlagsLow: number }> | null } };

export type VideoViewsQueryVariables = Exact<{
  filter: VideoViewsFilter;
}>;


export type VideoViewsQuery = { videoViews: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, userId: number | null, userName: string, vehicleId: number | null, licensePlate: string | null, channel: number, mode: string, recordedStart: string | null, recordedEnd: string | null, startedAt: string, endedAt: string | null, secondsWatched: number }> | null, pagination: { total: number, page: number, show: number } | null } };

export type VideoUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoUsageQuery = { videoUsage: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { monthStart: string, monthEnd: string, secondsUsed: number, minutesUsed: number, monthlyVideoMinutes: number | null, maxLiveStreams: number, runningViews: number } | null } };

export type UpdateVideoSettingsMutationVariables = Exact<{
  input: UpdateVideoSettingsInput;
}>;


export type UpdateVideoSettingsMutation = { updateVideoSettings: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { monthStart: string, monthEnd: string, secondsUsed: number, minutesUsed: number, monthlyVideoMinutes: number | null, maxLiveStreams: number, runningViews: number } | null } };

export type CompanyUsersQueryVariables = Exact<{
  filter?: InputMaybe<CompanyUsersFilter>;
}>;


export type CompanyUsersQuery = { companyUsers: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, username: string, email: string | null, phoneNo: string | null, roleId: number | null, roleName: string | null, isAdmin: boolean, isActive: boolean, isDriver: boolean, twoFactorEnabled: boolean, lastSignInOn: string | null, activeSessions: number, createdOn: string }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CompanyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyRolesQuery = { companyRoles: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, isAdmin: boolean }> | null } };

export type UserSessionsQueryVariables = Exact<{
  input: UserIdInput;
}>;


export type UserSessionsQuery = { userSessions: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, browser: string | null, os: string | null, deviceType: string | null, ip: string | null, createdOn: string, lastSeenOn: string, isCurrent: boolean }> | null } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { userId: number, setPasswordUrl: string, expiresOn: string } | null } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type SetUserActiveMutationVariables = Exact<{
  input: SetUserActiveInput;
}>;


export type SetUserActiveMutation = { setUserActive: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type ResetUserPasswordMutationVariables = Exact<{
  input: UserIdInput;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { userId: number, setPasswordUrl: string, expiresOn: string } | null } };

export type ResetUserTwoFactorMutationVariables = Exact<{
  input: UserIdInput;
}>;


export type ResetUserTwoFactorMutation = { resetUserTwoFactor: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type EndUserSessionsMutationVariables = Exact<{
  input: EndUserSessionInput;
}>;


export type EndUserSessionsMutation = { endUserSessions: { data: number | null, isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, name: string, url: string, events: Array<string>, secretPrefix: string, isEnabled: boolean, disabledReason: string | null, consecutiveFailures: number, createdOn: string }> | null } };

export type WebhookDeliveriesQueryVariables = Exact<{
  filter: WebhookDeliveriesFilterInput;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, eventId: string, eventType: string, status: string, attempts: number, responseStatus: number | null, durationMs: number | null, error: string | null, responseExcerpt: string | null, createdOn: string, updatedOn: string, nextAttemptOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, secret: string, secretPrefix: string } | null } };

export type SetWebhookEnabledMutationVariables = Exact<{
  input: SetWebhookEnabledInput;
}>;


export type SetWebhookEnabledMutation = { setWebhookEnabled: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type DeleteWebhookMutationVariables = Exact<{
  input: WebhookIdInput;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { isSuccessful: boolean, message: string, errorName: string | null, status: number } };

export type SendWebhookTestMutationVariables = Exact<{
  input: WebhookIdInput;
}>;


export type SendWebhookTestMutation = { sendWebhookTest: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { eventId: string } | null } };

export type WhatsAppConversationsQueryVariables = Exact<{
  filter?: InputMaybe<WhatsappConversationsFilterInput>;
}>;


export type WhatsAppConversationsQuery = { whatsappConversations: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, phone: string, contactLabel: string, linkName: string, deliveryOrderCode: string | null, unreadCount: number, needsOperator: boolean, lastMessageOn: string, windowOpen: boolean, confirmedByConsigneeOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type WhatsAppConversationQueryVariables = Exact<{
  input: WhatsappConversationIdInput;
}>;


export type WhatsAppConversationQuery = { whatsappConversation: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, phone: string, contactLabel: string, linkName: string, temporaryLvId: number, deliveryOrderId: number | null, deliveryOrderCode: string | null, unreadCount: number, needsOperator: boolean, lastInboundOn: string | null, windowOpen: boolean, confirmedByConsigneeOn: string | null, messages: Array<{ id: number, direction: string, body: string, intent: string | null, rule: string | null, answeredBy: string | null, status: string | null, createdOn: string }> } | null } };

export type WhatsAppInboxCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsAppInboxCountsQuery = { whatsappInboxCounts: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { unread: number, waiting: number } | null } };

export type WhatsAppReplyMutationVariables = Exact<{
  input: ReplyWhatsappConversationInput;
}>;


export type WhatsAppReplyMutation = { replyWhatsappConversation: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number } | null } };

export type WhatsAppMarkReadMutationVariables = Exact<{
  input: WhatsappConversationIdInput;
}>;


export type WhatsAppMarkReadMutation = { markWhatsappConversationRead: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { conversationId: number } | null } };

export type EmailOutboxQueryVariables = Exact<{
  filter?: InputMaybe<EmailMessagesFilter>;
}>;


export type EmailOutboxQuery = { emailMessages: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, recipientEmail: string, subject: string, body: string, status: string, attempts: number, lastError: string | null, createdOn: string, sentOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

export type WhatsAppOutboxQueryVariables = Exact<{
  filter?: InputMaybe<WhatsAppMessagesFilter>;
}>;


export type WhatsAppOutboxQuery = { whatsappMessages: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ id: number, kind: string, recipientPhone: string, body: string, status: string, attempts: number, lastError: string | null, createdOn: string, sentOn: string | null }> | null, pagination: { total: number, page: number, show: number } | null } };

type EnvelopeFields_ActiveDriverCallsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertCodesPaginatedResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertDetailDriverScoresResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertRuleResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertRuleTemplatesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertRuleUserOptionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertRulesCountResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertRulesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AlertSummaryReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AllowanceFleetTasksResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ApiKeyCallsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ApiKeysResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_AuditEventsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_BackToVsmsV1Result_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_BasicResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyCategoriesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyCategoryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyMapAreaResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyRolesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyTicketNoticesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyTicketResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyTicketsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CompanyUsersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ControlTowerCountsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ControlTowerExceptionResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ControlTowerExceptionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ControlTowerSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CostEntriesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CostEntryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CostSummaryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CreateAlertRulesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CreateTemporaryLiveViewResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CreatedApiKeyResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_CreatedWebhookResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeleteBankAccountResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeleteLandMeasurementResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeleteVehicleResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryOrderResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryOrdersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryRequestResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryRequestsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryTemplateResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeliveryTemplatesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeviceCommandResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeviceCommandsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeviceMovesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DeviceResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DevicesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DocumentResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DocumentSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DocumentsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DownloadVideoHistoriesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAllowanceBalancesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAllowanceDetailResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAllowanceResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAllowancesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAssignmentResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverAssignmentsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverCallLogResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverScoreReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverScoreResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriverScoresResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_DriversResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_EmailMessagesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_EndDriverCallResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_EndedSessionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_EtollCardResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_EtollCardsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FleetAvailabilityResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FleetSummaryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FleetTaskResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FleetTasksResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FuelCalibrationResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FuelReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_FuelTypesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_GeneratedDeliveryOrdersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_GeofenceResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_GeofenceVisitReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_GeofencesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_IdentityResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_InvoiceCustomerDefaultsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_InvoiceResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_InvoiceSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_InvoiceableOrdersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_InvoicesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_LandMeasurementResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_LandMeasurementTrackResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_LandMeasurementsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_MediaRequestResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_MyDriverHomeResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_MyFleetTasksResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_NewModulesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_NotificationLogResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_PasskeyRegistrationOptionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_PasskeysResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_PayloadResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_PodRequirementsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ProfileResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_PushPublicKeyResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RateCardResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RateCardsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RawAlertResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RawAlertsLightResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RawAlertsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RecordedVideosResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RecoveryCodesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ReferCompanyResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ReferralProgramResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ReminderRecipientOptionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ReminderSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ReportMyPositionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RetentionSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RouteHistoryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RoutePlanResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_RoutePlansResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_SalesOrderResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_SalesOrdersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduleOccurrencesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduledReportPeopleResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduledReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduledReportRunResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduledReportRunsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ScheduledReportsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_SentRemindersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ServiceOrderResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ServiceOrdersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ServicePlanItemsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ServicePlanResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_ServicePlansResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_SetPasswordLinkResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_SsoSettingsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_StopReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TcoSummaryResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TemporaryLiveViewResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TemporaryLiveViewsPaginatedResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TotalImportantAlertsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TotpEnrolmentResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TripReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_TwoFactorStatusResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_UnavailabilityResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_UpdateVehiclesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_UpsertRawAlertsActionResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_UserSessionsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_UtilisationReportResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleAuditLogsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleMetersResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleOwnershipCostResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleStatusesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleTypeResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleTypesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehicleVideosResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehiclesFilterResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehiclesPaginatedResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VehiclesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VgroupResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VgroupsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VideoFileListUpdateResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VideoUsageResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_VideoViewsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WebhookDeliveriesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WebhookTestResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WebhooksResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsAppMessageResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsAppMessagesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsappConversationReadResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsappConversationResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsappConversationsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsappInboxCountsResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

type EnvelopeFields_WhatsappInboxNoticesResult_Fragment = { isSuccessful: boolean, message: string, errorName: string | null, status: number };

export type EnvelopeFieldsFragment =
  | EnvelopeFields_ActiveDriverCallsResult_Fragment
  | EnvelopeFields_AlertCodesPaginatedResult_Fragment
  | EnvelopeFields_AlertDetailDriverScoresResult_Fragment
  | EnvelopeFields_AlertRuleResult_Fragment
  | EnvelopeFields_AlertRuleTemplatesResult_Fragment
  | EnvelopeFields_AlertRuleUserOptionsResult_Fragment
  | EnvelopeFields_AlertRulesCountResult_Fragment
  | EnvelopeFields_AlertRulesResult_Fragment
  | EnvelopeFields_AlertSummaryReportResult_Fragment
  | EnvelopeFields_AllowanceFleetTasksResult_Fragment
  | EnvelopeFields_ApiKeyCallsResult_Fragment
  | EnvelopeFields_ApiKeysResult_Fragment
  | EnvelopeFields_AuditEventsResult_Fragment
  | EnvelopeFields_BackToVsmsV1Result_Fragment
  | EnvelopeFields_BasicResult_Fragment
  | EnvelopeFields_CompanyCategoriesResult_Fragment
  | EnvelopeFields_CompanyCategoryResult_Fragment
  | EnvelopeFields_CompanyMapAreaResult_Fragment
  | EnvelopeFields_CompanyResult_Fragment
  | EnvelopeFields_CompanyRolesResult_Fragment
  | EnvelopeFields_CompanyTicketNoticesResult_Fragment
  | EnvelopeFields_CompanyTicketResult_Fragment
  | EnvelopeFields_CompanyTicketsResult_Fragment
  | EnvelopeFields_CompanyUsersResult_Fragment
  | EnvelopeFields_ControlTowerCountsResult_Fragment
  | EnvelopeFields_ControlTowerExceptionResult_Fragment
  | EnvelopeFields_ControlTowerExceptionsResult_Fragment
  | EnvelopeFields_ControlTowerSettingsResult_Fragment
  | EnvelopeFields_CostEntriesResult_Fragment
  | EnvelopeFields_CostEntryResult_Fragment
  | EnvelopeFields_CostSummaryResult_Fragment
  | EnvelopeFields_CreateAlertRulesResult_Fragment
  | EnvelopeFields_CreateTemporaryLiveViewResult_Fragment
  | EnvelopeFields_CreatedApiKeyResult_Fragment
  | EnvelopeFields_CreatedWebhookResult_Fragment
  | EnvelopeFields_DeleteBankAccountResult_Fragment
  | EnvelopeFields_DeleteLandMeasurementResult_Fragment
  | EnvelopeFields_DeleteVehicleResult_Fragment
  | EnvelopeFields_DeliveryOrderResult_Fragment
  | EnvelopeFields_DeliveryOrdersResult_Fragment
  | EnvelopeFields_DeliveryReportResult_Fragment
  | EnvelopeFields_DeliveryRequestResult_Fragment
  | EnvelopeFields_DeliveryRequestsResult_Fragment
  | EnvelopeFields_DeliveryTemplateResult_Fragment
  | EnvelopeFields_DeliveryTemplatesResult_Fragment
  | EnvelopeFields_DeviceCommandResult_Fragment
  | EnvelopeFields_DeviceCommandsResult_Fragment
  | EnvelopeFields_DeviceMovesResult_Fragment
  | EnvelopeFields_DeviceResult_Fragment
  | EnvelopeFields_DevicesResult_Fragment
  | EnvelopeFields_DocumentResult_Fragment
  | EnvelopeFields_DocumentSettingsResult_Fragment
  | EnvelopeFields_DocumentsResult_Fragment
  | EnvelopeFields_DownloadVideoHistoriesResult_Fragment
  | EnvelopeFields_DriverAllowanceBalancesResult_Fragment
  | EnvelopeFields_DriverAllowanceDetailResult_Fragment
  | EnvelopeFields_DriverAllowanceResult_Fragment
  | EnvelopeFields_DriverAllowancesResult_Fragment
  | EnvelopeFields_DriverAssignmentResult_Fragment
  | EnvelopeFields_DriverAssignmentsResult_Fragment
  | EnvelopeFields_DriverCallLogResult_Fragment
  | EnvelopeFields_DriverResult_Fragment
  | EnvelopeFields_DriverScoreReportResult_Fragment
  | EnvelopeFields_DriverScoreResult_Fragment
  | EnvelopeFields_DriverScoresResult_Fragment
  | EnvelopeFields_DriversResult_Fragment
  | EnvelopeFields_EmailMessagesResult_Fragment
  | EnvelopeFields_EndDriverCallResult_Fragment
  | EnvelopeFields_EndedSessionsResult_Fragment
  | EnvelopeFields_EtollCardResult_Fragment
  | EnvelopeFields_EtollCardsResult_Fragment
  | EnvelopeFields_FleetAvailabilityResult_Fragment
  | EnvelopeFields_FleetSummaryResult_Fragment
  | EnvelopeFields_FleetTaskResult_Fragment
  | EnvelopeFields_FleetTasksResult_Fragment
  | EnvelopeFields_FuelCalibrationResult_Fragment
  | EnvelopeFields_FuelReportResult_Fragment
  | EnvelopeFields_FuelTypesResult_Fragment
  | EnvelopeFields_GeneratedDeliveryOrdersResult_Fragment
  | EnvelopeFields_GeofenceResult_Fragment
  | EnvelopeFields_GeofenceVisitReportResult_Fragment
  | EnvelopeFields_GeofencesResult_Fragment
  | EnvelopeFields_IdentityResult_Fragment
  | EnvelopeFields_InvoiceCustomerDefaultsResult_Fragment
  | EnvelopeFields_InvoiceResult_Fragment
  | EnvelopeFields_InvoiceSettingsResult_Fragment
  | EnvelopeFields_InvoiceableOrdersResult_Fragment
  | EnvelopeFields_InvoicesResult_Fragment
  | EnvelopeFields_LandMeasurementResult_Fragment
  | EnvelopeFields_LandMeasurementTrackResult_Fragment
  | EnvelopeFields_LandMeasurementsResult_Fragment
  | EnvelopeFields_MediaRequestResult_Fragment
  | EnvelopeFields_MyDriverHomeResult_Fragment
  | EnvelopeFields_MyFleetTasksResult_Fragment
  | EnvelopeFields_NewModulesResult_Fragment
  | EnvelopeFields_NotificationLogResult_Fragment
  | EnvelopeFields_PasskeyRegistrationOptionsResult_Fragment
  | EnvelopeFields_PasskeysResult_Fragment
  | EnvelopeFields_PayloadResult_Fragment
  | EnvelopeFields_PodRequirementsResult_Fragment
  | EnvelopeFields_ProfileResult_Fragment
  | EnvelopeFields_PushPublicKeyResult_Fragment
  | EnvelopeFields_RateCardResult_Fragment
  | EnvelopeFields_RateCardsResult_Fragment
  | EnvelopeFields_RawAlertResult_Fragment
  | EnvelopeFields_RawAlertsLightResult_Fragment
  | EnvelopeFields_RawAlertsResult_Fragment
  | EnvelopeFields_RecordedVideosResult_Fragment
  | EnvelopeFields_RecoveryCodesResult_Fragment
  | EnvelopeFields_ReferCompanyResult_Fragment
  | EnvelopeFields_ReferralProgramResult_Fragment
  | EnvelopeFields_ReminderRecipientOptionsResult_Fragment
  | EnvelopeFields_ReminderSettingsResult_Fragment
  | EnvelopeFields_ReportMyPositionsResult_Fragment
  | EnvelopeFields_RetentionSettingsResult_Fragment
  | EnvelopeFields_RouteHistoryResult_Fragment
  | EnvelopeFields_RoutePlanResult_Fragment
  | EnvelopeFields_RoutePlansResult_Fragment
  | EnvelopeFields_SalesOrderResult_Fragment
  | EnvelopeFields_SalesOrdersResult_Fragment
  | EnvelopeFields_ScheduleOccurrencesResult_Fragment
  | EnvelopeFields_ScheduledReportPeopleResult_Fragment
  | EnvelopeFields_ScheduledReportResult_Fragment
  | EnvelopeFields_ScheduledReportRunResult_Fragment
  | EnvelopeFields_ScheduledReportRunsResult_Fragment
  | EnvelopeFields_ScheduledReportsResult_Fragment
  | EnvelopeFields_SentRemindersResult_Fragment
  | EnvelopeFields_ServiceOrderResult_Fragment
  | EnvelopeFields_ServiceOrdersResult_Fragment
  | EnvelopeFields_ServicePlanItemsResult_Fragment
  | EnvelopeFields_ServicePlanResult_Fragment
  | EnvelopeFields_ServicePlansResult_Fragment
  | EnvelopeFields_SetPasswordLinkResult_Fragment
  | EnvelopeFields_SsoSettingsResult_Fragment
  | EnvelopeFields_StopReportResult_Fragment
  | EnvelopeFields_TcoSummaryResult_Fragment
  | EnvelopeFields_TemporaryLiveViewResult_Fragment
  | EnvelopeFields_TemporaryLiveViewsPaginatedResult_Fragment
  | EnvelopeFields_TotalImportantAlertsResult_Fragment
  | EnvelopeFields_TotpEnrolmentResult_Fragment
  | EnvelopeFields_TripReportResult_Fragment
  | EnvelopeFields_TwoFactorStatusResult_Fragment
  | EnvelopeFields_UnavailabilityResult_Fragment
  | EnvelopeFields_UpdateVehiclesResult_Fragment
  | EnvelopeFields_UpsertRawAlertsActionResult_Fragment
  | EnvelopeFields_UserSessionsResult_Fragment
  | EnvelopeFields_UtilisationReportResult_Fragment
  | EnvelopeFields_VehicleAuditLogsResult_Fragment
  | EnvelopeFields_VehicleMetersResult_Fragment
  | EnvelopeFields_VehicleOwnershipCostResult_Fragment
  | EnvelopeFields_VehicleResult_Fragment
  | EnvelopeFields_VehicleStatusesResult_Fragment
  | EnvelopeFields_VehicleTypeResult_Fragment
  | EnvelopeFields_VehicleTypesResult_Fragment
  | EnvelopeFields_VehicleVideosResult_Fragment
  | EnvelopeFields_VehiclesFilterResult_Fragment
  | EnvelopeFields_VehiclesPaginatedResult_Fragment
  | EnvelopeFields_VehiclesResult_Fragment
  | EnvelopeFields_VgroupResult_Fragment
  | EnvelopeFields_VgroupsResult_Fragment
  | EnvelopeFields_VideoFileListUpdateResult_Fragment
  | EnvelopeFields_VideoUsageResult_Fragment
  | EnvelopeFields_VideoViewsResult_Fragment
  | EnvelopeFields_WebhookDeliveriesResult_Fragment
  | EnvelopeFields_WebhookTestResult_Fragment
  | EnvelopeFields_WebhooksResult_Fragment
  | EnvelopeFields_WhatsAppMessageResult_Fragment
  | EnvelopeFields_WhatsAppMessagesResult_Fragment
  | EnvelopeFields_WhatsappConversationReadResult_Fragment
  | EnvelopeFields_WhatsappConversationResult_Fragment
  | EnvelopeFields_WhatsappConversationsResult_Fragment
  | EnvelopeFields_WhatsappInboxCountsResult_Fragment
  | EnvelopeFields_WhatsappInboxNoticesResult_Fragment
;

export type NewModulesQueryVariables = Exact<{ [key: string]: never; }>;


export type NewModulesQuery = { newModules: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ path: string, newUntil: string }> | null } };

export type LiveFleetQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveFleetQuery = { vehicles: { isSuccessful: boolean, message: string, data: Array<{ id: number, licensePlate: string, hullNo: string | null, imei: string | null, device: { vendorType: string } | null, driver1: { fullname: string } | null, vehicleType: { manufacturer: string, model: string, type: string } | null, vehicleStatus: { latitude: number, longitude: number, motionStatus: string, lastPacket: string, fixTime: string, speed: number, course: number | null, ignition: boolean | null, temperature: number | null, fuel: number | null, address: string | null } | null }> | null } };

export type IdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityQuery = { identity: { isSuccessful: boolean, message: string, errorCode: string | null, errorName: string | null, status: number, data: { userId: number, name: string, email: string | null, phoneNo: string | null, companyId: number, companyName: string, timeZone: string, isDriver: boolean, isPlatformAdmin: boolean, legacyAppUrl: string | null, accessRight: Array<string>, language: string, setupNotifCompleted: boolean, featureFlags: Array<{ key: string, enabled: boolean }>, motionTimeouts: { idleMinutes: number, parkMinutes: number, offlineMinutes: number } } | null } };

export type UpdateMyLanguageMutationVariables = Exact<{
  input: UpdateMyLanguageInput;
}>;


export type UpdateMyLanguageMutation = { updateMyLanguage: { isSuccessful: boolean, message: string } };

export type CompanyTicketNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyTicketNoticesQuery = { companyTicketNotices: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ ticketId: number, code: string, companyName: string, subject: string, status: string, lastActivityOn: string, forPlatform: boolean }> | null } };

export type WhatsappInboxNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type WhatsappInboxNoticesQuery = { whatsappInboxNotices: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: Array<{ conversationId: number, contactLabel: string, linkName: string, deliveryOrderCode: string | null, lastMessage: string | null, waitingSince: string }> | null } };

export type WhatsAppResendMutationVariables = Exact<{
  input: ResendWhatsAppMessageInput;
}>;


export type WhatsAppResendMutation = { resendWhatsAppMessage: { isSuccessful: boolean, message: string, errorName: string | null, status: number, data: { id: number, status: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AlertCenterRawAlertFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertCenterRawAlertFields on RawAlert {
  rawAlertId
  id
  alertCode
  alertRuleIds
  alert {
    iconUrl
    descriptionIdn
    descriptionEng
  }
  isResolved
  createdOn
  alertData
  formattedAlertData
  latitude
  longitude
  address
  addressNear {
    name
    metres
  }
  mapUrl
  shouldHaveMedia
  isUrgent
  isImportant
  autoPopup
  isRead
  isFalseAlert
  form {
    reason
    others
  }
  note
  vehicleId
  licensePlate
  driverName
  callState {
    isHaveVoip
    deviceType
  }
  sourceDeviceCategory
  sourceDeviceType
  foData {
    location
    totalDurationMinutes
    targetTime
    actualTime
    destination
    distanceKm
    targetArrival
    estimatedArrival
    plannedActivityMinutes
  }
}
    `, {"fragmentName":"AlertCenterRawAlertFields"}) as unknown as TypedDocumentString<AlertCenterRawAlertFieldsFragment, unknown>;
export const AlertCodeInfoFragmentDoc = new TypedDocumentString(`
    fragment AlertCodeInfo on AlertCode {
  alertCode
  descriptionIdn
  descriptionEng
  iconUrl
}
    `, {"fragmentName":"AlertCodeInfo"}) as unknown as TypedDocumentString<AlertCodeInfoFragment, unknown>;
export const RawAlertRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment RawAlertRowFields on RawAlert {
  rawAlertId
  id
  alertCode
  alert {
    ...AlertCodeInfo
  }
  createdOn
  isResolved
  isFalseAlert
  isUrgent
  isImportant
  isRead
  licensePlate
  vehicleId
  driverName
  driver {
    userId
    fullname
  }
  formattedAlertData
  address
  addressNear {
    name
    metres
  }
  latitude
  longitude
}
    fragment AlertCodeInfo on AlertCode {
  alertCode
  descriptionIdn
  descriptionEng
  iconUrl
}`, {"fragmentName":"RawAlertRowFields"}) as unknown as TypedDocumentString<RawAlertRowFieldsFragment, unknown>;
export const RawAlertDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment RawAlertDetailFields on RawAlert {
  ...RawAlertRowFields
  alert {
    ...AlertCodeInfo
    fullDescriptionIdn
    fullDescriptionEng
  }
  resolvedOn
  resolver {
    userId
    fullname
  }
  alertData
  geofences {
    geofenceId
    fenceName
  }
  sourceDeviceCategory
  sourceDeviceType
  form {
    reason
    others
  }
  note
  shouldHaveMedia
  callState {
    isHaveVoip
    deviceType
  }
  userLogs {
    typeField
    data
    note
    createdOn
    userId
    user {
      userId
      fullname
    }
  }
}
    fragment AlertCodeInfo on AlertCode {
  alertCode
  descriptionIdn
  descriptionEng
  iconUrl
}
fragment RawAlertRowFields on RawAlert {
  rawAlertId
  id
  alertCode
  alert {
    ...AlertCodeInfo
  }
  createdOn
  isResolved
  isFalseAlert
  isUrgent
  isImportant
  isRead
  licensePlate
  vehicleId
  driverName
  driver {
    userId
    fullname
  }
  formattedAlertData
  address
  addressNear {
    name
    metres
  }
  latitude
  longitude
}`, {"fragmentName":"RawAlertDetailFields"}) as unknown as TypedDocumentString<RawAlertDetailFieldsFragment, unknown>;
export const AlertRuleTemplateCodeFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {
  alertCode
  descriptionIdn
  descriptionEng
  isAlreadyActive
}
    `, {"fragmentName":"AlertRuleTemplateCodeFields"}) as unknown as TypedDocumentString<AlertRuleTemplateCodeFieldsFragment, unknown>;
export const AlertRuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertRuleFields on AlertRule {
  alertRuleId
  label
  alertCode
  isActive
  createdOn
  maxThreshold
  minThreshold
  minThresholdTime
  withSchedule
  startTime
  endTime
  dayOfWeek
  withGeofence
  isInsideGeofence
  alertUrgencyType
  alertCountThreshold
  alertCountWindow
  autoPopup
  notifyContacts
  totalVehicles
  totalVgroups
  totalUsers
  contactRecipients {
    contactId
    label
    phoneNumber
    email
  }
  geofences {
    geofenceId
    fenceName
  }
  vehicles {
    id
    licensePlate
  }
  users {
    userId
    fullname
  }
  vgroups {
    id
    name
  }
  alert {
    alertCode
    descriptionIdn
    descriptionEng
    iconUrl
  }
}
    `, {"fragmentName":"AlertRuleFields"}) as unknown as TypedDocumentString<AlertRuleFieldsFragment, unknown>;
export const CompanyTicketRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyTicketRowFields on CompanyTicket {
  id
  code
  companyName
  category
  priority
  status
  subject
  referenceLabel
  unreadByCompany
  marketplaceItemId
  createdByName
  createdOn
  lastActivityOn
}
    `, {"fragmentName":"CompanyTicketRowFields"}) as unknown as TypedDocumentString<CompanyTicketRowFieldsFragment, unknown>;
export const CompanyTicketDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
    `, {"fragmentName":"CompanyTicketDetailFields"}) as unknown as TypedDocumentString<CompanyTicketDetailFieldsFragment, unknown>;
export const DriverAllowanceFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverAllowanceFields on DriverAllowance {
  allowanceId
  vehicleId
  licensePlate
  driverId
  driverName
  fleetTaskId
  fleetTaskCode
  purpose
  amount
  paidOn
  note
  status
  spent
  expenseCount
  variance
  direction
  closedOn
}
    `, {"fragmentName":"DriverAllowanceFields"}) as unknown as TypedDocumentString<DriverAllowanceFieldsFragment, unknown>;
export const CostEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CostEntryFields on CostEntry {
  costEntryId
  vehicleId
  licensePlate
  category
  spentAt
  amount
  litres
  pricePerLitre
  station
  etollCard
  odometerKm
  description
  fromAllowance
}
    `, {"fragmentName":"CostEntryFields"}) as unknown as TypedDocumentString<CostEntryFieldsFragment, unknown>;
export const FuelCalibrationFieldsFragmentDoc = new TypedDocumentString(`
    fragment FuelCalibrationFields on FuelCalibration {
  vehicleId
  licensePlate
  capacityLitres
  points {
    sensor
    litres
  }
  updatedOn
}
    `, {"fragmentName":"FuelCalibrationFields"}) as unknown as TypedDocumentString<FuelCalibrationFieldsFragment, unknown>;
export const DeliveryOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryOrderFields on DeliveryOrder {
  deliveryOrderId
  code
  status
  customerName
  billedCustomerName
  shipmentNumber
  notes
  fleetTaskId
  salesOrderCode
  totalWeightKg
  totalVolumeM3
  createdOn
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  pickupWindow {
    start
    end
  }
  deliveryWindow {
    start
    end
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
  customFields {
    key
    value
  }
  requiredSkills
  priority
}
    `, {"fragmentName":"DeliveryOrderFields"}) as unknown as TypedDocumentString<DeliveryOrderFieldsFragment, unknown>;
export const DeliveryRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryRequestFields on DeliveryRequest {
  deliveryRequestId
  code
  status
  requesterKind
  requesterName
  requesterPhone
  notes
  rejectionReason
  deliveryOrderId
  deliveryOrderCode
  deliveryOrderStatus
  decidedOn
  createdOn
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  deliveryWindow {
    start
    end
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
}
    `, {"fragmentName":"DeliveryRequestFields"}) as unknown as TypedDocumentString<DeliveryRequestFieldsFragment, unknown>;
export const SalesOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment SalesOrderFields on SalesOrder {
  salesOrderId
  code
  status
  customerName
  billedCustomerName
  orderDate
  notes
  requiredSkills
  priority
  totalPrice
  createdOn
  requestedDeliveryWindow {
    start
    end
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  lines {
    lineNo
    name
    quantity
    weightKg
    volumeM3
    unitPrice
    shippedQuantity
    remainingQuantity
  }
  deliveryOrders {
    deliveryOrderId
    code
    status
    lines {
      lineNo
      quantity
    }
  }
}
    `, {"fragmentName":"SalesOrderFields"}) as unknown as TypedDocumentString<SalesOrderFieldsFragment, unknown>;
export const DeliveryTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryTemplateFields on DeliveryTemplate {
  deliveryTemplateId
  name
  status
  customerName
  notes
  requiredSkills
  priority
  startsOn
  endsOn
  horizonDays
  skipHolidays
  defaultVehicleId
  defaultDriverId
  nextOccurrences
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
  pickupWindow {
    start
    end
  }
  deliveryWindow {
    start
    end
  }
  schedule {
    kind
    weekdays
    monthDays
    rrule
  }
  orders {
    runDate
    deliveryOrderId
    code
    status
  }
}
    `, {"fragmentName":"DeliveryTemplateFields"}) as unknown as TypedDocumentString<DeliveryTemplateFieldsFragment, unknown>;
export const DriverScoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverScoreFields on DriverScore {
  driverId
  driver {
    userId
    fullname
    isActive
    phoneNo
  }
  totalAlert
  finalGrade
  score
  lastSync
  totalDriven {
    distanceKm
    drivingSeconds
  }
  harshAccel
  harshAccelScore
  harshBrake
  harshBrakeScore
  sharpturn
  sharpturnScore
  overspeed
  overspeedScore
  exceededParkingTime
  exceededParkingTimeScore
  exceededIdleTime
  exceededIdleTimeScore
  yawn
  yawnScore
  distraction
  distractionScore
  smoking
  smokingScore
  phoneCalling
  phoneCallingScore
  eyeClosed
  eyeClosedScore
  missingFace
  missingFaceScore
}
    `, {"fragmentName":"DriverScoreFields"}) as unknown as TypedDocumentString<DriverScoreFieldsFragment, unknown>;
export const ServicePlanItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServicePlanItemFields on ServicePlanItem {
  servicePlanItemId
  servicePlanId
  planName
  vehicleId
  licensePlate
  name
  intervalKm
  intervalHours
  intervalDays
  noticeKm
  noticeHours
  noticeDays
  lastServiceDay
  lastServiceOdometerKm
  odometerKm
  engineHours
  status
  dueOdometerKm
  dueEngineHours
  dueDay
  remainingKm
  remainingHours
  remainingDays
  projectedDueDay
}
    `, {"fragmentName":"ServicePlanItemFields"}) as unknown as TypedDocumentString<ServicePlanItemFieldsFragment, unknown>;
export const ServiceOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServiceOrderFields on ServiceOrder {
  serviceOrderId
  code
  status
  vehicleId
  licensePlate
  location
  workshopName
  personInCharge
  scheduledDay
  planItems {
    servicePlanItemId
    name
  }
  extraServices
  costLines {
    kind
    name
    quantity
    unitPrice
  }
  totalCost
  notes
  finishedOdometerKm
  finishedOn
  createdOn
}
    `, {"fragmentName":"ServiceOrderFields"}) as unknown as TypedDocumentString<ServiceOrderFieldsFragment, unknown>;
export const MasterDeviceFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterDeviceFields on Device {
  id
  imei
  vendorType
  phoneNo
  deviceName
  status
  slot
  lastPacket
  activeOn
  vehicle {
    id
    licensePlate
  }
}
    `, {"fragmentName":"MasterDeviceFields"}) as unknown as TypedDocumentString<MasterDeviceFieldsFragment, unknown>;
export const MasterDeviceMoveFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterDeviceMoveFields on DeviceMove {
  id
  fromLicensePlate
  toLicensePlate
  movedAt
  movedBy {
    userId
    fullname
  }
}
    `, {"fragmentName":"MasterDeviceMoveFields"}) as unknown as TypedDocumentString<MasterDeviceMoveFieldsFragment, unknown>;
export const MasterDriverFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterDriverFields on Driver {
  userId
  fullname
  email
  phoneNo
  isActive
  driverCardId
}
    `, {"fragmentName":"MasterDriverFields"}) as unknown as TypedDocumentString<MasterDriverFieldsFragment, unknown>;
export const MasterDriverAssignmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterDriverAssignmentFields on DriverAssignment {
  id
  vehicleId
  licensePlate
  driverId
  driver {
    userId
    fullname
  }
  slot
  startedAt
  endedAt
}
    `, {"fragmentName":"MasterDriverAssignmentFields"}) as unknown as TypedDocumentString<MasterDriverAssignmentFieldsFragment, unknown>;
export const MasterGeofenceFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterGeofenceFields on Geofence {
  geofenceId
  fenceName
  type
  circData {
    lat
    lng
    radius
  }
  polyData
  minLat
  maxLat
  minLng
  maxLng
  ownership
  address
  category
  isGarage
  isServiceLoc
  isBillingAddr
  isDepot
  isAlert
  hasRelation
  updatedOn
}
    `, {"fragmentName":"MasterGeofenceFields"}) as unknown as TypedDocumentString<MasterGeofenceFieldsFragment, unknown>;
export const MasterVehicleTypeFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterVehicleTypeFields on VehicleType {
  vehicleTypeId
  isActive
  manufacturer
  model
  type
  category
  transmissionType
  fuelTypeId
  fuelType {
    fuelTypeId
    name
  }
  tonnage
  volume
  fuelEfficiency
  hasRelation
  formattedVehicleType
}
    `, {"fragmentName":"MasterVehicleTypeFields"}) as unknown as TypedDocumentString<MasterVehicleTypeFieldsFragment, unknown>;
export const MasterVehicleFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterVehicleFields on Vehicle {
  id
  licensePlate
  hullNo
  vehicleTypeId
  driver1Id
  driver2Id
  tonnage
  volume
  fuelCapacity
  odometer
  status
  year
  imei
  skills
  phoneTracking
  updatedOn
  vehicleType {
    vehicleTypeId
    formattedVehicleType
  }
  driver1 {
    userId
    fullname
  }
  driver2 {
    userId
    fullname
  }
  device {
    id
    imei
    vendorType
    model
    lenientFraming
    phoneNo
  }
  cameraDevice {
    id
    imei
    vendorType
  }
  vehicle2Vgroup {
    id
    name
  }
}
    `, {"fragmentName":"MasterVehicleFields"}) as unknown as TypedDocumentString<MasterVehicleFieldsFragment, unknown>;
export const MasterVgroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment MasterVgroupFields on Vgroup {
  id
  name
  totalVehicle
  vehicleIds
  vehicles {
    id
    licensePlate
  }
}
    `, {"fragmentName":"MasterVgroupFields"}) as unknown as TypedDocumentString<MasterVgroupFieldsFragment, unknown>;
export const DownloadVideoHistoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment DownloadVideoHistoryFields on DownloadVideoHistory {
  id
  vehicleId
  rawAlertId
  channel
  startTime
  endTime
  status
  fileSize
  contentType
  url
  failureReason
  createdOn
  updatedOn
}
    `, {"fragmentName":"DownloadVideoHistoryFields"}) as unknown as TypedDocumentString<DownloadVideoHistoryFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on Profile {
  name
  email
  phoneNo
  language
  reminderMinutes
  lastReminder
  reminderDue
}
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on UserSession {
  id
  browser
  os
  deviceType
  ip
  createdOn
  lastSeenOn
  isCurrent
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const RoutePlanStopFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoutePlanStopFields on RoutePlanStop {
  stopId
  deliveryOrderId
  deliveryOrderCode
  customerName
  address
  lat
  lng
  weightKg
  volumeM3
  window {
    start
    end
  }
  position
  arrival
  departure
  late
  unassignedReason
  requiredSkills
  missingSkills
  priority
}
    `, {"fragmentName":"RoutePlanStopFields"}) as unknown as TypedDocumentString<RoutePlanStopFieldsFragment, unknown>;
export const RoutePlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoutePlanFields on RoutePlan {
  routePlanId
  code
  status
  day
  depot {
    address
    lat
    lng
  }
  shiftStart
  shiftEnd
  detourFactor
  speedKmh
  serviceMinutes
  travelSource
  travelFallback
  travelSamples
  traffic
  timeLimitSeconds
  solveMs
  distanceKm
  createdOn
  acceptedOn
  breakRule {
    afterMinutes
    minutes
  }
  balanceRoutes
  routes {
    routeId
    sequence
    vehicleId
    licensePlate
    driverId
    capacityKg
    capacityM3
    skills
    distanceKm
    loadKg
    loadM3
    returnAt
    violations
    breaks {
      start
      end
    }
    fleetTaskId
    fleetTaskCode
    stops {
      ...RoutePlanStopFields
    }
  }
  unassigned {
    ...RoutePlanStopFields
  }
}
    fragment RoutePlanStopFields on RoutePlanStop {
  stopId
  deliveryOrderId
  deliveryOrderCode
  customerName
  address
  lat
  lng
  weightKg
  volumeM3
  window {
    start
    end
  }
  position
  arrival
  departure
  late
  unassignedReason
  requiredSkills
  missingSkills
  priority
}`, {"fragmentName":"RoutePlanFields"}) as unknown as TypedDocumentString<RoutePlanFieldsFragment, unknown>;
export const CompanySettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanySettingsFields on Company {
  id
  name
  idleTimeout
  parkTimeout
  offlineTimeout
  fuelGainAlert
  fuelLossAlert
  arrivalSoonMinutes
  arrivalSoonMeters
  arrivalRadiusMeters
  stopArrivalRadiusMeters
  stopDwellSeconds
  fleetLateToleranceMinutes
  fleetLongStopMinutes
  fleetOffRouteMeters
  maxActiveCalls
  timeZone
  dsBase
  dsIntervalType
  dsInitialInterval
  dsInitialBonus
  dsInterval
  dsBonus
  dsCostBrake
  dsCostAccel
  dsCostOverspeed
  dsCostSharpturn
  dsMinScoreA
  dsMinScoreB
  dsMinScoreC
  dsMinScoreD
  bankAccounts {
    bankAccountId
    bankName
    accountName
    accountNo
    isDefault
  }
  trackFilters {
    invalidEnabled
    zeroEnabled
    futureEnabled
    futureMinutes
    pastEnabled
    pastHours
    accuracyEnabled
    accuracyMaxMeters
    accuracyMaxHdop
    duplicateEnabled
    jumpEnabled
    jumpMaxKmh
    driftEnabled
    minPeriodEnabled
    minPeriodSeconds
    minDistanceEnabled
    minDistanceMeters
  }
}
    `, {"fragmentName":"CompanySettingsFields"}) as unknown as TypedDocumentString<CompanySettingsFieldsFragment, unknown>;
export const TemporaryLiveViewListFieldsFragmentDoc = new TypedDocumentString(`
    fragment TemporaryLiveViewListFields on TemporaryLiveView {
  temporaryLvId
  name
  note
  duration
  createdOn
  expiresOn
  status
  accessToken
  shortKey
  vehicleCount
  contactCount
  openCount
  lastOpenedOn
}
    `, {"fragmentName":"TemporaryLiveViewListFields"}) as unknown as TypedDocumentString<TemporaryLiveViewListFieldsFragment, unknown>;
export const TemporaryLiveViewContactFieldsFragmentDoc = new TypedDocumentString(`
    fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {
  contactId
  label
  phoneNumber
  createdOn
  createdBy
  link
  openCount
  lastOpenedOn
  location {
    name
    fullName
    lat
    lng
    type
    id {
      masterDataValue
      googleValue
    }
    address {
      lat
      lng
    }
  }
  lastMessage {
    messageId
    status
    lastError
    updatedOn
    kind
  }
}
    `, {"fragmentName":"TemporaryLiveViewContactFields"}) as unknown as TypedDocumentString<TemporaryLiveViewContactFieldsFragment, unknown>;
export const EnvelopeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}
    `, {"fragmentName":"EnvelopeFields"}) as unknown as TypedDocumentString<EnvelopeFieldsFragment, unknown>;
export const AlertCenterRawAlertsDocument = new TypedDocumentString(`
    query AlertCenterRawAlerts($filter: RawAlertsFilter) {
  rawAlerts(filter: $filter) {
    ...EnvelopeFields
    rawAlerts {
      data {
        ...AlertCenterRawAlertFields
      }
      pagination {
        total
        page
        show
      }
    }
  }
}
    fragment AlertCenterRawAlertFields on RawAlert {
  rawAlertId
  id
  alertCode
  alertRuleIds
  alert {
    iconUrl
    descriptionIdn
    descriptionEng
  }
  isResolved
  createdOn
  alertData
  formattedAlertData
  latitude
  longitude
  address
  addressNear {
    name
    metres
  }
  mapUrl
  shouldHaveMedia
  isUrgent
  isImportant
  autoPopup
  isRead
  isFalseAlert
  form {
    reason
    others
  }
  note
  vehicleId
  licensePlate
  driverName
  callState {
    isHaveVoip
    deviceType
  }
  sourceDeviceCategory
  sourceDeviceType
  foData {
    location
    totalDurationMinutes
    targetTime
    actualTime
    destination
    distanceKm
    targetArrival
    estimatedArrival
    plannedActivityMinutes
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertCenterRawAlertsQuery, AlertCenterRawAlertsQueryVariables>;
export const AlertCenterRawAlertDocument = new TypedDocumentString(`
    query AlertCenterRawAlert($filter: RawAlertFilter!) {
  rawAlert(filter: $filter) {
    ...EnvelopeFields
    data {
      ...AlertCenterRawAlertFields
    }
  }
}
    fragment AlertCenterRawAlertFields on RawAlert {
  rawAlertId
  id
  alertCode
  alertRuleIds
  alert {
    iconUrl
    descriptionIdn
    descriptionEng
  }
  isResolved
  createdOn
  alertData
  formattedAlertData
  latitude
  longitude
  address
  addressNear {
    name
    metres
  }
  mapUrl
  shouldHaveMedia
  isUrgent
  isImportant
  autoPopup
  isRead
  isFalseAlert
  form {
    reason
    others
  }
  note
  vehicleId
  licensePlate
  driverName
  callState {
    isHaveVoip
    deviceType
  }
  sourceDeviceCategory
  sourceDeviceType
  foData {
    location
    totalDurationMinutes
    targetTime
    actualTime
    destination
    distanceKm
    targetArrival
    estimatedArrival
    plannedActivityMinutes
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertCenterRawAlertQuery, AlertCenterRawAlertQueryVariables>;
export const AlertCenterTotalsDocument = new TypedDocumentString(`
    query AlertCenterTotals($filter: TotalImportantAlertsFilter) {
  totalImportantAlerts(filter: $filter) {
    ...EnvelopeFields
    data {
      alertUrgencyType
      unresolved
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertCenterTotalsQuery, AlertCenterTotalsQueryVariables>;
export const AlertCenterPayloadDocument = new TypedDocumentString(`
    query AlertCenterPayload($filter: PayloadFilter) {
  payload(filter: $filter) {
    ...EnvelopeFields
    data {
      payload {
        userId
        companyId
        channels
      }
      subscribedAlertRules {
        urgentAlertRules
        importantAlertRules
        autoPopupAlertRules
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertCenterPayloadQuery, AlertCenterPayloadQueryVariables>;
export const AlertCodeOptionsDocument = new TypedDocumentString(`
    query AlertCodeOptions($filter: AlertCodesFilter) {
  alertCodesPaginated(filter: $filter) {
    ...EnvelopeFields
    data {
      alertCode
      descriptionIdn
      descriptionEng
      iconUrl
      enabledInRule
      alertCategories {
        alertCategoryId
        categoryIdn
        categoryEng
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertCodeOptionsQuery, AlertCodeOptionsQueryVariables>;
export const AlertVehicleOptionsDocument = new TypedDocumentString(`
    query AlertVehicleOptions {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertVehicleOptionsQuery, AlertVehicleOptionsQueryVariables>;
export const UpsertRawAlertsActionDocument = new TypedDocumentString(`
    mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
  upsertRawAlertsAction(input: $input) {
    ...EnvelopeFields
    aggregate {
      updatedAlerts
      updatedAlertStatuses
      insertedAlertLogs
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpsertRawAlertsActionMutation, UpsertRawAlertsActionMutationVariables>;
export const NotificationLogDocument = new TypedDocumentString(`
    query NotificationLog($filter: RawAlertUserLogsFilter) {
  notificationLog(filter: $filter) {
    ...EnvelopeFields
    notificationLog {
      data {
        id
        typeField
        data
        note
        createdOn
        user {
          userId
          fullname
        }
        rawAlert {
          rawAlertId
          id
          licensePlate
          alert {
            descriptionIdn
            descriptionEng
            iconUrl
          }
        }
      }
      pagination {
        total
        page
        show
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<NotificationLogQuery, NotificationLogQueryVariables>;
export const NotificationRawAlertsDocument = new TypedDocumentString(`
    query NotificationRawAlerts($filter: RawAlertsFilter) {
  rawAlerts(filter: $filter) {
    ...EnvelopeFields
    rawAlerts {
      data {
        ...RawAlertRowFields
      }
      pagination {
        total
        page
        show
      }
    }
  }
}
    fragment AlertCodeInfo on AlertCode {
  alertCode
  descriptionIdn
  descriptionEng
  iconUrl
}
fragment RawAlertRowFields on RawAlert {
  rawAlertId
  id
  alertCode
  alert {
    ...AlertCodeInfo
  }
  createdOn
  isResolved
  isFalseAlert
  isUrgent
  isImportant
  isRead
  licensePlate
  vehicleId
  driverName
  driver {
    userId
    fullname
  }
  formattedAlertData
  address
  addressNear {
    name
    metres
  }
  latitude
  longitude
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<NotificationRawAlertsQuery, NotificationRawAlertsQueryVariables>;
export const NotificationRawAlertDocument = new TypedDocumentString(`
    query NotificationRawAlert($filter: RawAlertFilter!) {
  rawAlert(filter: $filter) {
    ...EnvelopeFields
    data {
      ...RawAlertDetailFields
    }
  }
}
    fragment AlertCodeInfo on AlertCode {
  alertCode
  descriptionIdn
  descriptionEng
  iconUrl
}
fragment RawAlertRowFields on RawAlert {
  rawAlertId
  id
  alertCode
  alert {
    ...AlertCodeInfo
  }
  createdOn
  isResolved
  isFalseAlert
  isUrgent
  isImportant
  isRead
  licensePlate
  vehicleId
  driverName
  driver {
    userId
    fullname
  }
  formattedAlertData
  address
  addressNear {
    name
    metres
  }
  latitude
  longitude
}
fragment RawAlertDetailFields on RawAlert {
  ...RawAlertRowFields
  alert {
    ...AlertCodeInfo
    fullDescriptionIdn
    fullDescriptionEng
  }
  resolvedOn
  resolver {
    userId
    fullname
  }
  alertData
  geofences {
    geofenceId
    fenceName
  }
  sourceDeviceCategory
  sourceDeviceType
  form {
    reason
    others
  }
  note
  shouldHaveMedia
  callState {
    isHaveVoip
    deviceType
  }
  userLogs {
    typeField
    data
    note
    createdOn
    userId
    user {
      userId
      fullname
    }
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<NotificationRawAlertQuery, NotificationRawAlertQueryVariables>;
export const CompleteNotificationSetupDocument = new TypedDocumentString(`
    mutation CompleteNotificationSetup($input: UpdateCompanyInput!) {
  updateCompany(input: $input) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompleteNotificationSetupMutation, CompleteNotificationSetupMutationVariables>;
export const SettingAlertRuleTemplatesDocument = new TypedDocumentString(`
    query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {
  alertRuleTemplates(filter: $filter) {
    ...EnvelopeFields
    data {
      templateId
      nameIdn
      nameEng
      descriptionIdn
      descriptionEng
      iconUrl
      defaultAlertCodes {
        ...AlertRuleTemplateCodeFields
      }
      additionalAlertCodes {
        ...AlertRuleTemplateCodeFields
      }
    }
  }
}
    fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {
  alertCode
  descriptionIdn
  descriptionEng
  isAlreadyActive
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingAlertRuleTemplatesQuery, SettingAlertRuleTemplatesQueryVariables>;
export const SettingCreateAlertRulesDocument = new TypedDocumentString(`
    mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {
  createAlertRules(input: $input) {
    ...EnvelopeFields
    data {
      alertRuleId
      label
      alertCode
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingCreateAlertRulesMutation, SettingCreateAlertRulesMutationVariables>;
export const SettingAlertRulesDocument = new TypedDocumentString(`
    query SettingAlertRules($filter: AlertRulesFilter) {
  alertRules(filter: $filter) {
    ...EnvelopeFields
    alertRules {
      data {
        ...AlertRuleFields
      }
      pagination {
        total
        page
        show
      }
    }
  }
}
    fragment AlertRuleFields on AlertRule {
  alertRuleId
  label
  alertCode
  isActive
  createdOn
  maxThreshold
  minThreshold
  minThresholdTime
  withSchedule
  startTime
  endTime
  dayOfWeek
  withGeofence
  isInsideGeofence
  alertUrgencyType
  alertCountThreshold
  alertCountWindow
  autoPopup
  notifyContacts
  totalVehicles
  totalVgroups
  totalUsers
  contactRecipients {
    contactId
    label
    phoneNumber
    email
  }
  geofences {
    geofenceId
    fenceName
  }
  vehicles {
    id
    licensePlate
  }
  users {
    userId
    fullname
  }
  vgroups {
    id
    name
  }
  alert {
    alertCode
    descriptionIdn
    descriptionEng
    iconUrl
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingAlertRulesQuery, SettingAlertRulesQueryVariables>;
export const SettingAlertRuleDocument = new TypedDocumentString(`
    query SettingAlertRule($filter: AlertRuleFilter!) {
  alertRule(filter: $filter) {
    ...EnvelopeFields
    data {
      ...AlertRuleFields
    }
  }
}
    fragment AlertRuleFields on AlertRule {
  alertRuleId
  label
  alertCode
  isActive
  createdOn
  maxThreshold
  minThreshold
  minThresholdTime
  withSchedule
  startTime
  endTime
  dayOfWeek
  withGeofence
  isInsideGeofence
  alertUrgencyType
  alertCountThreshold
  alertCountWindow
  autoPopup
  notifyContacts
  totalVehicles
  totalVgroups
  totalUsers
  contactRecipients {
    contactId
    label
    phoneNumber
    email
  }
  geofences {
    geofenceId
    fenceName
  }
  vehicles {
    id
    licensePlate
  }
  users {
    userId
    fullname
  }
  vgroups {
    id
    name
  }
  alert {
    alertCode
    descriptionIdn
    descriptionEng
    iconUrl
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingAlertRuleQuery, SettingAlertRuleQueryVariables>;
export const SettingCreateAlertRuleDocument = new TypedDocumentString(`
    mutation SettingCreateAlertRule($input: AlertRuleInput!) {
  createAlertRule(input: $input) {
    ...EnvelopeFields
    data {
      alertRuleId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingCreateAlertRuleMutation, SettingCreateAlertRuleMutationVariables>;
export const SettingUpdateAlertRuleDocument = new TypedDocumentString(`
    mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {
  updateAlertRule(input: $input) {
    ...EnvelopeFields
    data {
      alertRuleId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingUpdateAlertRuleMutation, SettingUpdateAlertRuleMutationVariables>;
export const SettingDeleteAlertRuleDocument = new TypedDocumentString(`
    mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {
  deleteAlertRule(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingDeleteAlertRuleMutation, SettingDeleteAlertRuleMutationVariables>;
export const SettingUpdateAlertRulesDocument = new TypedDocumentString(`
    mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {
  updateAlertRules(input: $input) {
    ...EnvelopeFields
    count
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingUpdateAlertRulesMutation, SettingUpdateAlertRulesMutationVariables>;
export const SettingDeleteAlertRulesDocument = new TypedDocumentString(`
    mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {
  deleteAlertRules(input: $input) {
    ...EnvelopeFields
    count
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettingDeleteAlertRulesMutation, SettingDeleteAlertRulesMutationVariables>;
export const AlertRuleFormOptionsDocument = new TypedDocumentString(`
    query AlertRuleFormOptions {
  Geofences(filter: {pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    list {
      geofenceId
      fenceName
    }
  }
  vgroups(filter: {pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertRuleFormOptionsQuery, AlertRuleFormOptionsQueryVariables>;
export const AlertRuleUserOptionsDocument = new TypedDocumentString(`
    query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {
  alertRuleUserOptions(filter: $filter) {
    ...EnvelopeFields
    data {
      userId
      fullname
      email
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertRuleUserOptionsQuery, AlertRuleUserOptionsQueryVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  apiKeys {
    ...EnvelopeFields
    data {
      id
      name
      prefix
      accessKeys
      allowedCidrs
      expiresOn
      createdOn
      createdByName
      revokedOn
      lastUsedOn
      lastUsedIp
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const ApiKeyCallsDocument = new TypedDocumentString(`
    query ApiKeyCalls($filter: ApiKeyCallsFilterInput) {
  apiKeyCalls(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      apiKeyId
      keyName
      method
      path
      status
      durationMs
      ip
      calledOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ApiKeyCallsQuery, ApiKeyCallsQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    ...EnvelopeFields
    data {
      id
      secret
      prefix
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($input: ApiKeyIdInput!) {
  revokeApiKey(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AuditEventsDocument = new TypedDocumentString(`
    query AuditEvents($filter: AuditEventsFilter!) {
  auditEvents(filter: $filter) {
    ...EnvelopeFields
    data {
      nextBefore
      events {
        id
        createdOn
        actorUserId
        actorName
        action
        actionLabel
        targetType
        targetLabel
        details
        ip
        userAgent
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AuditEventsQuery, AuditEventsQueryVariables>;
export const MyPasskeysDocument = new TypedDocumentString(`
    query MyPasskeys {
  myPasskeys {
    ...EnvelopeFields
    data {
      id
      name
      createdOn
      lastUsedOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const StartPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation StartPasskeyRegistration {
  startPasskeyRegistration {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
  finishPasskeyRegistration(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const DeletePasskeyDocument = new TypedDocumentString(`
    mutation DeletePasskey($input: DeletePasskeyInput!) {
  deletePasskey(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
export const MyTwoFactorDocument = new TypedDocumentString(`
    query MyTwoFactor {
  myTwoFactor {
    ...EnvelopeFields
    data {
      enabled
      recoveryCodesLeft
      companyRequires
      passkeys
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MyTwoFactorQuery, MyTwoFactorQueryVariables>;
export const StartTotpEnrolmentDocument = new TypedDocumentString(`
    mutation StartTotpEnrolment {
  startTotpEnrolment {
    ...EnvelopeFields
    data {
      secret
      otpauthUri
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmTotpEnrolment($input: ConfirmTotpInput!) {
  confirmTotpEnrolment(input: $input) {
    ...EnvelopeFields
    data {
      codes
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const DisableTotpDocument = new TypedDocumentString(`
    mutation DisableTotp($input: DisableTotpInput!) {
  disableTotp(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DisableTotpMutation, DisableTotpMutationVariables>;
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
  regenerateRecoveryCodes(input: $input) {
    ...EnvelopeFields
    data {
      codes
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const SetCompanyTwoFactorRequiredDocument = new TypedDocumentString(`
    mutation SetCompanyTwoFactorRequired($input: CompanyTwoFactorInput!) {
  setCompanyTwoFactorRequired(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetCompanyTwoFactorRequiredMutation, SetCompanyTwoFactorRequiredMutationVariables>;
export const BackToVsmsV1Document = new TypedDocumentString(`
    mutation BackToVsmsV1($input: BackToVsmsV1Input!) {
  backToVsmsV1(input: $input) {
    isSuccessful
    message
  }
}
    `) as unknown as TypedDocumentString<BackToVsmsV1Mutation, BackToVsmsV1MutationVariables>;
export const CompanyTicketsDocument = new TypedDocumentString(`
    query CompanyTickets($filter: CompanyTicketsFilterInput) {
  companyTickets(filter: $filter) {
    ...EnvelopeFields
    data {
      ...CompanyTicketRowFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment CompanyTicketRowFields on CompanyTicket {
  id
  code
  companyName
  category
  priority
  status
  subject
  referenceLabel
  unreadByCompany
  marketplaceItemId
  createdByName
  createdOn
  lastActivityOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyTicketsQuery, CompanyTicketsQueryVariables>;
export const CompanyTicketDocument = new TypedDocumentString(`
    query CompanyTicket($input: CompanyTicketIdInput!) {
  companyTicket(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanyTicketDetailFields
    }
  }
}
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyTicketQuery, CompanyTicketQueryVariables>;
export const CreateCompanyTicketDocument = new TypedDocumentString(`
    mutation CreateCompanyTicket($input: CreateCompanyTicketInput!) {
  createCompanyTicket(input: $input) {
    ...EnvelopeFields
    data {
      id
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateCompanyTicketMutation, CreateCompanyTicketMutationVariables>;
export const ReplyCompanyTicketDocument = new TypedDocumentString(`
    mutation ReplyCompanyTicket($input: ReplyCompanyTicketInput!) {
  replyCompanyTicket(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanyTicketDetailFields
    }
  }
}
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReplyCompanyTicketMutation, ReplyCompanyTicketMutationVariables>;
export const CloseCompanyTicketDocument = new TypedDocumentString(`
    mutation CloseCompanyTicket($input: CloseCompanyTicketInput!) {
  closeCompanyTicket(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanyTicketDetailFields
    }
  }
}
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CloseCompanyTicketMutation, CloseCompanyTicketMutationVariables>;
export const TicketVehicleOptionsDocument = new TypedDocumentString(`
    query TicketVehicleOptions($filter: VehiclesFilter) {
  vehiclesFilter(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TicketVehicleOptionsQuery, TicketVehicleOptionsQueryVariables>;
export const ControlTowerExceptionsDocument = new TypedDocumentString(`
    query ControlTowerExceptions($filter: ControlTowerExceptionsFilterInput) {
  controlTowerExceptions(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      queue
      status
      notes
      ownerId
      ownerName
      vehicleId
      licensePlate
      fleetTaskId
      fleetTaskCode
      rawAlertId
      alertCode
      alertTime
      address
      targetArrival
      documentType
      documentNumber
      expiresOn
      servicePlan
      serviceItem
      lastPacket
      conversationId
      contactLabel
      message
      messageTime
      firstSeenOn
      slaDueOn
      slaBreached
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ControlTowerExceptionsQuery, ControlTowerExceptionsQueryVariables>;
export const ControlTowerCountsDocument = new TypedDocumentString(`
    query ControlTowerCounts {
  controlTowerCounts {
    ...EnvelopeFields
    data {
      queue
      open
      breached
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ControlTowerCountsQuery, ControlTowerCountsQueryVariables>;
export const ControlTowerSettingsDocument = new TypedDocumentString(`
    query ControlTowerSettings {
  controlTowerSettings {
    ...EnvelopeFields
    data {
      lateMinutes
      offlineMinutes
      slaMinutes
      alertWindowHours
      queueSlaMinutes {
        queue
        minutes
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ControlTowerSettingsQuery, ControlTowerSettingsQueryVariables>;
export const TakeControlTowerExceptionDocument = new TypedDocumentString(`
    mutation TakeControlTowerException($input: ControlTowerExceptionIdInput!) {
  takeControlTowerException(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TakeControlTowerExceptionMutation, TakeControlTowerExceptionMutationVariables>;
export const UpdateControlTowerExceptionDocument = new TypedDocumentString(`
    mutation UpdateControlTowerException($input: UpdateControlTowerExceptionInput!) {
  updateControlTowerException(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateControlTowerExceptionMutation, UpdateControlTowerExceptionMutationVariables>;
export const SaveControlTowerSettingsDocument = new TypedDocumentString(`
    mutation SaveControlTowerSettings($input: ControlTowerSettingsInput!) {
  saveControlTowerSettings(input: $input) {
    ...EnvelopeFields
    data {
      lateMinutes
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SaveControlTowerSettingsMutation, SaveControlTowerSettingsMutationVariables>;
export const DriverAllowancesDocument = new TypedDocumentString(`
    query DriverAllowances($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {
  driverAllowances(filter: $filter, pagination: $pagination) {
    ...EnvelopeFields
    list {
      ...DriverAllowanceFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment DriverAllowanceFields on DriverAllowance {
  allowanceId
  vehicleId
  licensePlate
  driverId
  driverName
  fleetTaskId
  fleetTaskCode
  purpose
  amount
  paidOn
  note
  status
  spent
  expenseCount
  variance
  direction
  closedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverAllowancesQuery, DriverAllowancesQueryVariables>;
export const DriverAllowanceDocument = new TypedDocumentString(`
    query DriverAllowance($input: DriverAllowanceIdInput!) {
  driverAllowance(input: $input) {
    ...EnvelopeFields
    data {
      allowance {
        ...DriverAllowanceFields
      }
      expenses {
        expenseId
        kind
        spentAt
        amount
        description
        receiptUrl
      }
    }
  }
}
    fragment DriverAllowanceFields on DriverAllowance {
  allowanceId
  vehicleId
  licensePlate
  driverId
  driverName
  fleetTaskId
  fleetTaskCode
  purpose
  amount
  paidOn
  note
  status
  spent
  expenseCount
  variance
  direction
  closedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverAllowanceQuery, DriverAllowanceQueryVariables>;
export const DriverAllowanceBalancesDocument = new TypedDocumentString(`
    query DriverAllowanceBalances {
  driverAllowanceBalances {
    ...EnvelopeFields
    data {
      driverId
      driverName
      openCount
      advanced
      spent
      outstanding
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverAllowanceBalancesQuery, DriverAllowanceBalancesQueryVariables>;
export const AllowanceDriversDocument = new TypedDocumentString(`
    query AllowanceDrivers {
  drivers(filter: {isActive: true, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      userId
      fullname
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AllowanceDriversQuery, AllowanceDriversQueryVariables>;
export const AllowanceFleetTasksDocument = new TypedDocumentString(`
    query AllowanceFleetTasks($input: AllowanceFleetTasksInput!) {
  allowanceFleetTasks(input: $input) {
    ...EnvelopeFields
    data {
      fleetTaskId
      code
      status
      departureTime
      licensePlate
      driverName
      stopCount
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AllowanceFleetTasksQuery, AllowanceFleetTasksQueryVariables>;
export const CreateDriverAllowanceDocument = new TypedDocumentString(`
    mutation CreateDriverAllowance($input: DriverAllowanceInput!) {
  createDriverAllowance(input: $input) {
    ...EnvelopeFields
    data {
      allowanceId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDriverAllowanceMutation, CreateDriverAllowanceMutationVariables>;
export const AddAllowanceExpenseDocument = new TypedDocumentString(`
    mutation AddAllowanceExpense($input: AllowanceExpenseInput!) {
  addAllowanceExpense(input: $input) {
    ...EnvelopeFields
    data {
      allowanceId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AddAllowanceExpenseMutation, AddAllowanceExpenseMutationVariables>;
export const DeleteAllowanceExpenseDocument = new TypedDocumentString(`
    mutation DeleteAllowanceExpense($input: AllowanceExpenseIdInput!) {
  deleteAllowanceExpense(input: $input) {
    ...EnvelopeFields
    data {
      allowanceId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteAllowanceExpenseMutation, DeleteAllowanceExpenseMutationVariables>;
export const SettleDriverAllowanceDocument = new TypedDocumentString(`
    mutation SettleDriverAllowance($input: DriverAllowanceIdInput!) {
  settleDriverAllowance(input: $input) {
    ...EnvelopeFields
    data {
      allowanceId
      variance
      direction
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SettleDriverAllowanceMutation, SettleDriverAllowanceMutationVariables>;
export const CancelDriverAllowanceDocument = new TypedDocumentString(`
    mutation CancelDriverAllowance($input: DriverAllowanceIdInput!) {
  cancelDriverAllowance(input: $input) {
    ...EnvelopeFields
    data {
      allowanceId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CancelDriverAllowanceMutation, CancelDriverAllowanceMutationVariables>;
export const CostEntriesDocument = new TypedDocumentString(`
    query CostEntries($filter: CostFilterInput!, $pagination: PaginationInput) {
  costEntries(filter: $filter, pagination: $pagination) {
    ...EnvelopeFields
    list {
      ...CostEntryFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment CostEntryFields on CostEntry {
  costEntryId
  vehicleId
  licensePlate
  category
  spentAt
  amount
  litres
  pricePerLitre
  station
  etollCard
  odometerKm
  description
  fromAllowance
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CostEntriesQuery, CostEntriesQueryVariables>;
export const CostSummaryDocument = new TypedDocumentString(`
    query CostSummary($filter: CostFilterInput!) {
  costSummary(filter: $filter) {
    ...EnvelopeFields
    data {
      fleet {
        total
        distanceKm
        litres
        costPerKm
        litresPer100Km
        kmPerLitre
      }
      byCategory {
        category
        amount
      }
      vehicles {
        vehicleId
        licensePlate
        total
        distanceKm
        litres
        costPerKm
        litresPer100Km
        kmPerLitre
        expectedKmPerLitre
        efficiencyRatio
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CostSummaryQuery, CostSummaryQueryVariables>;
export const FuelReportDocument = new TypedDocumentString(`
    query FuelReport($input: FuelReportInput!) {
  fuelReport(input: $input) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      capacityLitres
      consumedLitres
      refuelledLitres
      drainedLitres
      levels {
        time
        litres
      }
      events {
        fuelEventId
        kind
        startTime
        endTime
        litres
        levelBefore
        levelAfter
        whileParked
      }
      receipts {
        costEntryId
        spentAt
        station
        amount
        receiptLitres
        detectedLitres
        refuelTime
        status
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FuelReportQuery, FuelReportQueryVariables>;
export const CostVehiclesDocument = new TypedDocumentString(`
    query CostVehicles {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CostVehiclesQuery, CostVehiclesQueryVariables>;
export const CreateCostEntryDocument = new TypedDocumentString(`
    mutation CreateCostEntry($input: CostEntryInput!) {
  createCostEntry(input: $input) {
    ...EnvelopeFields
    data {
      costEntryId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateCostEntryMutation, CreateCostEntryMutationVariables>;
export const UpdateCostEntryDocument = new TypedDocumentString(`
    mutation UpdateCostEntry($input: UpdateCostEntryInput!) {
  updateCostEntry(input: $input) {
    ...EnvelopeFields
    data {
      costEntryId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateCostEntryMutation, UpdateCostEntryMutationVariables>;
export const DeleteCostEntryDocument = new TypedDocumentString(`
    mutation DeleteCostEntry($input: CostEntryIdInput!) {
  deleteCostEntry(input: $input) {
    ...EnvelopeFields
    data {
      costEntryId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteCostEntryMutation, DeleteCostEntryMutationVariables>;
export const EtollCardsDocument = new TypedDocumentString(`
    query EtollCards {
  etollCards {
    ...EnvelopeFields
    data {
      etollCardId
      cardNumber
      issuer
      vehicleId
      licensePlate
      assignedFrom
      balance
      balanceOn
      note
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EtollCardsQuery, EtollCardsQueryVariables>;
export const CreateEtollCardDocument = new TypedDocumentString(`
    mutation CreateEtollCard($input: EtollCardInput!) {
  createEtollCard(input: $input) {
    ...EnvelopeFields
    data {
      etollCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateEtollCardMutation, CreateEtollCardMutationVariables>;
export const UpdateEtollCardDocument = new TypedDocumentString(`
    mutation UpdateEtollCard($input: UpdateEtollCardInput!) {
  updateEtollCard(input: $input) {
    ...EnvelopeFields
    data {
      etollCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateEtollCardMutation, UpdateEtollCardMutationVariables>;
export const DeleteEtollCardDocument = new TypedDocumentString(`
    mutation DeleteEtollCard($input: EtollCardIdInput!) {
  deleteEtollCard(input: $input) {
    ...EnvelopeFields
    data {
      etollCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteEtollCardMutation, DeleteEtollCardMutationVariables>;
export const FuelCalibrationDocument = new TypedDocumentString(`
    query FuelCalibration($input: FuelCalibrationVehicleInput!) {
  fuelCalibration(input: $input) {
    ...EnvelopeFields
    data {
      ...FuelCalibrationFields
    }
  }
}
    fragment FuelCalibrationFields on FuelCalibration {
  vehicleId
  licensePlate
  capacityLitres
  points {
    sensor
    litres
  }
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FuelCalibrationQuery, FuelCalibrationQueryVariables>;
export const SaveFuelCalibrationDocument = new TypedDocumentString(`
    mutation SaveFuelCalibration($input: FuelCalibrationInput!) {
  saveFuelCalibration(input: $input) {
    ...EnvelopeFields
    data {
      ...FuelCalibrationFields
    }
  }
}
    fragment FuelCalibrationFields on FuelCalibration {
  vehicleId
  licensePlate
  capacityLitres
  points {
    sensor
    litres
  }
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SaveFuelCalibrationMutation, SaveFuelCalibrationMutationVariables>;
export const DeleteFuelCalibrationDocument = new TypedDocumentString(`
    mutation DeleteFuelCalibration($input: FuelCalibrationVehicleInput!) {
  deleteFuelCalibration(input: $input) {
    ...EnvelopeFields
    data {
      ...FuelCalibrationFields
    }
  }
}
    fragment FuelCalibrationFields on FuelCalibration {
  vehicleId
  licensePlate
  capacityLitres
  points {
    sensor
    litres
  }
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteFuelCalibrationMutation, DeleteFuelCalibrationMutationVariables>;
export const TcoSummaryDocument = new TypedDocumentString(`
    query TcoSummary($input: TcoPeriodInput!) {
  tcoSummary(input: $input) {
    ...EnvelopeFields
    data {
      fleet {
        vehicleCount
        byCategory {
          category
          amount
        }
        running
        ownership
        tco
        distanceKm
        litres
        costPerKm
        tcoPerKm
        litresPer100Km
        kmPerLitre
      }
      groups {
        groupId
        name
        vehicleCount
        byCategory {
          category
          amount
        }
        running
        ownership
        tco
        distanceKm
        litres
        costPerKm
        tcoPerKm
        litresPer100Km
        kmPerLitre
      }
      vehicles {
        vehicleId
        licensePlate
        byCategory {
          category
          amount
        }
        running
        ownership
        tco
        distanceKm
        litres
        costPerKm
        tcoPerKm
        litresPer100Km
        kmPerLitre
        expectedKmPerLitre
        efficiencyRatio
        monthlyOwnershipCost
        ownershipStartsOn
        ownershipEndsOn
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TcoSummaryQuery, TcoSummaryQueryVariables>;
export const SetVehicleOwnershipCostDocument = new TypedDocumentString(`
    mutation SetVehicleOwnershipCost($input: VehicleOwnershipCostInput!) {
  setVehicleOwnershipCost(input: $input) {
    ...EnvelopeFields
    data {
      vehicleId
      monthlyCost
      startsOn
      endsOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetVehicleOwnershipCostMutation, SetVehicleOwnershipCostMutationVariables>;
export const FleetSummaryDocument = new TypedDocumentString(`
    query FleetSummary {
  fleetSummary {
    isSuccessful
    message
    data {
      total
      moving
      stopped
      idle
      parked
      stale
      offline
      noData
      noDevice
    }
  }
}
    `) as unknown as TypedDocumentString<FleetSummaryQuery, FleetSummaryQueryVariables>;
export const DeliveryOrderConsigneeLinksDocument = new TypedDocumentString(`
    query DeliveryOrderConsigneeLinks($deliveryOrderId: Int!) {
  deliveryOrder(deliveryOrderId: $deliveryOrderId) {
    ...EnvelopeFields
    data {
      deliveryOrderId
      consigneeLinks {
        fleetTaskId
        recipientName
        recipientPhone
        sentOn
        openCount
        lastOpenedOn
        expiresOn
        isExpired
        messages {
          kind
          status
          createdOn
          updatedOn
        }
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryOrderConsigneeLinksQuery, DeliveryOrderConsigneeLinksQueryVariables>;
export const DeliveryOrdersDocument = new TypedDocumentString(`
    query DeliveryOrders($filter: DeliveryOrdersFilter) {
  deliveryOrders(filter: $filter) {
    ...EnvelopeFields
    list {
      ...DeliveryOrderFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment DeliveryOrderFields on DeliveryOrder {
  deliveryOrderId
  code
  status
  customerName
  billedCustomerName
  shipmentNumber
  notes
  fleetTaskId
  salesOrderCode
  totalWeightKg
  totalVolumeM3
  createdOn
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  pickupWindow {
    start
    end
  }
  deliveryWindow {
    start
    end
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
  customFields {
    key
    value
  }
  requiredSkills
  priority
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryOrdersQuery, DeliveryOrdersQueryVariables>;
export const DeliveryOrderDocument = new TypedDocumentString(`
    query DeliveryOrder($deliveryOrderId: Int!) {
  deliveryOrder(deliveryOrderId: $deliveryOrderId) {
    ...EnvelopeFields
    data {
      ...DeliveryOrderFields
      salesOrderId
      updatedOn
      statusHistory {
        fromStatus
        toStatus
        changedOn
      }
    }
  }
}
    fragment DeliveryOrderFields on DeliveryOrder {
  deliveryOrderId
  code
  status
  customerName
  billedCustomerName
  shipmentNumber
  notes
  fleetTaskId
  salesOrderCode
  totalWeightKg
  totalVolumeM3
  createdOn
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  pickupWindow {
    start
    end
  }
  deliveryWindow {
    start
    end
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
  customFields {
    key
    value
  }
  requiredSkills
  priority
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryOrderQuery, DeliveryOrderQueryVariables>;
export const CreateDeliveryOrderDocument = new TypedDocumentString(`
    mutation CreateDeliveryOrder($input: CreateDeliveryOrderInput!) {
  createDeliveryOrder(input: $input) {
    ...EnvelopeFields
    data {
      deliveryOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDeliveryOrderMutation, CreateDeliveryOrderMutationVariables>;
export const UpdateDeliveryOrderDocument = new TypedDocumentString(`
    mutation UpdateDeliveryOrder($input: UpdateDeliveryOrderInput!) {
  updateDeliveryOrder(input: $input) {
    ...EnvelopeFields
    data {
      deliveryOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateDeliveryOrderMutation, UpdateDeliveryOrderMutationVariables>;
export const DeleteDeliveryOrderDocument = new TypedDocumentString(`
    mutation DeleteDeliveryOrder($input: DeliveryOrderIdInput!) {
  deleteDeliveryOrder(input: $input) {
    ...EnvelopeFields
    data {
      deliveryOrderId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteDeliveryOrderMutation, DeleteDeliveryOrderMutationVariables>;
export const ChangeDeliveryOrderStatusDocument = new TypedDocumentString(`
    mutation ChangeDeliveryOrderStatus($input: ChangeDeliveryOrderStatusInput!) {
  changeDeliveryOrderStatus(input: $input) {
    ...EnvelopeFields
    data {
      deliveryOrderId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ChangeDeliveryOrderStatusMutation, ChangeDeliveryOrderStatusMutationVariables>;
export const DeliveryReportDocument = new TypedDocumentString(`
    query DeliveryReport($input: DeliveryReportInput!) {
  deliveryReport(input: $input) {
    ...EnvelopeFields
    data {
      startDate
      endDate
      truncated
      delivered
      failed
      canceled
      onTimeRate
      perCustomer {
        name
        delivered
        judged
        onTime
        late
        rate
      }
      perDriver {
        name
        delivered
        judged
        onTime
        late
        rate
      }
      perVehicle {
        name
        delivered
        judged
        onTime
        late
        rate
      }
      perDay {
        day
        delivered
        failed
        canceled
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryReportQuery, DeliveryReportQueryVariables>;
export const DeliveryRequestsDocument = new TypedDocumentString(`
    query DeliveryRequests($filter: DeliveryRequestsFilter) {
  deliveryRequests(filter: $filter) {
    ...EnvelopeFields
    list {
      ...DeliveryRequestFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment DeliveryRequestFields on DeliveryRequest {
  deliveryRequestId
  code
  status
  requesterKind
  requesterName
  requesterPhone
  notes
  rejectionReason
  deliveryOrderId
  deliveryOrderCode
  deliveryOrderStatus
  decidedOn
  createdOn
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  deliveryWindow {
    start
    end
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryRequestsQuery, DeliveryRequestsQueryVariables>;
export const CreateDeliveryRequestDocument = new TypedDocumentString(`
    mutation CreateDeliveryRequest($input: CreateDeliveryRequestInput!) {
  createDeliveryRequest(input: $input) {
    ...EnvelopeFields
    data {
      deliveryRequestId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDeliveryRequestMutation, CreateDeliveryRequestMutationVariables>;
export const ApproveDeliveryRequestDocument = new TypedDocumentString(`
    mutation ApproveDeliveryRequest($input: DeliveryRequestIdInput!) {
  approveDeliveryRequest(input: $input) {
    ...EnvelopeFields
    data {
      deliveryRequestId
      deliveryOrderCode
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ApproveDeliveryRequestMutation, ApproveDeliveryRequestMutationVariables>;
export const RejectDeliveryRequestDocument = new TypedDocumentString(`
    mutation RejectDeliveryRequest($input: RejectDeliveryRequestInput!) {
  rejectDeliveryRequest(input: $input) {
    ...EnvelopeFields
    data {
      deliveryRequestId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RejectDeliveryRequestMutation, RejectDeliveryRequestMutationVariables>;
export const MyFleetTasksDocument = new TypedDocumentString(`
    query MyFleetTasks {
  myFleetTasks {
    ...EnvelopeFields
    list {
      fleetTaskId
      code
      status
      licensePlate
      phoneTracking
      driverName
      departureTime
      startedOn
      endedOn
      stopCount
      note
      stops {
        stopId
        sequence
        deliveryOrderCode
        customerName
        activity
        address
        lat
        lng
        note
        targetArrival
        actualArrival
        visitStatus
      }
      stopOutcomes {
        stopId
        outcome
        receiverName
        failureReason
        happenedOn
      }
    }
    podRequirements {
      photo
      signature
      receiverName
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MyFleetTasksQuery, MyFleetTasksQueryVariables>;
export const StartMyFleetTaskDocument = new TypedDocumentString(`
    mutation StartMyFleetTask($input: DriverTaskActionInput!) {
  startMyFleetTask(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<StartMyFleetTaskMutation, StartMyFleetTaskMutationVariables>;
export const EndMyFleetTaskDocument = new TypedDocumentString(`
    mutation EndMyFleetTask($input: DriverTaskActionInput!) {
  endMyFleetTask(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EndMyFleetTaskMutation, EndMyFleetTaskMutationVariables>;
export const ArriveAtStopDocument = new TypedDocumentString(`
    mutation ArriveAtStop($input: ArriveAtStopInput!) {
  arriveAtStop(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ArriveAtStopMutation, ArriveAtStopMutationVariables>;
export const DeliverStopDocument = new TypedDocumentString(`
    mutation DeliverStop($input: DeliverStopInput!) {
  deliverStop(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliverStopMutation, DeliverStopMutationVariables>;
export const FailStopDocument = new TypedDocumentString(`
    mutation FailStop($input: FailStopInput!) {
  failStop(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FailStopMutation, FailStopMutationVariables>;
export const ReportMyPositionsDocument = new TypedDocumentString(`
    mutation ReportMyPositions($input: ReportMyPositionsInput!) {
  reportMyPositions(input: $input) {
    ...EnvelopeFields
    accepted
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReportMyPositionsMutation, ReportMyPositionsMutationVariables>;
export const FleetAvailabilityDocument = new TypedDocumentString(`
    query FleetAvailability($input: FleetAvailabilityInput!) {
  fleetAvailability(input: $input) {
    ...EnvelopeFields
    data {
      days
      vehicles {
        vehicleId
        licensePlate
        vehicleTypeName
        capacityKg
        capacityM3
        days {
          day
          state
          fleetTaskIds
          serviceOrderIds
          unavailabilityIds
        }
      }
      vehiclePagination {
        total
        page
        show
      }
      drivers {
        driverId
        name
        days {
          day
          state
          fleetTaskIds
          serviceOrderIds
          unavailabilityIds
        }
      }
      driverPagination {
        total
        page
        show
      }
      tasks {
        fleetTaskId
        code
        status
        isInstant
        departureTime
        endTime
      }
      serviceOrders {
        serviceOrderId
        status
        scheduledDay
      }
      unavailabilities {
        unavailabilityId
        vehicleId
        driverId
        reason
        fromDay
        toDay
        note
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FleetAvailabilityQuery, FleetAvailabilityQueryVariables>;
export const CreateUnavailabilityDocument = new TypedDocumentString(`
    mutation CreateUnavailability($input: CreateUnavailabilityInput!) {
  createUnavailability(input: $input) {
    ...EnvelopeFields
    data {
      unavailabilityId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateUnavailabilityMutation, CreateUnavailabilityMutationVariables>;
export const UpdateUnavailabilityDocument = new TypedDocumentString(`
    mutation UpdateUnavailability($input: UpdateUnavailabilityInput!) {
  updateUnavailability(input: $input) {
    ...EnvelopeFields
    data {
      unavailabilityId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateUnavailabilityMutation, UpdateUnavailabilityMutationVariables>;
export const DeleteUnavailabilityDocument = new TypedDocumentString(`
    mutation DeleteUnavailability($input: UnavailabilityIdInput!) {
  deleteUnavailability(input: $input) {
    ...EnvelopeFields
    data {
      unavailabilityId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteUnavailabilityMutation, DeleteUnavailabilityMutationVariables>;
export const FleetTasksDocument = new TypedDocumentString(`
    query FleetTasks($filter: FleetTasksFilter) {
  fleetTasks(filter: $filter) {
    ...EnvelopeFields
    list {
      fleetTaskId
      code
      status
      licensePlate
      driverName
      coDriverName
      departureTime
      stopCount
      visitedCount
      isInstant
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FleetTasksQuery, FleetTasksQueryVariables>;
export const FleetTaskDocument = new TypedDocumentString(`
    query FleetTask($fleetTaskId: Int!) {
  fleetTask(fleetTaskId: $fleetTaskId) {
    ...EnvelopeFields
    data {
      fleetTaskId
      code
      status
      vehicleId
      licensePlate
      driverId
      driverName
      coDriverId
      coDriverName
      departureTime
      note
      startedOn
      endedOn
      stopCount
      visitedCount
      isInstant
      stops {
        stopId
        sequence
        deliveryOrderId
        deliveryOrderCode
        customerName
        activity
        address
        lat
        lng
        geofenceId
        note
        targetArrival
        targetDeparture
        actualArrival
        actualDeparture
        visitStatus
        punctuality
        lateMinutes
      }
      interventions {
        interventionId
        userName
        action
        createdOn
      }
      stopOutcomes {
        stopId
        outcome
        photoUrl
        signatureUrl
        receiverName
        notes
        failureReason
        happenedOn
        recordedByName
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FleetTaskQuery, FleetTaskQueryVariables>;
export const CreateFleetTaskDocument = new TypedDocumentString(`
    mutation CreateFleetTask($input: CreateFleetTaskInput!) {
  createFleetTask(input: $input) {
    ...EnvelopeFields
    data {
      fleetTaskId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateFleetTaskMutation, CreateFleetTaskMutationVariables>;
export const DeleteFleetTaskDocument = new TypedDocumentString(`
    mutation DeleteFleetTask($input: FleetTaskIdInput!) {
  deleteFleetTask(input: $input) {
    ...EnvelopeFields
    data {
      fleetTaskId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteFleetTaskMutation, DeleteFleetTaskMutationVariables>;
export const ChangeFleetTaskStatusDocument = new TypedDocumentString(`
    mutation ChangeFleetTaskStatus($input: ChangeFleetTaskStatusInput!) {
  changeFleetTaskStatus(input: $input) {
    ...EnvelopeFields
    data {
      fleetTaskId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ChangeFleetTaskStatusMutation, ChangeFleetTaskStatusMutationVariables>;
export const FleetTaskVehiclesDocument = new TypedDocumentString(`
    query FleetTaskVehicles {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FleetTaskVehiclesQuery, FleetTaskVehiclesQueryVariables>;
export const FleetTaskDriversDocument = new TypedDocumentString(`
    query FleetTaskDrivers {
  drivers(filter: {isActive: true, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      userId
      fullname
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<FleetTaskDriversQuery, FleetTaskDriversQueryVariables>;
export const ConfirmedDeliveryOrdersDocument = new TypedDocumentString(`
    query ConfirmedDeliveryOrders {
  deliveryOrders(filter: {status: CONFIRMED, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    list {
      deliveryOrderId
      code
      customerName
      origin {
        address
      }
      destination {
        address
      }
      totalWeightKg
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ConfirmedDeliveryOrdersQuery, ConfirmedDeliveryOrdersQueryVariables>;
export const PodRequirementsSettingsDocument = new TypedDocumentString(`
    query PodRequirementsSettings {
  podRequirements {
    ...EnvelopeFields
    data {
      photo
      signature
      receiverName
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<PodRequirementsSettingsQuery, PodRequirementsSettingsQueryVariables>;
export const UpdatePodRequirementsDocument = new TypedDocumentString(`
    mutation UpdatePodRequirements($input: PodRequirementsInput!) {
  updatePodRequirements(input: $input) {
    ...EnvelopeFields
    data {
      photo
      signature
      receiverName
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdatePodRequirementsMutation, UpdatePodRequirementsMutationVariables>;
export const SalesOrdersDocument = new TypedDocumentString(`
    query SalesOrders($filter: SalesOrdersFilter) {
  salesOrders(filter: $filter) {
    ...EnvelopeFields
    list {
      ...SalesOrderFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment SalesOrderFields on SalesOrder {
  salesOrderId
  code
  status
  customerName
  billedCustomerName
  orderDate
  notes
  requiredSkills
  priority
  totalPrice
  createdOn
  requestedDeliveryWindow {
    start
    end
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  lines {
    lineNo
    name
    quantity
    weightKg
    volumeM3
    unitPrice
    shippedQuantity
    remainingQuantity
  }
  deliveryOrders {
    deliveryOrderId
    code
    status
    lines {
      lineNo
      quantity
    }
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SalesOrdersQuery, SalesOrdersQueryVariables>;
export const CreateSalesOrderDocument = new TypedDocumentString(`
    mutation CreateSalesOrder($input: CreateSalesOrderInput!) {
  createSalesOrder(input: $input) {
    ...EnvelopeFields
    data {
      salesOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateSalesOrderMutation, CreateSalesOrderMutationVariables>;
export const UpdateSalesOrderDocument = new TypedDocumentString(`
    mutation UpdateSalesOrder($input: UpdateSalesOrderInput!) {
  updateSalesOrder(input: $input) {
    ...EnvelopeFields
    data {
      salesOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateSalesOrderMutation, UpdateSalesOrderMutationVariables>;
export const DeleteSalesOrderDocument = new TypedDocumentString(`
    mutation DeleteSalesOrder($input: SalesOrderIdInput!) {
  deleteSalesOrder(input: $input) {
    ...EnvelopeFields
    data {
      salesOrderId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteSalesOrderMutation, DeleteSalesOrderMutationVariables>;
export const ChangeSalesOrderStatusDocument = new TypedDocumentString(`
    mutation ChangeSalesOrderStatus($input: ChangeSalesOrderStatusInput!) {
  changeSalesOrderStatus(input: $input) {
    ...EnvelopeFields
    data {
      salesOrderId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ChangeSalesOrderStatusMutation, ChangeSalesOrderStatusMutationVariables>;
export const CreateDeliveryOrdersFromSalesOrderDocument = new TypedDocumentString(`
    mutation CreateDeliveryOrdersFromSalesOrder($input: CreateDeliveryOrdersFromSalesOrderInput!) {
  createDeliveryOrdersFromSalesOrder(input: $input) {
    ...EnvelopeFields
    data {
      ...SalesOrderFields
    }
  }
}
    fragment SalesOrderFields on SalesOrder {
  salesOrderId
  code
  status
  customerName
  billedCustomerName
  orderDate
  notes
  requiredSkills
  priority
  totalPrice
  createdOn
  requestedDeliveryWindow {
    start
    end
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  destinationContactName
  destinationContactPhone
  lines {
    lineNo
    name
    quantity
    weightKg
    volumeM3
    unitPrice
    shippedQuantity
    remainingQuantity
  }
  deliveryOrders {
    deliveryOrderId
    code
    status
    lines {
      lineNo
      quantity
    }
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDeliveryOrdersFromSalesOrderMutation, CreateDeliveryOrdersFromSalesOrderMutationVariables>;
export const DeliveryTemplatesDocument = new TypedDocumentString(`
    query DeliveryTemplates($filter: DeliveryTemplatesFilter) {
  deliveryTemplates(filter: $filter) {
    ...EnvelopeFields
    list {
      ...DeliveryTemplateFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment DeliveryTemplateFields on DeliveryTemplate {
  deliveryTemplateId
  name
  status
  customerName
  notes
  requiredSkills
  priority
  startsOn
  endsOn
  horizonDays
  skipHolidays
  defaultVehicleId
  defaultDriverId
  nextOccurrences
  origin {
    address
    lat
    lng
    geofenceId
  }
  destination {
    address
    lat
    lng
    geofenceId
  }
  items {
    name
    quantity
    weightKg
    volumeM3
  }
  pickupWindow {
    start
    end
  }
  deliveryWindow {
    start
    end
  }
  schedule {
    kind
    weekdays
    monthDays
    rrule
  }
  orders {
    runDate
    deliveryOrderId
    code
    status
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeliveryTemplatesQuery, DeliveryTemplatesQueryVariables>;
export const CreateDeliveryTemplateDocument = new TypedDocumentString(`
    mutation CreateDeliveryTemplate($input: CreateDeliveryTemplateInput!) {
  createDeliveryTemplate(input: $input) {
    ...EnvelopeFields
    data {
      deliveryTemplateId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDeliveryTemplateMutation, CreateDeliveryTemplateMutationVariables>;
export const UpdateDeliveryTemplateDocument = new TypedDocumentString(`
    mutation UpdateDeliveryTemplate($input: UpdateDeliveryTemplateInput!) {
  updateDeliveryTemplate(input: $input) {
    ...EnvelopeFields
    data {
      deliveryTemplateId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateDeliveryTemplateMutation, UpdateDeliveryTemplateMutationVariables>;
export const SetDeliveryTemplateStatusDocument = new TypedDocumentString(`
    mutation SetDeliveryTemplateStatus($input: DeliveryTemplateStatusInput!) {
  setDeliveryTemplateStatus(input: $input) {
    ...EnvelopeFields
    data {
      deliveryTemplateId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetDeliveryTemplateStatusMutation, SetDeliveryTemplateStatusMutationVariables>;
export const DeleteDeliveryTemplateDocument = new TypedDocumentString(`
    mutation DeleteDeliveryTemplate($input: DeliveryTemplateIdInput!) {
  deleteDeliveryTemplate(input: $input) {
    ...EnvelopeFields
    data {
      deliveryTemplateId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteDeliveryTemplateMutation, DeleteDeliveryTemplateMutationVariables>;
export const GenerateDeliveryTemplateOrdersDocument = new TypedDocumentString(`
    mutation GenerateDeliveryTemplateOrders($input: DeliveryTemplateIdInput!) {
  generateDeliveryTemplateOrders(input: $input) {
    ...EnvelopeFields
    data {
      created
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<GenerateDeliveryTemplateOrdersMutation, GenerateDeliveryTemplateOrdersMutationVariables>;
export const ScheduleOccurrencesDocument = new TypedDocumentString(`
    query ScheduleOccurrences($input: ScheduleOccurrencesInput!) {
  scheduleOccurrences(input: $input) {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ScheduleOccurrencesQuery, ScheduleOccurrencesQueryVariables>;
export const DeviceCommandsDocument = new TypedDocumentString(`
    query DeviceCommands($filter: DeviceCommandsFilter!) {
  deviceCommands(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      kind
      text
      status
      answer
      createdOn
      sentOn
      answeredOn
      expiresOn
      user {
        userId
        fullname
      }
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeviceCommandsQuery, DeviceCommandsQueryVariables>;
export const SendDeviceCommandDocument = new TypedDocumentString(`
    mutation SendDeviceCommand($input: SendDeviceCommandInput!) {
  sendDeviceCommand(input: $input) {
    ...EnvelopeFields
    data {
      id
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SendDeviceCommandMutation, SendDeviceCommandMutationVariables>;
export const DocumentsDocument = new TypedDocumentString(`
    query Documents($filter: DocumentsFilter) {
  documents(filter: $filter) {
    ...EnvelopeFields
    list {
      documentId
      type
      subject
      vehicleId
      licensePlate
      driverId
      driverName
      number
      issuedOn
      expiresOn
      reminderDays
      status
      notes
      scanUrls
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DocumentsQuery, DocumentsQueryVariables>;
export const DocumentSettingsDocument = new TypedDocumentString(`
    query DocumentSettings {
  documentSettings {
    ...EnvelopeFields
    data {
      blockAssigning
      rules {
        type
        validityMonths
        reminderDays
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DocumentSettingsQuery, DocumentSettingsQueryVariables>;
export const DocumentVehiclesDocument = new TypedDocumentString(`
    query DocumentVehicles {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DocumentVehiclesQuery, DocumentVehiclesQueryVariables>;
export const DocumentDriversDocument = new TypedDocumentString(`
    query DocumentDrivers {
  drivers(filter: {isActive: true, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      userId
      fullname
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DocumentDriversQuery, DocumentDriversQueryVariables>;
export const CreateDocumentDocument = new TypedDocumentString(`
    mutation CreateDocument($input: CreateDocumentInput!) {
  createDocument(input: $input) {
    ...EnvelopeFields
    data {
      documentId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateDocumentMutation, CreateDocumentMutationVariables>;
export const UpdateDocumentDocument = new TypedDocumentString(`
    mutation UpdateDocument($input: UpdateDocumentInput!) {
  updateDocument(input: $input) {
    ...EnvelopeFields
    data {
      documentId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateDocumentMutation, UpdateDocumentMutationVariables>;
export const DeleteDocumentDocument = new TypedDocumentString(`
    mutation DeleteDocument($input: DocumentIdInput!) {
  deleteDocument(input: $input) {
    ...EnvelopeFields
    data {
      documentId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const UpdateDocumentSettingsDocument = new TypedDocumentString(`
    mutation UpdateDocumentSettings($input: UpdateDocumentSettingsInput!) {
  updateDocumentSettings(input: $input) {
    ...EnvelopeFields
    data {
      blockAssigning
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateDocumentSettingsMutation, UpdateDocumentSettingsMutationVariables>;
export const ActiveDriverCallsDocument = new TypedDocumentString(`
    query ActiveDriverCalls {
  activeDriverCalls {
    ...EnvelopeFields
    data {
      maxActiveCalls
      calls {
        id
        vehicleId
        licensePlate
        userId
        userName
        startedOn
        answeredOn
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ActiveDriverCallsQuery, ActiveDriverCallsQueryVariables>;
export const DriverCallLogDocument = new TypedDocumentString(`
    query DriverCallLog($filter: DriverCallLogFilter) {
  driverCallLog(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      vehicleId
      licensePlate
      userName
      startedOn
      answeredOn
      endedOn
      durationSeconds
      endReason
      payloadType
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverCallLogQuery, DriverCallLogQueryVariables>;
export const EndDriverCallDocument = new TypedDocumentString(`
    mutation EndDriverCall($callId: Int!) {
  endDriverCall(callId: $callId) {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EndDriverCallMutation, EndDriverCallMutationVariables>;
export const MyDriverHomeDocument = new TypedDocumentString(`
    query MyDriverHome {
  myDriverHome {
    ...EnvelopeFields
    data {
      vehicle {
        vehicleId
        licensePlate
        hullNo
        vehicleTypeName
        link
        status
        speed
        latitude
        longitude
        address
        lastUpdate
      }
      alerts {
        rawAlertId
        id
        alertCode
        createdOn
        licensePlate
        address
        formattedAlertData
        isResolved
        isFalseAlert
        alert {
          descriptionIdn
          descriptionEng
          iconUrl
        }
      }
      score {
        driverId
        score
        finalGrade
        totalAlert
        lastSync
        totalDriven {
          distanceKm
          drivingSeconds
        }
        weeks {
          week
          distanceKm
          score
        }
      }
      scorePeriod {
        startDate
        endDate
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MyDriverHomeQuery, MyDriverHomeQueryVariables>;
export const DriverScoresPageDocument = new TypedDocumentString(`
    query DriverScoresPage($filter: DriverScoresFilter!) {
  DriverScores(filter: $filter) {
    ...EnvelopeFields
    driverScores {
      data {
        ...DriverScoreFields
      }
      aggregation {
        averageScore
        averageFinalGrade
        totalDriver
        top10Drivers {
          driverId
          driver {
            fullname
          }
          score
          finalGrade
        }
        lowest10Drivers {
          driverId
          driver {
            fullname
          }
          score
          finalGrade
        }
      }
      pagination {
        total
        page
        show
      }
    }
  }
}
    fragment DriverScoreFields on DriverScore {
  driverId
  driver {
    userId
    fullname
    isActive
    phoneNo
  }
  totalAlert
  finalGrade
  score
  lastSync
  totalDriven {
    distanceKm
    drivingSeconds
  }
  harshAccel
  harshAccelScore
  harshBrake
  harshBrakeScore
  sharpturn
  sharpturnScore
  overspeed
  overspeedScore
  exceededParkingTime
  exceededParkingTimeScore
  exceededIdleTime
  exceededIdleTimeScore
  yawn
  yawnScore
  distraction
  distractionScore
  smoking
  smokingScore
  phoneCalling
  phoneCallingScore
  eyeClosed
  eyeClosedScore
  missingFace
  missingFaceScore
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverScoresPageQuery, DriverScoresPageQueryVariables>;
export const DriverScoreDetailDocument = new TypedDocumentString(`
    query DriverScoreDetail($filter: DriverScoreFilter!) {
  DriverScore(filter: $filter) {
    ...EnvelopeFields
    data {
      ...DriverScoreFields
      weeks {
        week
        distanceKm
        score
      }
    }
  }
}
    fragment DriverScoreFields on DriverScore {
  driverId
  driver {
    userId
    fullname
    isActive
    phoneNo
  }
  totalAlert
  finalGrade
  score
  lastSync
  totalDriven {
    distanceKm
    drivingSeconds
  }
  harshAccel
  harshAccelScore
  harshBrake
  harshBrakeScore
  sharpturn
  sharpturnScore
  overspeed
  overspeedScore
  exceededParkingTime
  exceededParkingTimeScore
  exceededIdleTime
  exceededIdleTimeScore
  yawn
  yawnScore
  distraction
  distractionScore
  smoking
  smokingScore
  phoneCalling
  phoneCallingScore
  eyeClosed
  eyeClosedScore
  missingFace
  missingFaceScore
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverScoreDetailQuery, DriverScoreDetailQueryVariables>;
export const DriverScoreAlertsDocument = new TypedDocumentString(`
    query DriverScoreAlerts($filter: AlertDetailDriverScoresFilter!) {
  AlertDetailDriverScores(filter: $filter) {
    ...EnvelopeFields
    data {
      rawAlertId
      id
      alertCode
      behaviour
      createdOn
      vehicleId
      licensePlate
      address
      addressNear {
        name
        metres
      }
      threshold
      formattedAlertData
      cost
      isRead
      isFalseAlert
      mediaUrl
      alert {
        descriptionIdn
        descriptionEng
      }
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverScoreAlertsQuery, DriverScoreAlertsQueryVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($filter: InvoicesFilterInput) {
  invoices(filter: $filter) {
    ...EnvelopeFields
    list {
      invoiceId
      number
      status
      customerName
      periodFrom
      periodTo
      total
      issuedOn
      createdOn
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($invoiceId: Int!) {
  invoice(invoiceId: $invoiceId) {
    ...EnvelopeFields
    data {
      invoiceId
      number
      status
      customerName
      serviceType
      periodFrom
      periodTo
      ppnRatePercent
      pph23RatePercent
      ppnDppNilaiLain
      pricesIncludePpn
      subtotal
      ppnBase
      ppn
      pph23
      total
      notes
      cancelReason
      issuedOn
      dueOn
      paidOn
      cancelledOn
      lines {
        deliveryOrderId
        deliveryOrderCode
        description
        unit
        quantity
        unitPrice
        baseAmount
        waitingAmount
        extraDropAmount
        overnightAmount
        amount
        podReceiverName
        podTime
        podOverrideReason
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const InvoiceableOrdersDocument = new TypedDocumentString(`
    query InvoiceableOrders($input: InvoiceableOrdersInput!) {
  invoiceableOrders(input: $input) {
    ...EnvelopeFields
    data {
      deliveryOrderId
      code
      destinationAddress
      deliveredOn
      hasPod
      podReceiverName
      podTime
      invoiceNumber
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<InvoiceableOrdersQuery, InvoiceableOrdersQueryVariables>;
export const RateCardsDocument = new TypedDocumentString(`
    query RateCards($filter: RateCardsFilterInput) {
  rateCards(filter: $filter) {
    ...EnvelopeFields
    list {
      rateCardId
      customerName
      serviceType
      originArea
      destinationArea
      vehicleSize
      unit
      price
      waitingFreeMinutes
      waitingPricePerHour
      extraDropPrice
      overnightPrice
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RateCardsQuery, RateCardsQueryVariables>;
export const InvoiceSettingsDocument = new TypedDocumentString(`
    query InvoiceSettings {
  invoiceSettings {
    ...EnvelopeFields
    data {
      invoiceAddress
      paymentTermsDays
      ppnRatePercent
      ppnDppNilaiLain
      pricesIncludePpn
      pph23RatePercent
      numberPrefix
      taxNo
      bankAccount
      logoUrl
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<InvoiceSettingsQuery, InvoiceSettingsQueryVariables>;
export const UpdateInvoiceSettingsDocument = new TypedDocumentString(`
    mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
  updateInvoiceSettings(input: $input) {
    ...EnvelopeFields
    data {
      numberPrefix
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateInvoiceSettingsMutation, UpdateInvoiceSettingsMutationVariables>;
export const SetInvoiceLogoDocument = new TypedDocumentString(`
    mutation SetInvoiceLogo($input: InvoiceLogoInput!) {
  setInvoiceLogo(input: $input) {
    ...EnvelopeFields
    data {
      logoUrl
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetInvoiceLogoMutation, SetInvoiceLogoMutationVariables>;
export const InvoiceCustomerDefaultsDocument = new TypedDocumentString(`
    query InvoiceCustomerDefaults($input: InvoiceCustomerDefaultsInput!) {
  invoiceCustomerDefaults(input: $input) {
    ...EnvelopeFields
    data {
      withholdPph23
      remembered
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<InvoiceCustomerDefaultsQuery, InvoiceCustomerDefaultsQueryVariables>;
export const CreateInvoiceDraftDocument = new TypedDocumentString(`
    mutation CreateInvoiceDraft($input: CreateInvoiceDraftInput!) {
  createInvoiceDraft(input: $input) {
    ...EnvelopeFields
    data {
      invoiceId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateInvoiceDraftMutation, CreateInvoiceDraftMutationVariables>;
export const IssueInvoiceDocument = new TypedDocumentString(`
    mutation IssueInvoice($input: InvoiceIdInput!) {
  issueInvoice(input: $input) {
    ...EnvelopeFields
    data {
      invoiceId
      status
      number
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<IssueInvoiceMutation, IssueInvoiceMutationVariables>;
export const MarkInvoicePaidDocument = new TypedDocumentString(`
    mutation MarkInvoicePaid($input: InvoiceIdInput!) {
  markInvoicePaid(input: $input) {
    ...EnvelopeFields
    data {
      invoiceId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MarkInvoicePaidMutation, MarkInvoicePaidMutationVariables>;
export const CancelInvoiceDocument = new TypedDocumentString(`
    mutation CancelInvoice($input: CancelInvoiceInput!) {
  cancelInvoice(input: $input) {
    ...EnvelopeFields
    data {
      invoiceId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CancelInvoiceMutation, CancelInvoiceMutationVariables>;
export const CreateRateCardDocument = new TypedDocumentString(`
    mutation CreateRateCard($input: RateCardInput!) {
  createRateCard(input: $input) {
    ...EnvelopeFields
    data {
      rateCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateRateCardMutation, CreateRateCardMutationVariables>;
export const UpdateRateCardDocument = new TypedDocumentString(`
    mutation UpdateRateCard($input: UpdateRateCardInput!) {
  updateRateCard(input: $input) {
    ...EnvelopeFields
    data {
      rateCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateRateCardMutation, UpdateRateCardMutationVariables>;
export const DeleteRateCardDocument = new TypedDocumentString(`
    mutation DeleteRateCard($input: RateCardIdInput!) {
  deleteRateCard(input: $input) {
    ...EnvelopeFields
    data {
      rateCardId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteRateCardMutation, DeleteRateCardMutationVariables>;
export const LandMeasurementsDocument = new TypedDocumentString(`
    query LandMeasurements($filter: LandMeasurementsFilterInput) {
  landMeasurements(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      name
      source
      areaSquareMeters
      perimeterMeters
      licensePlate
      trackStart
      trackEnd
      createdOn
      points {
        latitude
        longitude
      }
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<LandMeasurementsQuery, LandMeasurementsQueryVariables>;
export const LandMeasurementTrackDocument = new TypedDocumentString(`
    query LandMeasurementTrack($filter: LandMeasurementTrackFilter!) {
  landMeasurementTrack(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      truncated
      issue
      areaSquareMeters
      perimeterMeters
      points {
        latitude
        longitude
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<LandMeasurementTrackQuery, LandMeasurementTrackQueryVariables>;
export const CreateLandMeasurementDocument = new TypedDocumentString(`
    mutation CreateLandMeasurement($input: CreateLandMeasurementInput!) {
  createLandMeasurement(input: $input) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateLandMeasurementMutation, CreateLandMeasurementMutationVariables>;
export const RenameLandMeasurementDocument = new TypedDocumentString(`
    mutation RenameLandMeasurement($input: RenameLandMeasurementInput!) {
  renameLandMeasurement(input: $input) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RenameLandMeasurementMutation, RenameLandMeasurementMutationVariables>;
export const DeleteLandMeasurementDocument = new TypedDocumentString(`
    mutation DeleteLandMeasurement($input: LandMeasurementIdInput!) {
  deleteLandMeasurement(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteLandMeasurementMutation, DeleteLandMeasurementMutationVariables>;
export const LandVehicleOptionsDocument = new TypedDocumentString(`
    query LandVehicleOptions {
  vehicles(filter: {orderBy: {field: "licensePlate", direction: "asc"}}) {
    isSuccessful
    message
    data {
      id
      licensePlate
      vehicleStatus {
        latitude
        longitude
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LandVehicleOptionsQuery, LandVehicleOptionsQueryVariables>;
export const VehicleCardDetailsDocument = new TypedDocumentString(`
    query VehicleCardDetails($filter: VehicleFilter!) {
  vehicle(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      vehicleStatus {
        deviceHealth {
          batteryPercent
          batteryVolts
          charging
          externalVolts
          gsmSignal
          satellites
          statusTime
        }
      }
      documentAlerts {
        documentId
        type
        status
        daysLeft
        expiresOn
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<VehicleCardDetailsQuery, VehicleCardDetailsQueryVariables>;
export const ServicePlanItemsDocument = new TypedDocumentString(`
    query ServicePlanItems($filter: ServicePlanItemsFilter) {
  servicePlanItems(filter: $filter) {
    ...EnvelopeFields
    list {
      ...ServicePlanItemFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment ServicePlanItemFields on ServicePlanItem {
  servicePlanItemId
  servicePlanId
  planName
  vehicleId
  licensePlate
  name
  intervalKm
  intervalHours
  intervalDays
  noticeKm
  noticeHours
  noticeDays
  lastServiceDay
  lastServiceOdometerKm
  odometerKm
  engineHours
  status
  dueOdometerKm
  dueEngineHours
  dueDay
  remainingKm
  remainingHours
  remainingDays
  projectedDueDay
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ServicePlanItemsQuery, ServicePlanItemsQueryVariables>;
export const ServicePlansDocument = new TypedDocumentString(`
    query ServicePlans($vehicleId: Int) {
  servicePlans(vehicleId: $vehicleId) {
    ...EnvelopeFields
    list {
      servicePlanId
      vehicleId
      licensePlate
      name
      odometerKm
      engineHours
      items {
        ...ServicePlanItemFields
      }
    }
  }
}
    fragment ServicePlanItemFields on ServicePlanItem {
  servicePlanItemId
  servicePlanId
  planName
  vehicleId
  licensePlate
  name
  intervalKm
  intervalHours
  intervalDays
  noticeKm
  noticeHours
  noticeDays
  lastServiceDay
  lastServiceOdometerKm
  odometerKm
  engineHours
  status
  dueOdometerKm
  dueEngineHours
  dueDay
  remainingKm
  remainingHours
  remainingDays
  projectedDueDay
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ServicePlansQuery, ServicePlansQueryVariables>;
export const ServiceOrdersDocument = new TypedDocumentString(`
    query ServiceOrders($filter: ServiceOrdersFilter) {
  serviceOrders(filter: $filter) {
    ...EnvelopeFields
    list {
      ...ServiceOrderFields
    }
    pagination {
      total
      page
      show
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment ServiceOrderFields on ServiceOrder {
  serviceOrderId
  code
  status
  vehicleId
  licensePlate
  location
  workshopName
  personInCharge
  scheduledDay
  planItems {
    servicePlanItemId
    name
  }
  extraServices
  costLines {
    kind
    name
    quantity
    unitPrice
  }
  totalCost
  notes
  finishedOdometerKm
  finishedOn
  createdOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ServiceOrdersQuery, ServiceOrdersQueryVariables>;
export const ServiceOrderDocument = new TypedDocumentString(`
    query ServiceOrder($serviceOrderId: Int!) {
  serviceOrder(serviceOrderId: $serviceOrderId) {
    ...EnvelopeFields
    data {
      ...ServiceOrderFields
    }
  }
}
    fragment ServiceOrderFields on ServiceOrder {
  serviceOrderId
  code
  status
  vehicleId
  licensePlate
  location
  workshopName
  personInCharge
  scheduledDay
  planItems {
    servicePlanItemId
    name
  }
  extraServices
  costLines {
    kind
    name
    quantity
    unitPrice
  }
  totalCost
  notes
  finishedOdometerKm
  finishedOn
  createdOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ServiceOrderQuery, ServiceOrderQueryVariables>;
export const MaintenanceVehiclesDocument = new TypedDocumentString(`
    query MaintenanceVehicles {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MaintenanceVehiclesQuery, MaintenanceVehiclesQueryVariables>;
export const CreateServicePlanDocument = new TypedDocumentString(`
    mutation CreateServicePlan($input: CreateServicePlanInput!) {
  createServicePlan(input: $input) {
    ...EnvelopeFields
    data {
      servicePlanId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateServicePlanMutation, CreateServicePlanMutationVariables>;
export const DeleteServicePlanDocument = new TypedDocumentString(`
    mutation DeleteServicePlan($input: ServicePlanIdInput!) {
  deleteServicePlan(input: $input) {
    ...EnvelopeFields
    data {
      servicePlanId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteServicePlanMutation, DeleteServicePlanMutationVariables>;
export const CorrectVehicleMetersDocument = new TypedDocumentString(`
    mutation CorrectVehicleMeters($input: CorrectVehicleMetersInput!) {
  correctVehicleMeters(input: $input) {
    ...EnvelopeFields
    data {
      vehicleId
      odometerKm
      engineHours
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CorrectVehicleMetersMutation, CorrectVehicleMetersMutationVariables>;
export const CreateServiceOrderDocument = new TypedDocumentString(`
    mutation CreateServiceOrder($input: CreateServiceOrderInput!) {
  createServiceOrder(input: $input) {
    ...EnvelopeFields
    data {
      serviceOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateServiceOrderMutation, CreateServiceOrderMutationVariables>;
export const UpdateServiceOrderDocument = new TypedDocumentString(`
    mutation UpdateServiceOrder($input: UpdateServiceOrderInput!) {
  updateServiceOrder(input: $input) {
    ...EnvelopeFields
    data {
      serviceOrderId
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateServiceOrderMutation, UpdateServiceOrderMutationVariables>;
export const ChangeServiceOrderStatusDocument = new TypedDocumentString(`
    mutation ChangeServiceOrderStatus($input: ChangeServiceOrderStatusInput!) {
  changeServiceOrderStatus(input: $input) {
    ...EnvelopeFields
    data {
      serviceOrderId
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ChangeServiceOrderStatusMutation, ChangeServiceOrderStatusMutationVariables>;
export const RequestMarketplaceItemDocument = new TypedDocumentString(`
    mutation RequestMarketplaceItem($input: RequestMarketplaceItemInput!) {
  requestMarketplaceItem(input: $input) {
    ...EnvelopeFields
    data {
      id
      code
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RequestMarketplaceItemMutation, RequestMarketplaceItemMutationVariables>;
export const MasterDevicesDocument = new TypedDocumentString(`
    query MasterDevices($filter: DevicesFilter) {
  devices(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterDeviceFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterDeviceFields on Device {
  id
  imei
  vendorType
  phoneNo
  deviceName
  status
  slot
  lastPacket
  activeOn
  vehicle {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDevicesQuery, MasterDevicesQueryVariables>;
export const MasterCreateDeviceDocument = new TypedDocumentString(`
    mutation MasterCreateDevice($input: CreateDeviceInput!) {
  createDevice(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDeviceFields
    }
  }
}
    fragment MasterDeviceFields on Device {
  id
  imei
  vendorType
  phoneNo
  deviceName
  status
  slot
  lastPacket
  activeOn
  vehicle {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateDeviceMutation, MasterCreateDeviceMutationVariables>;
export const MasterUpdateDeviceDocument = new TypedDocumentString(`
    mutation MasterUpdateDevice($input: UpdateDeviceInput!) {
  updateDevice(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDeviceFields
    }
  }
}
    fragment MasterDeviceFields on Device {
  id
  imei
  vendorType
  phoneNo
  deviceName
  status
  slot
  lastPacket
  activeOn
  vehicle {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateDeviceMutation, MasterUpdateDeviceMutationVariables>;
export const MasterMoveDeviceDocument = new TypedDocumentString(`
    mutation MasterMoveDevice($input: MoveDeviceInput!) {
  moveDevice(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDeviceFields
    }
  }
}
    fragment MasterDeviceFields on Device {
  id
  imei
  vendorType
  phoneNo
  deviceName
  status
  slot
  lastPacket
  activeOn
  vehicle {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterMoveDeviceMutation, MasterMoveDeviceMutationVariables>;
export const MasterDeviceMovesDocument = new TypedDocumentString(`
    query MasterDeviceMoves($filter: DeviceMovesFilter!) {
  deviceMoves(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterDeviceMoveFields
    }
    pagination {
      total
    }
  }
}
    fragment MasterDeviceMoveFields on DeviceMove {
  id
  fromLicensePlate
  toLicensePlate
  movedAt
  movedBy {
    userId
    fullname
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDeviceMovesQuery, MasterDeviceMovesQueryVariables>;
export const MasterDriversDocument = new TypedDocumentString(`
    query MasterDrivers($filter: DriversFilter) {
  drivers(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterDriverFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterDriverFields on Driver {
  userId
  fullname
  email
  phoneNo
  isActive
  driverCardId
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDriversQuery, MasterDriversQueryVariables>;
export const MasterUpdateDriverCardDocument = new TypedDocumentString(`
    mutation MasterUpdateDriverCard($input: UpdateDriverCardInput!) {
  updateDriverCard(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDriverFields
    }
  }
}
    fragment MasterDriverFields on Driver {
  userId
  fullname
  email
  phoneNo
  isActive
  driverCardId
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateDriverCardMutation, MasterUpdateDriverCardMutationVariables>;
export const MasterCreateDriverDocument = new TypedDocumentString(`
    mutation MasterCreateDriver($input: CreateDriverInput!) {
  createDriver(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDriverFields
    }
  }
}
    fragment MasterDriverFields on Driver {
  userId
  fullname
  email
  phoneNo
  isActive
  driverCardId
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateDriverMutation, MasterCreateDriverMutationVariables>;
export const MasterUpdateDriverDocument = new TypedDocumentString(`
    mutation MasterUpdateDriver($input: UpdateDriverInput!) {
  updateDriver(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterDriverFields
    }
  }
}
    fragment MasterDriverFields on Driver {
  userId
  fullname
  email
  phoneNo
  isActive
  driverCardId
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateDriverMutation, MasterUpdateDriverMutationVariables>;
export const MasterDriverAssignmentsDocument = new TypedDocumentString(`
    query MasterDriverAssignments($filter: DriverAssignmentsFilter!) {
  driverAssignments(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterDriverAssignmentFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterDriverAssignmentFields on DriverAssignment {
  id
  vehicleId
  licensePlate
  driverId
  driver {
    userId
    fullname
  }
  slot
  startedAt
  endedAt
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDriverAssignmentsQuery, MasterDriverAssignmentsQueryVariables>;
export const MasterUpdateDriverAssignmentDocument = new TypedDocumentString(`
    mutation MasterUpdateDriverAssignment($input: UpdateDriverAssignmentInput!) {
  updateDriverAssignment(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateDriverAssignmentMutation, MasterUpdateDriverAssignmentMutationVariables>;
export const MasterDeleteDriverAssignmentDocument = new TypedDocumentString(`
    mutation MasterDeleteDriverAssignment($input: DeleteDriverAssignmentInput!) {
  deleteDriverAssignment(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDeleteDriverAssignmentMutation, MasterDeleteDriverAssignmentMutationVariables>;
export const MasterGeofencesDocument = new TypedDocumentString(`
    query MasterGeofences($filter: GeofencesFilter) {
  Geofences(filter: $filter) {
    ...EnvelopeFields
    list {
      ...MasterGeofenceFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterGeofenceFields on Geofence {
  geofenceId
  fenceName
  type
  circData {
    lat
    lng
    radius
  }
  polyData
  minLat
  maxLat
  minLng
  maxLng
  ownership
  address
  category
  isGarage
  isServiceLoc
  isBillingAddr
  isDepot
  isAlert
  hasRelation
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterGeofencesQuery, MasterGeofencesQueryVariables>;
export const MasterCreateGeofenceDocument = new TypedDocumentString(`
    mutation MasterCreateGeofence($input: CreateGeofenceInput!) {
  createGeofence(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterGeofenceFields
    }
  }
}
    fragment MasterGeofenceFields on Geofence {
  geofenceId
  fenceName
  type
  circData {
    lat
    lng
    radius
  }
  polyData
  minLat
  maxLat
  minLng
  maxLng
  ownership
  address
  category
  isGarage
  isServiceLoc
  isBillingAddr
  isDepot
  isAlert
  hasRelation
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateGeofenceMutation, MasterCreateGeofenceMutationVariables>;
export const MasterUpdateGeofenceDocument = new TypedDocumentString(`
    mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {
  updateGeofence(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterGeofenceFields
    }
  }
}
    fragment MasterGeofenceFields on Geofence {
  geofenceId
  fenceName
  type
  circData {
    lat
    lng
    radius
  }
  polyData
  minLat
  maxLat
  minLng
  maxLng
  ownership
  address
  category
  isGarage
  isServiceLoc
  isBillingAddr
  isDepot
  isAlert
  hasRelation
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateGeofenceMutation, MasterUpdateGeofenceMutationVariables>;
export const MasterDeleteGeofenceDocument = new TypedDocumentString(`
    mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {
  deleteGeofence(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDeleteGeofenceMutation, MasterDeleteGeofenceMutationVariables>;
export const MasterVehicleLookupsDocument = new TypedDocumentString(`
    query MasterVehicleLookups {
  drivers(filter: {pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      userId
      fullname
      isActive
    }
  }
  vgroups(filter: {pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
  vehicleTypes(filter: {isActive: true, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      vehicleTypeId
      formattedVehicleType
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVehicleLookupsQuery, MasterVehicleLookupsQueryVariables>;
export const MasterFuelTypesDocument = new TypedDocumentString(`
    query MasterFuelTypes {
  fuelTypes {
    ...EnvelopeFields
    data {
      fuelTypeId
      name
      category
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterFuelTypesQuery, MasterFuelTypesQueryVariables>;
export const MasterVehicleOptionsDocument = new TypedDocumentString(`
    query MasterVehicleOptions($filter: VehiclesFilter) {
  vehiclesFilter(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      licensePlate
      imei
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVehicleOptionsQuery, MasterVehicleOptionsQueryVariables>;
export const MasterVehicleTypesDocument = new TypedDocumentString(`
    query MasterVehicleTypes($filter: VehicleTypesFilter) {
  vehicleTypes(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterVehicleTypeFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterVehicleTypeFields on VehicleType {
  vehicleTypeId
  isActive
  manufacturer
  model
  type
  category
  transmissionType
  fuelTypeId
  fuelType {
    fuelTypeId
    name
  }
  tonnage
  volume
  fuelEfficiency
  hasRelation
  formattedVehicleType
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVehicleTypesQuery, MasterVehicleTypesQueryVariables>;
export const MasterCreateVehicleTypeDocument = new TypedDocumentString(`
    mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {
  createVehicleType(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVehicleTypeFields
    }
  }
}
    fragment MasterVehicleTypeFields on VehicleType {
  vehicleTypeId
  isActive
  manufacturer
  model
  type
  category
  transmissionType
  fuelTypeId
  fuelType {
    fuelTypeId
    name
  }
  tonnage
  volume
  fuelEfficiency
  hasRelation
  formattedVehicleType
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateVehicleTypeMutation, MasterCreateVehicleTypeMutationVariables>;
export const MasterUpdateVehicleTypeDocument = new TypedDocumentString(`
    mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {
  updateVehicleType(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVehicleTypeFields
    }
  }
}
    fragment MasterVehicleTypeFields on VehicleType {
  vehicleTypeId
  isActive
  manufacturer
  model
  type
  category
  transmissionType
  fuelTypeId
  fuelType {
    fuelTypeId
    name
  }
  tonnage
  volume
  fuelEfficiency
  hasRelation
  formattedVehicleType
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateVehicleTypeMutation, MasterUpdateVehicleTypeMutationVariables>;
export const MasterVehiclesDocument = new TypedDocumentString(`
    query MasterVehicles($filter: VehiclesFilter) {
  vehiclesPaginated(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterVehicleFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterVehicleFields on Vehicle {
  id
  licensePlate
  hullNo
  vehicleTypeId
  driver1Id
  driver2Id
  tonnage
  volume
  fuelCapacity
  odometer
  status
  year
  imei
  skills
  phoneTracking
  updatedOn
  vehicleType {
    vehicleTypeId
    formattedVehicleType
  }
  driver1 {
    userId
    fullname
  }
  driver2 {
    userId
    fullname
  }
  device {
    id
    imei
    vendorType
    model
    lenientFraming
    phoneNo
  }
  cameraDevice {
    id
    imei
    vendorType
  }
  vehicle2Vgroup {
    id
    name
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVehiclesQuery, MasterVehiclesQueryVariables>;
export const MasterCreateVehicleDocument = new TypedDocumentString(`
    mutation MasterCreateVehicle($input: CreateVehicleInput!) {
  createVehicle(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVehicleFields
    }
  }
}
    fragment MasterVehicleFields on Vehicle {
  id
  licensePlate
  hullNo
  vehicleTypeId
  driver1Id
  driver2Id
  tonnage
  volume
  fuelCapacity
  odometer
  status
  year
  imei
  skills
  phoneTracking
  updatedOn
  vehicleType {
    vehicleTypeId
    formattedVehicleType
  }
  driver1 {
    userId
    fullname
  }
  driver2 {
    userId
    fullname
  }
  device {
    id
    imei
    vendorType
    model
    lenientFraming
    phoneNo
  }
  cameraDevice {
    id
    imei
    vendorType
  }
  vehicle2Vgroup {
    id
    name
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateVehicleMutation, MasterCreateVehicleMutationVariables>;
export const MasterUpdateVehicleDocument = new TypedDocumentString(`
    mutation MasterUpdateVehicle($input: UpdateVehicleInput!) {
  updateVehicle(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVehicleFields
    }
  }
}
    fragment MasterVehicleFields on Vehicle {
  id
  licensePlate
  hullNo
  vehicleTypeId
  driver1Id
  driver2Id
  tonnage
  volume
  fuelCapacity
  odometer
  status
  year
  imei
  skills
  phoneTracking
  updatedOn
  vehicleType {
    vehicleTypeId
    formattedVehicleType
  }
  driver1 {
    userId
    fullname
  }
  driver2 {
    userId
    fullname
  }
  device {
    id
    imei
    vendorType
    model
    lenientFraming
    phoneNo
  }
  cameraDevice {
    id
    imei
    vendorType
  }
  vehicle2Vgroup {
    id
    name
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateVehicleMutation, MasterUpdateVehicleMutationVariables>;
export const MasterDeleteVehicleDocument = new TypedDocumentString(`
    mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {
  deleteVehicle(input: $input) {
    ...EnvelopeFields
    data {
      id
      licensePlate
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDeleteVehicleMutation, MasterDeleteVehicleMutationVariables>;
export const MasterUpdateVehiclesDocument = new TypedDocumentString(`
    mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) {
  updateVehicles(input: $input) {
    ...EnvelopeFields
    count
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateVehiclesMutation, MasterUpdateVehiclesMutationVariables>;
export const MasterVehicleAuditLogsDocument = new TypedDocumentString(`
    query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {
  vehicleAuditLogs(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      time
      action
      detail
      actionType
      user {
        userId
        fullname
      }
      oldData
      newData
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVehicleAuditLogsQuery, MasterVehicleAuditLogsQueryVariables>;
export const MasterVgroupsDocument = new TypedDocumentString(`
    query MasterVgroups($filter: VgroupsFilter) {
  vgroups(filter: $filter) {
    ...EnvelopeFields
    data {
      ...MasterVgroupFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment MasterVgroupFields on Vgroup {
  id
  name
  totalVehicle
  vehicleIds
  vehicles {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterVgroupsQuery, MasterVgroupsQueryVariables>;
export const MasterCreateVgroupDocument = new TypedDocumentString(`
    mutation MasterCreateVgroup($input: CreateVgroupInput!) {
  createVgroup(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVgroupFields
    }
  }
}
    fragment MasterVgroupFields on Vgroup {
  id
  name
  totalVehicle
  vehicleIds
  vehicles {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterCreateVgroupMutation, MasterCreateVgroupMutationVariables>;
export const MasterUpdateVgroupDocument = new TypedDocumentString(`
    mutation MasterUpdateVgroup($input: UpdateVgroupInput!) {
  updateVgroup(input: $input) {
    ...EnvelopeFields
    data {
      ...MasterVgroupFields
    }
  }
}
    fragment MasterVgroupFields on Vgroup {
  id
  name
  totalVehicle
  vehicleIds
  vehicles {
    id
    licensePlate
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterUpdateVgroupMutation, MasterUpdateVgroupMutationVariables>;
export const MasterDeleteVgroupDocument = new TypedDocumentString(`
    mutation MasterDeleteVgroup($input: DeleteVgroupInput!) {
  deleteVgroup(input: $input) {
    ...EnvelopeFields
    data {
      id
      name
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MasterDeleteVgroupMutation, MasterDeleteVgroupMutationVariables>;
export const MediaDownloadVideoHistoriesDocument = new TypedDocumentString(`
    query MediaDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {
  findDownloadVideoHistories(filter: $filter) {
    ...EnvelopeFields
    data {
      ...DownloadVideoHistoryFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment DownloadVideoHistoryFields on DownloadVideoHistory {
  id
  vehicleId
  rawAlertId
  channel
  startTime
  endTime
  status
  fileSize
  contentType
  url
  failureReason
  createdOn
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaDownloadVideoHistoriesQuery, MediaDownloadVideoHistoriesQueryVariables>;
export const MediaVehicleVideosDocument = new TypedDocumentString(`
    query MediaVehicleVideos($filter: VehicleVideosFilter!) {
  vehicleVideos(filter: $filter) {
    ...EnvelopeFields
    data {
      channel
      startTime
      endTime
      fileSize
      storageType
      url
      downloadVideoHistoryId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaVehicleVideosQuery, MediaVehicleVideosQueryVariables>;
export const MediaRequestVideoFileListUpdateDocument = new TypedDocumentString(`
    mutation MediaRequestVideoFileListUpdate($input: VideoFileListUpdateInput!) {
  requestVideoFileListUpdate(input: $input) {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaRequestVideoFileListUpdateMutation, MediaRequestVideoFileListUpdateMutationVariables>;
export const MediaSetUploadMediaDocument = new TypedDocumentString(`
    mutation MediaSetUploadMedia($input: SetUploadMediaInput!) {
  setUploadMedia(input: $input) {
    ...EnvelopeFields
    data {
      ...DownloadVideoHistoryFields
    }
  }
}
    fragment DownloadVideoHistoryFields on DownloadVideoHistory {
  id
  vehicleId
  rawAlertId
  channel
  startTime
  endTime
  status
  fileSize
  contentType
  url
  failureReason
  createdOn
  updatedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaSetUploadMediaMutation, MediaSetUploadMediaMutationVariables>;
export const MediaVehicleStatusDocument = new TypedDocumentString(`
    query MediaVehicleStatus($filter: VehicleStatusesFilter) {
  vehicleStatuses(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      lastReceive
      imei
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaVehicleStatusQuery, MediaVehicleStatusQueryVariables>;
export const MediaDashcamVehiclesDocument = new TypedDocumentString(`
    query MediaDashcamVehicles {
  vehicles(filter: {orderBy: {field: "licensePlate", direction: "asc"}}) {
    ...EnvelopeFields
    data {
      id
      licensePlate
      driver1 {
        fullname
      }
      device {
        imei
        vendorType
      }
      cameraDevice {
        imei
        vendorType
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MediaDashcamVehiclesQuery, MediaDashcamVehiclesQueryVariables>;
export const ConsoleCompanyTicketsDocument = new TypedDocumentString(`
    query ConsoleCompanyTickets($filter: CompanyTicketsFilterInput) {
  consoleCompanyTickets(filter: $filter) {
    ...EnvelopeFields
    data {
      ...CompanyTicketRowFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment CompanyTicketRowFields on CompanyTicket {
  id
  code
  companyName
  category
  priority
  status
  subject
  referenceLabel
  unreadByCompany
  marketplaceItemId
  createdByName
  createdOn
  lastActivityOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ConsoleCompanyTicketsQuery, ConsoleCompanyTicketsQueryVariables>;
export const ConsoleCompanyTicketDocument = new TypedDocumentString(`
    query ConsoleCompanyTicket($input: CompanyTicketIdInput!) {
  consoleCompanyTicket(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanyTicketDetailFields
    }
  }
}
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ConsoleCompanyTicketQuery, ConsoleCompanyTicketQueryVariables>;
export const ConsoleReplyCompanyTicketDocument = new TypedDocumentString(`
    mutation ConsoleReplyCompanyTicket($input: ConsoleReplyCompanyTicketInput!) {
  consoleReplyCompanyTicket(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanyTicketDetailFields
    }
  }
}
    fragment CompanyTicketDetailFields on CompanyTicketDetail {
  id
  code
  companyName
  category
  priority
  status
  subject
  description
  attachments
  vehicleId
  deviceId
  referenceLabel
  marketplaceItemId
  unreadByCompany
  createdByName
  createdOn
  lastActivityOn
  health {
    lastPositionOn
    lastPacketOn
    online
    motionStatus
    battery
    signal
  }
  messages {
    id
    fromPlatform
    authorName
    body
    attachments
    status
    createdOn
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ConsoleReplyCompanyTicketMutation, ConsoleReplyCompanyTicketMutationVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  profile {
    ...EnvelopeFields
    data {
      ...ProfileFields
    }
  }
}
    fragment ProfileFields on Profile {
  name
  email
  phoneNo
  language
  reminderMinutes
  lastReminder
  reminderDue
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const ChangeMyPasswordDocument = new TypedDocumentString(`
    mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {
  changeMyPassword(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const AddEmailDocument = new TypedDocumentString(`
    mutation AddEmail($input: AddEmailInput!) {
  addEmail(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AddEmailMutation, AddEmailMutationVariables>;
export const AddNumberDocument = new TypedDocumentString(`
    mutation AddNumber($input: AddNumberInput!) {
  addNumber(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AddNumberMutation, AddNumberMutationVariables>;
export const VerifyNumberDocument = new TypedDocumentString(`
    mutation VerifyNumber($input: VerifyNumberInput!) {
  verifyNumber(input: $input) {
    ...EnvelopeFields
    data {
      ...ProfileFields
    }
  }
}
    fragment ProfileFields on Profile {
  name
  email
  phoneNo
  language
  reminderMinutes
  lastReminder
  reminderDue
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<VerifyNumberMutation, VerifyNumberMutationVariables>;
export const MarkContactReminderShownDocument = new TypedDocumentString(`
    mutation MarkContactReminderShown {
  markContactReminderShown {
    ...EnvelopeFields
    data {
      ...ProfileFields
    }
  }
}
    fragment ProfileFields on Profile {
  name
  email
  phoneNo
  language
  reminderMinutes
  lastReminder
  reminderDue
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MarkContactReminderShownMutation, MarkContactReminderShownMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    ...EnvelopeFields
    data {
      ...SessionFields
    }
  }
}
    fragment SessionFields on UserSession {
  id
  browser
  os
  deviceType
  ip
  createdOn
  lastSeenOn
  isCurrent
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const EndMySessionDocument = new TypedDocumentString(`
    mutation EndMySession($input: EndMySessionInput!) {
  endMySession(input: $input) {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EndMySessionMutation, EndMySessionMutationVariables>;
export const EndMyOtherSessionsDocument = new TypedDocumentString(`
    mutation EndMyOtherSessions {
  endMyOtherSessions {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EndMyOtherSessionsMutation, EndMyOtherSessionsMutationVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query PushPublicKey {
  pushPublicKey {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const RegisterPushTokenDocument = new TypedDocumentString(`
    mutation RegisterPushToken($input: PushTokenInput!) {
  registerPushToken(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RegisterPushTokenMutation, RegisterPushTokenMutationVariables>;
export const UnregisterPushTokenDocument = new TypedDocumentString(`
    mutation UnregisterPushToken($input: PushTokenInput!) {
  unregisterPushToken(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UnregisterPushTokenMutation, UnregisterPushTokenMutationVariables>;
export const ReferralProgramDocument = new TypedDocumentString(`
    query ReferralProgram {
  referralProgram {
    ...EnvelopeFields
    data {
      code
      link
      referrals {
        referralId
        companyName
        contactName
        phoneNo
        status
        createdOn
        statusUpdatedOn
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReferralProgramQuery, ReferralProgramQueryVariables>;
export const ReferCompanyDocument = new TypedDocumentString(`
    mutation ReferCompany($input: ReferCompanyInput!) {
  referCompany(input: $input) {
    ...EnvelopeFields
    data {
      referralId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReferCompanyMutation, ReferCompanyMutationVariables>;
export const ReminderSettingsDocument = new TypedDocumentString(`
    query ReminderSettings {
  reminderSettings {
    ...EnvelopeFields
    data {
      leadDays
      byWhatsApp
      byEmail
      byPush
      recipientsChosen
      recipients {
        userId
        name
        byWhatsApp
        byEmail
        byPush
        warnings
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const UpdateReminderSettingsDocument = new TypedDocumentString(`
    mutation UpdateReminderSettings($input: ReminderSettingsInput!) {
  updateReminderSettings(input: $input) {
    ...EnvelopeFields
    data {
      leadDays
      byWhatsApp
      byEmail
      byPush
      recipientsChosen
      recipients {
        userId
        name
        byWhatsApp
        byEmail
        byPush
        warnings
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateReminderSettingsMutation, UpdateReminderSettingsMutationVariables>;
export const ReminderRecipientOptionsDocument = new TypedDocumentString(`
    query ReminderRecipientOptions {
  reminderRecipientOptions {
    ...EnvelopeFields
    data {
      userId
      name
      email
      phoneNo
      hasPush
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ReminderRecipientOptionsQuery, ReminderRecipientOptionsQueryVariables>;
export const SentRemindersDocument = new TypedDocumentString(`
    query SentReminders($filter: SentRemindersFilterInput) {
  sentReminders(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      subject
      threshold
      message
      vehicleId
      licensePlate
      createdOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SentRemindersQuery, SentRemindersQueryVariables>;
export const TripReportDocument = new TypedDocumentString(`
    query TripReport($filter: ReportFilter!) {
  tripReport(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      driverName
      startTime
      endTime
      startAddress
      endAddress
      distanceKm
      durationSeconds
      maxSpeed
      avgSpeed
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TripReportQuery, TripReportQueryVariables>;
export const StopReportDocument = new TypedDocumentString(`
    query StopReport($filter: ReportFilter!) {
  stopReport(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      driverName
      startTime
      endTime
      durationSeconds
      idleSeconds
      parkedSeconds
      kind
      address
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<StopReportQuery, StopReportQueryVariables>;
export const GeofenceVisitReportDocument = new TypedDocumentString(`
    query GeofenceVisitReport($filter: ReportFilter!) {
  geofenceVisitReport(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      geofenceId
      fenceName
      enterTime
      exitTime
      dwellSeconds
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<GeofenceVisitReportQuery, GeofenceVisitReportQueryVariables>;
export const AlertSummaryReportDocument = new TypedDocumentString(`
    query AlertSummaryReport($filter: ReportFilter!) {
  alertSummaryReport(filter: $filter) {
    ...EnvelopeFields
    data {
      summary {
        total
        falseAlerts
        falseAlertRate
      }
      byCode {
        key
        label
        total
        falseAlerts
        falseAlertRate
      }
      byVehicle {
        key
        label
        total
        falseAlerts
        falseAlertRate
      }
      byDriver {
        key
        label
        total
        falseAlerts
        falseAlertRate
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AlertSummaryReportQuery, AlertSummaryReportQueryVariables>;
export const UtilisationReportDocument = new TypedDocumentString(`
    query UtilisationReport($filter: ReportFilter!) {
  utilisationReport(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleId
      licensePlate
      day
      drivingSeconds
      idleSeconds
      parkedSeconds
      offlineSeconds
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UtilisationReportQuery, UtilisationReportQueryVariables>;
export const DriverScoreReportDocument = new TypedDocumentString(`
    query DriverScoreReport($filter: ReportFilter!) {
  driverScoreReport(filter: $filter) {
    ...EnvelopeFields
    data {
      driverId
      fullname
      score
      finalGrade
      totalAlert
      distanceKm
      drivingSeconds
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DriverScoreReportQuery, DriverScoreReportQueryVariables>;
export const ReportScopeOptionsDocument = new TypedDocumentString(`
    query ReportScopeOptions {
  vehicles(filter: {orderBy: {field: "licensePlate", direction: "asc"}}) {
    isSuccessful
    data {
      id
      licensePlate
    }
  }
}
    `) as unknown as TypedDocumentString<ReportScopeOptionsQuery, ReportScopeOptionsQueryVariables>;
export const ReportGroupOptionsDocument = new TypedDocumentString(`
    query ReportGroupOptions {
  vgroups(filter: {pagination: {page: 1, show: 999}}) {
    isSuccessful
    data {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReportGroupOptionsQuery, ReportGroupOptionsQueryVariables>;
export const RetentionSettingsDocument = new TypedDocumentString(`
    query RetentionSettings {
  retentionSettings {
    ...EnvelopeFields
    data {
      positions
      rawAlerts
      media
      audit
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RetentionSettingsQuery, RetentionSettingsQueryVariables>;
export const UpdateRetentionSettingsDocument = new TypedDocumentString(`
    mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {
  updateRetentionSettings(input: $input) {
    ...EnvelopeFields
    data {
      positions
      rawAlerts
      media
      audit
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables>;
export const RouteHistoryDocument = new TypedDocumentString(`
    query RouteHistory($filter: RouteHistoryFilter!) {
  routeHistory(filter: $filter) {
    isSuccessful
    message
    data {
      vehicleId
      licensePlate
      truncated
      fromArchive
      points {
        fixTime
        latitude
        longitude
        speed
        course
        ignition
      }
      filteredPoints {
        fixTime
        latitude
        longitude
        speed
        reason
      }
      stops {
        startTime
        endTime
        durationSeconds
        latitude
        longitude
        engineOn
      }
      summary {
        distanceKm
        drivingSeconds
        stopCount
        stoppedSeconds
        maxSpeed
        avgSpeed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RouteHistoryQuery, RouteHistoryQueryVariables>;
export const RouteVehicleOptionsDocument = new TypedDocumentString(`
    query RouteVehicleOptions {
  vehicles(filter: {orderBy: {field: "licensePlate", direction: "asc"}}) {
    isSuccessful
    message
    data {
      id
      licensePlate
      hullNo
      imei
      driver1 {
        fullname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RouteVehicleOptionsQuery, RouteVehicleOptionsQueryVariables>;
export const RoutePlansDocument = new TypedDocumentString(`
    query RoutePlans($filter: RoutePlansFilter) {
  routePlans(filter: $filter) {
    ...EnvelopeFields
    list {
      routePlanId
      code
      status
      day
      depotAddress
      shiftStart
      shiftEnd
      vehicleCount
      routedCount
      unassignedCount
      createdOn
    }
    pagination {
      total
    }
    statusCounts {
      status
      count
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RoutePlansQuery, RoutePlansQueryVariables>;
export const RoutePlanDocument = new TypedDocumentString(`
    query RoutePlan($routePlanId: Int!) {
  routePlan(routePlanId: $routePlanId) {
    ...EnvelopeFields
    data {
      ...RoutePlanFields
    }
  }
}
    fragment RoutePlanStopFields on RoutePlanStop {
  stopId
  deliveryOrderId
  deliveryOrderCode
  customerName
  address
  lat
  lng
  weightKg
  volumeM3
  window {
    start
    end
  }
  position
  arrival
  departure
  late
  unassignedReason
  requiredSkills
  missingSkills
  priority
}
fragment RoutePlanFields on RoutePlan {
  routePlanId
  code
  status
  day
  depot {
    address
    lat
    lng
  }
  shiftStart
  shiftEnd
  detourFactor
  speedKmh
  serviceMinutes
  travelSource
  travelFallback
  travelSamples
  traffic
  timeLimitSeconds
  solveMs
  distanceKm
  createdOn
  acceptedOn
  breakRule {
    afterMinutes
    minutes
  }
  balanceRoutes
  routes {
    routeId
    sequence
    vehicleId
    licensePlate
    driverId
    capacityKg
    capacityM3
    skills
    distanceKm
    loadKg
    loadM3
    returnAt
    violations
    breaks {
      start
      end
    }
    fleetTaskId
    fleetTaskCode
    stops {
      ...RoutePlanStopFields
    }
  }
  unassigned {
    ...RoutePlanStopFields
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RoutePlanQuery, RoutePlanQueryVariables>;
export const RoutePlanVehiclesDocument = new TypedDocumentString(`
    query RoutePlanVehicles {
  vehicles {
    ...EnvelopeFields
    data {
      id
      licensePlate
      tonnage
      volume
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RoutePlanVehiclesQuery, RoutePlanVehiclesQueryVariables>;
export const RoutePlanDriversDocument = new TypedDocumentString(`
    query RoutePlanDrivers {
  drivers(filter: {isActive: true, pagination: {page: 1, show: 999}}) {
    ...EnvelopeFields
    data {
      userId
      fullname
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<RoutePlanDriversQuery, RoutePlanDriversQueryVariables>;
export const CreateRoutePlanDocument = new TypedDocumentString(`
    mutation CreateRoutePlan($input: CreateRoutePlanInput!) {
  createRoutePlan(input: $input) {
    ...EnvelopeFields
    data {
      routePlanId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateRoutePlanMutation, CreateRoutePlanMutationVariables>;
export const MoveRoutePlanStopDocument = new TypedDocumentString(`
    mutation MoveRoutePlanStop($input: MoveRoutePlanStopInput!) {
  moveRoutePlanStop(input: $input) {
    ...EnvelopeFields
    data {
      ...RoutePlanFields
    }
  }
}
    fragment RoutePlanStopFields on RoutePlanStop {
  stopId
  deliveryOrderId
  deliveryOrderCode
  customerName
  address
  lat
  lng
  weightKg
  volumeM3
  window {
    start
    end
  }
  position
  arrival
  departure
  late
  unassignedReason
  requiredSkills
  missingSkills
  priority
}
fragment RoutePlanFields on RoutePlan {
  routePlanId
  code
  status
  day
  depot {
    address
    lat
    lng
  }
  shiftStart
  shiftEnd
  detourFactor
  speedKmh
  serviceMinutes
  travelSource
  travelFallback
  travelSamples
  traffic
  timeLimitSeconds
  solveMs
  distanceKm
  createdOn
  acceptedOn
  breakRule {
    afterMinutes
    minutes
  }
  balanceRoutes
  routes {
    routeId
    sequence
    vehicleId
    licensePlate
    driverId
    capacityKg
    capacityM3
    skills
    distanceKm
    loadKg
    loadM3
    returnAt
    violations
    breaks {
      start
      end
    }
    fleetTaskId
    fleetTaskCode
    stops {
      ...RoutePlanStopFields
    }
  }
  unassigned {
    ...RoutePlanStopFields
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<MoveRoutePlanStopMutation, MoveRoutePlanStopMutationVariables>;
export const AcceptRoutePlanDocument = new TypedDocumentString(`
    mutation AcceptRoutePlan($input: RoutePlanIdInput!) {
  acceptRoutePlan(input: $input) {
    ...EnvelopeFields
    data {
      ...RoutePlanFields
    }
  }
}
    fragment RoutePlanStopFields on RoutePlanStop {
  stopId
  deliveryOrderId
  deliveryOrderCode
  customerName
  address
  lat
  lng
  weightKg
  volumeM3
  window {
    start
    end
  }
  position
  arrival
  departure
  late
  unassignedReason
  requiredSkills
  missingSkills
  priority
}
fragment RoutePlanFields on RoutePlan {
  routePlanId
  code
  status
  day
  depot {
    address
    lat
    lng
  }
  shiftStart
  shiftEnd
  detourFactor
  speedKmh
  serviceMinutes
  travelSource
  travelFallback
  travelSamples
  traffic
  timeLimitSeconds
  solveMs
  distanceKm
  createdOn
  acceptedOn
  breakRule {
    afterMinutes
    minutes
  }
  balanceRoutes
  routes {
    routeId
    sequence
    vehicleId
    licensePlate
    driverId
    capacityKg
    capacityM3
    skills
    distanceKm
    loadKg
    loadM3
    returnAt
    violations
    breaks {
      start
      end
    }
    fleetTaskId
    fleetTaskCode
    stops {
      ...RoutePlanStopFields
    }
  }
  unassigned {
    ...RoutePlanStopFields
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<AcceptRoutePlanMutation, AcceptRoutePlanMutationVariables>;
export const ScheduledReportsDocument = new TypedDocumentString(`
    query ScheduledReports {
  scheduledReports {
    ...EnvelopeFields
    data {
      id
      name
      reportKind
      frequency
      weekday
      monthDay
      hour
      vehicleId
      vgroupId
      formats
      language
      userIds
      emails
      phones
      paused
      nextRunAt
      lastRunStatus
      lastRunOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ScheduledReportsQuery, ScheduledReportsQueryVariables>;
export const ScheduledReportPeopleDocument = new TypedDocumentString(`
    query ScheduledReportPeople {
  scheduledReportPeople {
    ...EnvelopeFields
    data {
      id
      name
      hasEmail
      hasPhone
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ScheduledReportPeopleQuery, ScheduledReportPeopleQueryVariables>;
export const ScheduledReportRunsDocument = new TypedDocumentString(`
    query ScheduledReportRuns($filter: ScheduledReportRunsFilter!) {
  scheduledReportRuns(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      trigger
      periodStart
      periodEnd
      status
      error
      rowCount
      size
      files
      createdOn
      finishedOn
      recipients {
        channel
        address
        name
      }
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ScheduledReportRunsQuery, ScheduledReportRunsQueryVariables>;
export const CreateScheduledReportDocument = new TypedDocumentString(`
    mutation CreateScheduledReport($input: ScheduledReportInput!) {
  createScheduledReport(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateScheduledReportMutation, CreateScheduledReportMutationVariables>;
export const UpdateScheduledReportDocument = new TypedDocumentString(`
    mutation UpdateScheduledReport($input: UpdateScheduledReportInput!) {
  updateScheduledReport(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateScheduledReportMutation, UpdateScheduledReportMutationVariables>;
export const SetScheduledReportPausedDocument = new TypedDocumentString(`
    mutation SetScheduledReportPaused($input: SetScheduledReportPausedInput!) {
  setScheduledReportPaused(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetScheduledReportPausedMutation, SetScheduledReportPausedMutationVariables>;
export const DeleteScheduledReportDocument = new TypedDocumentString(`
    mutation DeleteScheduledReport($input: ScheduledReportIdInput!) {
  deleteScheduledReport(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteScheduledReportMutation, DeleteScheduledReportMutationVariables>;
export const SendScheduledReportNowDocument = new TypedDocumentString(`
    mutation SendScheduledReportNow($input: ScheduledReportIdInput!) {
  sendScheduledReportNow(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SendScheduledReportNowMutation, SendScheduledReportNowMutationVariables>;
export const CompanySettingsDocument = new TypedDocumentString(`
    query CompanySettings {
  company {
    ...EnvelopeFields
    data {
      ...CompanySettingsFields
    }
  }
}
    fragment CompanySettingsFields on Company {
  id
  name
  idleTimeout
  parkTimeout
  offlineTimeout
  fuelGainAlert
  fuelLossAlert
  arrivalSoonMinutes
  arrivalSoonMeters
  arrivalRadiusMeters
  stopArrivalRadiusMeters
  stopDwellSeconds
  fleetLateToleranceMinutes
  fleetLongStopMinutes
  fleetOffRouteMeters
  maxActiveCalls
  timeZone
  dsBase
  dsIntervalType
  dsInitialInterval
  dsInitialBonus
  dsInterval
  dsBonus
  dsCostBrake
  dsCostAccel
  dsCostOverspeed
  dsCostSharpturn
  dsMinScoreA
  dsMinScoreB
  dsMinScoreC
  dsMinScoreD
  bankAccounts {
    bankAccountId
    bankName
    accountName
    accountNo
    isDefault
  }
  trackFilters {
    invalidEnabled
    zeroEnabled
    futureEnabled
    futureMinutes
    pastEnabled
    pastHours
    accuracyEnabled
    accuracyMaxMeters
    accuracyMaxHdop
    duplicateEnabled
    jumpEnabled
    jumpMaxKmh
    driftEnabled
    minPeriodEnabled
    minPeriodSeconds
    minDistanceEnabled
    minDistanceMeters
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanySettingsQuery, CompanySettingsQueryVariables>;
export const UpdateCompanySettingsDocument = new TypedDocumentString(`
    mutation UpdateCompanySettings($input: UpdateCompanyInput!) {
  updateCompany(input: $input) {
    ...EnvelopeFields
    data {
      ...CompanySettingsFields
    }
  }
}
    fragment CompanySettingsFields on Company {
  id
  name
  idleTimeout
  parkTimeout
  offlineTimeout
  fuelGainAlert
  fuelLossAlert
  arrivalSoonMinutes
  arrivalSoonMeters
  arrivalRadiusMeters
  stopArrivalRadiusMeters
  stopDwellSeconds
  fleetLateToleranceMinutes
  fleetLongStopMinutes
  fleetOffRouteMeters
  maxActiveCalls
  timeZone
  dsBase
  dsIntervalType
  dsInitialInterval
  dsInitialBonus
  dsInterval
  dsBonus
  dsCostBrake
  dsCostAccel
  dsCostOverspeed
  dsCostSharpturn
  dsMinScoreA
  dsMinScoreB
  dsMinScoreC
  dsMinScoreD
  bankAccounts {
    bankAccountId
    bankName
    accountName
    accountNo
    isDefault
  }
  trackFilters {
    invalidEnabled
    zeroEnabled
    futureEnabled
    futureMinutes
    pastEnabled
    pastHours
    accuracyEnabled
    accuracyMaxMeters
    accuracyMaxHdop
    duplicateEnabled
    jumpEnabled
    jumpMaxKmh
    driftEnabled
    minPeriodEnabled
    minPeriodSeconds
    minDistanceEnabled
    minDistanceMeters
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>;
export const DeleteBankAccountDocument = new TypedDocumentString(`
    mutation DeleteBankAccount($input: DeleteBankAccountInput!) {
  deleteBankAccount(input: $input) {
    ...EnvelopeFields
    data {
      bankAccountId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteBankAccountMutation, DeleteBankAccountMutationVariables>;
export const CompanyCategoriesDocument = new TypedDocumentString(`
    query CompanyCategories($filter: CompanyCategoriesFilter) {
  companyCategories(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      text
      hasRelation
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyCategoriesQuery, CompanyCategoriesQueryVariables>;
export const CreateCompanyCategoryDocument = new TypedDocumentString(`
    mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {
  createCompanyCategory(input: $input) {
    ...EnvelopeFields
    data {
      id
      text
      hasRelation
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateCompanyCategoryMutation, CreateCompanyCategoryMutationVariables>;
export const SsoSettingsDocument = new TypedDocumentString(`
    query SsoSettings {
  ssoSettings {
    ...EnvelopeFields
    data {
      isConfigured
      issuerUrl
      clientId
      hasClientSecret
      allowedDomains
      defaultRoleId
      isEnabled
      ssoOnly
      redirectUri
      updatedOn
      roles {
        id
        name
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SsoSettingsQuery, SsoSettingsQueryVariables>;
export const UpdateSsoSettingsDocument = new TypedDocumentString(`
    mutation UpdateSsoSettings($input: UpdateSsoSettingsInput!) {
  updateSsoSettings(input: $input) {
    ...EnvelopeFields
    data {
      isConfigured
      hasClientSecret
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateSsoSettingsMutation, UpdateSsoSettingsMutationVariables>;
export const CompanyMapAreaDocument = new TypedDocumentString(`
    query CompanyMapArea {
  companyMapArea {
    ...EnvelopeFields
    data {
      west
      south
      east
      north
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyMapAreaQuery, CompanyMapAreaQueryVariables>;
export const TemporaryLiveViewVehiclesDocument = new TypedDocumentString(`
    query TemporaryLiveViewVehicles($filter: VehiclesFilter) {
  vehicles(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      licensePlate
      vehicleTypeId
      vehicleType {
        manufacturer
        model
        type
        category
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TemporaryLiveViewVehiclesQuery, TemporaryLiveViewVehiclesQueryVariables>;
export const TemporaryLiveViewVehicleTypesDocument = new TypedDocumentString(`
    query TemporaryLiveViewVehicleTypes($filter: VehicleTypesFilter) {
  vehicleTypes(filter: $filter) {
    ...EnvelopeFields
    data {
      vehicleTypeId
      manufacturer
      model
      type
      category
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TemporaryLiveViewVehicleTypesQuery, TemporaryLiveViewVehicleTypesQueryVariables>;
export const GeofencesDocument = new TypedDocumentString(`
    query Geofences($filter: GeofencesFilter) {
  Geofences(filter: $filter) {
    ...EnvelopeFields
    list {
      geofenceId
      fenceName
      address
      type
      circData {
        lat
        lng
        radius
      }
      polyData
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<GeofencesQuery, GeofencesQueryVariables>;
export const TemporaryLiveViewsPaginatedDocument = new TypedDocumentString(`
    query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {
  TemporaryLiveViewsPaginated(filter: $filter) {
    ...EnvelopeFields
    data {
      ...TemporaryLiveViewListFields
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment TemporaryLiveViewListFields on TemporaryLiveView {
  temporaryLvId
  name
  note
  duration
  createdOn
  expiresOn
  status
  accessToken
  shortKey
  vehicleCount
  contactCount
  openCount
  lastOpenedOn
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TemporaryLiveViewsPaginatedQuery, TemporaryLiveViewsPaginatedQueryVariables>;
export const TemporaryLiveViewDocument = new TypedDocumentString(`
    query temporaryLiveView($filter: TemporaryLiveViewFilter!) {
  temporaryLiveView(filter: $filter) {
    ...EnvelopeFields
    data {
      ...TemporaryLiveViewListFields
      pickedColumns
      alertCodes
      popupDuration
      vehicleIds {
        temporaryLvId
        vehicleId
      }
      vehicles {
        id
        licensePlate
        vehicleType {
          manufacturer
          model
          type
          category
        }
      }
      contacts {
        ...TemporaryLiveViewContactFields
      }
    }
  }
}
    fragment TemporaryLiveViewListFields on TemporaryLiveView {
  temporaryLvId
  name
  note
  duration
  createdOn
  expiresOn
  status
  accessToken
  shortKey
  vehicleCount
  contactCount
  openCount
  lastOpenedOn
}
fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {
  contactId
  label
  phoneNumber
  createdOn
  createdBy
  link
  openCount
  lastOpenedOn
  location {
    name
    fullName
    lat
    lng
    type
    id {
      masterDataValue
      googleValue
    }
    address {
      lat
      lng
    }
  }
  lastMessage {
    messageId
    status
    lastError
    updatedOn
    kind
  }
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TemporaryLiveViewQuery, TemporaryLiveViewQueryVariables>;
export const CreateTemporaryLiveViewDocument = new TypedDocumentString(`
    mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {
  createTemporaryLiveView(input: $input) {
    ...EnvelopeFields
    temporaryLiveView {
      temporaryLvId
      accessToken
      shortKey
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateTemporaryLiveViewMutation, CreateTemporaryLiveViewMutationVariables>;
export const UpdateTemporaryLiveViewDocument = new TypedDocumentString(`
    mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {
  updateTemporaryLiveView(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateTemporaryLiveViewMutation, UpdateTemporaryLiveViewMutationVariables>;
export const DeleteTemporaryLiveViewDocument = new TypedDocumentString(`
    mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {
  DeleteTemporaryLiveView(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteTemporaryLiveViewMutation, DeleteTemporaryLiveViewMutationVariables>;
export const TrackVisionRecordedVideosDocument = new TypedDocumentString(`
    query TrackVisionRecordedVideos($filter: RecordedVideosFilter!) {
  recordedVideos(filter: $filter) {
    ...EnvelopeFields
    data {
      channel
      startTime
      endTime
      fileSize
      alarmFlagsHigh
      alarmFlagsLow
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<TrackVisionRecordedVideosQuery, TrackVisionRecordedVideosQueryVariables>;
export const VideoViewsDocument = new TypedDocumentString(`
    query VideoViews($filter: VideoViewsFilter!) {
  videoViews(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      userId
      userName
      vehicleId
      licensePlate
      channel
      mode
      recordedStart
      recordedEnd
      startedAt
      endedAt
      secondsWatched
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<VideoViewsQuery, VideoViewsQueryVariables>;
export const VideoUsageDocument = new TypedDocumentString(`
    query VideoUsage {
  videoUsage {
    ...EnvelopeFields
    data {
      monthStart
      monthEnd
      secondsUsed
      minutesUsed
      monthlyVideoMinutes
      maxLiveStreams
      runningViews
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<VideoUsageQuery, VideoUsageQueryVariables>;
export const UpdateVideoSettingsDocument = new TypedDocumentString(`
    mutation UpdateVideoSettings($input: UpdateVideoSettingsInput!) {
  updateVideoSettings(input: $input) {
    ...EnvelopeFields
    data {
      monthStart
      monthEnd
      secondsUsed
      minutesUsed
      monthlyVideoMinutes
      maxLiveStreams
      runningViews
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateVideoSettingsMutation, UpdateVideoSettingsMutationVariables>;
export const CompanyUsersDocument = new TypedDocumentString(`
    query CompanyUsers($filter: CompanyUsersFilter) {
  companyUsers(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      name
      username
      email
      phoneNo
      roleId
      roleName
      isAdmin
      isActive
      isDriver
      twoFactorEnabled
      lastSignInOn
      activeSessions
      createdOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const CompanyRolesDocument = new TypedDocumentString(`
    query CompanyRoles {
  companyRoles {
    ...EnvelopeFields
    data {
      id
      name
      isAdmin
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyRolesQuery, CompanyRolesQueryVariables>;
export const UserSessionsDocument = new TypedDocumentString(`
    query UserSessions($input: UserIdInput!) {
  userSessions(input: $input) {
    ...EnvelopeFields
    data {
      ...SessionFields
    }
  }
}
    fragment SessionFields on UserSession {
  id
  browser
  os
  deviceType
  ip
  createdOn
  lastSeenOn
  isCurrent
}
fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UserSessionsQuery, UserSessionsQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...EnvelopeFields
    data {
      userId
      setPasswordUrl
      expiresOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserActiveDocument = new TypedDocumentString(`
    mutation SetUserActive($input: SetUserActiveInput!) {
  setUserActive(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation ResetUserPassword($input: UserIdInput!) {
  resetUserPassword(input: $input) {
    ...EnvelopeFields
    data {
      userId
      setPasswordUrl
      expiresOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const ResetUserTwoFactorDocument = new TypedDocumentString(`
    mutation ResetUserTwoFactor($input: UserIdInput!) {
  resetUserTwoFactor(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<ResetUserTwoFactorMutation, ResetUserTwoFactorMutationVariables>;
export const EndUserSessionsDocument = new TypedDocumentString(`
    mutation EndUserSessions($input: EndUserSessionInput!) {
  endUserSessions(input: $input) {
    ...EnvelopeFields
    data
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EndUserSessionsMutation, EndUserSessionsMutationVariables>;
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks {
  webhooks {
    ...EnvelopeFields
    data {
      id
      name
      url
      events
      secretPrefix
      isEnabled
      disabledReason
      consecutiveFailures
      createdOn
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($filter: WebhookDeliveriesFilterInput!) {
  webhookDeliveries(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      eventId
      eventType
      status
      attempts
      responseStatus
      durationMs
      error
      responseExcerpt
      createdOn
      updatedOn
      nextAttemptOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = new TypedDocumentString(`
    mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    ...EnvelopeFields
    data {
      id
      secret
      secretPrefix
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const SetWebhookEnabledDocument = new TypedDocumentString(`
    mutation SetWebhookEnabled($input: SetWebhookEnabledInput!) {
  setWebhookEnabled(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SetWebhookEnabledMutation, SetWebhookEnabledMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($input: WebhookIdInput!) {
  deleteWebhook(input: $input) {
    ...EnvelopeFields
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const SendWebhookTestDocument = new TypedDocumentString(`
    mutation SendWebhookTest($input: WebhookIdInput!) {
  sendWebhookTest(input: $input) {
    ...EnvelopeFields
    data {
      eventId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<SendWebhookTestMutation, SendWebhookTestMutationVariables>;
export const WhatsAppConversationsDocument = new TypedDocumentString(`
    query WhatsAppConversations($filter: WhatsappConversationsFilterInput) {
  whatsappConversations(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      phone
      contactLabel
      linkName
      deliveryOrderCode
      unreadCount
      needsOperator
      lastMessageOn
      windowOpen
      confirmedByConsigneeOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppConversationsQuery, WhatsAppConversationsQueryVariables>;
export const WhatsAppConversationDocument = new TypedDocumentString(`
    query WhatsAppConversation($input: WhatsappConversationIdInput!) {
  whatsappConversation(input: $input) {
    ...EnvelopeFields
    data {
      id
      phone
      contactLabel
      linkName
      temporaryLvId
      deliveryOrderId
      deliveryOrderCode
      unreadCount
      needsOperator
      lastInboundOn
      windowOpen
      confirmedByConsigneeOn
      messages {
        id
        direction
        body
        intent
        rule
        answeredBy
        status
        createdOn
      }
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppConversationQuery, WhatsAppConversationQueryVariables>;
export const WhatsAppInboxCountsDocument = new TypedDocumentString(`
    query WhatsAppInboxCounts {
  whatsappInboxCounts {
    ...EnvelopeFields
    data {
      unread
      waiting
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppInboxCountsQuery, WhatsAppInboxCountsQueryVariables>;
export const WhatsAppReplyDocument = new TypedDocumentString(`
    mutation WhatsAppReply($input: ReplyWhatsappConversationInput!) {
  replyWhatsappConversation(input: $input) {
    ...EnvelopeFields
    data {
      id
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppReplyMutation, WhatsAppReplyMutationVariables>;
export const WhatsAppMarkReadDocument = new TypedDocumentString(`
    mutation WhatsAppMarkRead($input: WhatsappConversationIdInput!) {
  markWhatsappConversationRead(input: $input) {
    ...EnvelopeFields
    data {
      conversationId
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppMarkReadMutation, WhatsAppMarkReadMutationVariables>;
export const EmailOutboxDocument = new TypedDocumentString(`
    query EmailOutbox($filter: EmailMessagesFilter) {
  emailMessages(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      recipientEmail
      subject
      body
      status
      attempts
      lastError
      createdOn
      sentOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<EmailOutboxQuery, EmailOutboxQueryVariables>;
export const WhatsAppOutboxDocument = new TypedDocumentString(`
    query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {
  whatsappMessages(filter: $filter) {
    ...EnvelopeFields
    data {
      id
      kind
      recipientPhone
      body
      status
      attempts
      lastError
      createdOn
      sentOn
    }
    pagination {
      total
      page
      show
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppOutboxQuery, WhatsAppOutboxQueryVariables>;
export const NewModulesDocument = new TypedDocumentString(`
    query NewModules {
  newModules {
    ...EnvelopeFields
    data {
      path
      newUntil
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<NewModulesQuery, NewModulesQueryVariables>;
export const LiveFleetDocument = new TypedDocumentString(`
    query LiveFleet {
  vehicles(filter: {orderBy: {field: "licensePlate", direction: "asc"}}) {
    isSuccessful
    message
    data {
      id
      licensePlate
      hullNo
      imei
      device {
        vendorType
      }
      driver1 {
        fullname
      }
      vehicleType {
        manufacturer
        model
        type
      }
      vehicleStatus {
        latitude
        longitude
        motionStatus
        lastPacket
        fixTime
        speed
        course
        ignition
        temperature
        fuel
        address
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveFleetQuery, LiveFleetQueryVariables>;
export const IdentityDocument = new TypedDocumentString(`
    query Identity {
  identity {
    isSuccessful
    message
    errorCode
    errorName
    status
    data {
      userId
      name
      email
      phoneNo
      companyId
      companyName
      timeZone
      isDriver
      isPlatformAdmin
      legacyAppUrl
      accessRight
      featureFlags {
        key
        enabled
      }
      language
      motionTimeouts {
        idleMinutes
        parkMinutes
        offlineMinutes
      }
      setupNotifCompleted
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityQuery, IdentityQueryVariables>;
export const UpdateMyLanguageDocument = new TypedDocumentString(`
    mutation UpdateMyLanguage($input: UpdateMyLanguageInput!) {
  updateMyLanguage(input: $input) {
    isSuccessful
    message
  }
}
    `) as unknown as TypedDocumentString<UpdateMyLanguageMutation, UpdateMyLanguageMutationVariables>;
export const CompanyTicketNoticesDocument = new TypedDocumentString(`
    query CompanyTicketNotices {
  companyTicketNotices {
    ...EnvelopeFields
    data {
      ticketId
      code
      companyName
      subject
      status
      lastActivityOn
      forPlatform
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<CompanyTicketNoticesQuery, CompanyTicketNoticesQueryVariables>;
export const WhatsappInboxNoticesDocument = new TypedDocumentString(`
    query WhatsappInboxNotices {
  whatsappInboxNotices {
    ...EnvelopeFields
    data {
      conversationId
      contactLabel
      linkName
      deliveryOrderCode
      lastMessage
      waitingSince
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsappInboxNoticesQuery, WhatsappInboxNoticesQueryVariables>;
export const WhatsAppResendDocument = new TypedDocumentString(`
    mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {
  resendWhatsAppMessage(input: $input) {
    ...EnvelopeFields
    data {
      id
      status
    }
  }
}
    fragment EnvelopeFields on Envelope {
  isSuccessful
  message
  errorName
  status
}`) as unknown as TypedDocumentString<WhatsAppResendMutation, WhatsAppResendMutationVariables>;